// POST /api/events/:id/history/:revisionId/revert: the event as it was after that revision, as a new
// revision. The event's page, its lists and its history change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, EventDto } from '@travel/domain'
import { eventKeys } from '@/features/events'
import { api } from '@/lib/api-client'
import { changeKeys } from './change-keys'

export interface Revert {
  eventId: string
  revisionId: string
  updatedAt: string
  reason: string
}

export function useRevert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ eventId, revisionId, ...body }: Revert) =>
      (
        await api.post<ApiSuccess<EventDto>>(
          `/events/${encodeURIComponent(eventId)}/history/${encodeURIComponent(revisionId)}/revert`,
          body,
        )
      ).data,
    onSuccess: (event) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: changeKeys.history(event._id) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  })
}
