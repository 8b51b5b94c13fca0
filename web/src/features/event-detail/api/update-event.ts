// PUT /api/events/:id: the owner's changes. Without `image` the server keeps the current picture.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, EventDto, EventUpdatePayload } from '@travel/domain'
import { api } from '@/lib/api-client'
import { USER_SCOPE } from '@/lib/query-client'
import { eventKeys } from '@/features/events'

export async function updateEvent(id: string, payload: EventUpdatePayload): Promise<EventDto> {
  const body = await api.put<ApiSuccess<EventDto>>(`/events/${encodeURIComponent(id)}`, payload)
  return body.data
}

/**
 * Saves the changes; the event's page shows the server's answer at once, and every list and map asks
 * again. So does the user's wishlist when next shown: its items carry the event's title and picture.
 */
export function useUpdateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: EventUpdatePayload }) => updateEvent(id, payload),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event._id), event)
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: eventKeys.maps() })
      void queryClient.invalidateQueries({ queryKey: USER_SCOPE, refetchType: 'none' })
    },
  })
}
