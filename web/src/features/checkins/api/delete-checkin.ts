// DELETE /api/events/:id/checkins/:checkinId: the author removes a check-in; the answer is the summary.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, CheckinSummary } from '@travel/domain'
import { api } from '@/lib/api-client'
import { refreshAfterCheckinChange } from './refresh-after-change'

export async function deleteCheckin(eventId: string, checkinId: string): Promise<CheckinSummary> {
  const body = await api.delete<ApiSuccess<{ summary: CheckinSummary }>>(
    `/events/${encodeURIComponent(eventId)}/checkins/${encodeURIComponent(checkinId)}`,
  )
  return body.data.summary
}

export function useDeleteCheckin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ eventId, checkinId }: { eventId: string; checkinId: string }) =>
      deleteCheckin(eventId, checkinId),
    onSuccess: (summary, { eventId }) => refreshAfterCheckinChange(queryClient, eventId, summary),
  })
}
