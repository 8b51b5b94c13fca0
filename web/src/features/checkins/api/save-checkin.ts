// POST /api/events/:id/checkins (a new check-in, or the user's one of that visit day updated) and
// PUT /api/events/:id/checkins/:checkinId (an edit): both answer the check-in and the event's summary.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, CheckinPayload, CheckinSavedDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { refreshAfterCheckinChange } from './refresh-after-change'

export interface SaveCheckin {
  eventId: string
  /** the check-in being edited; none for a new one */
  checkinId?: string | undefined
  payload: CheckinPayload
}

export async function saveCheckin({ eventId, checkinId, payload }: SaveCheckin): Promise<CheckinSavedDto> {
  const base = `/events/${encodeURIComponent(eventId)}/checkins`
  const body = checkinId
    ? await api.put<ApiSuccess<CheckinSavedDto>>(`${base}/${encodeURIComponent(checkinId)}`, payload)
    : await api.post<ApiSuccess<CheckinSavedDto>>(base, payload)
  return body.data
}

export function useSaveCheckin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCheckin,
    onSuccess: (saved, { eventId }) => refreshAfterCheckinChange(queryClient, eventId, saved),
  })
}
