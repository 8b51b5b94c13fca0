// POST /api/events: publishes a new event for the signed-in user.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, EventDto, EventPayload } from '@travel/domain'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/features/events'

export async function createEvent(payload: EventPayload): Promise<EventDto> {
  const body = await api.post<ApiSuccess<EventDto>>('/events', payload)
  return body.data
}

/** Publishes, then every list and map of events asks again (the new event may belong to any of them). */
export function useCreateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event._id), event)
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: eventKeys.maps() })
    },
  })
}
