// DELETE /api/events/:id/checkins/:checkinId: the author removes a check-in; the answer is the summary
// and the fact confirmations after it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, CheckinRemovedDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { refreshAfterCheckinChange } from './refresh-after-change'

export async function deleteCheckin(eventId: string, checkinId: string): Promise<CheckinRemovedDto> {
  const body = await api.delete<ApiSuccess<CheckinRemovedDto>>(
    `/events/${encodeURIComponent(eventId)}/checkins/${encodeURIComponent(checkinId)}`,
  )
  return body.data
}

export function useDeleteCheckin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ eventId, checkinId }: { eventId: string; checkinId: string }) =>
      deleteCheckin(eventId, checkinId),
    onSuccess: (removed, { eventId }) => refreshAfterCheckinChange(queryClient, eventId, removed),
  })
}
