// GET /api/events/:id/checkins: an event's check-ins, newest visit first, a page at a time.
import type { CheckinPageDto } from '@travel/domain'
import { usePagedList } from '@/lib/paged-list'
import { checkinKeys } from './checkin-keys'

/** `enabled`: false until the section comes on screen, so the event's own answer is never held up. */
export function useCheckins(eventId: string, enabled: boolean) {
  return usePagedList({
    queryKey: checkinKeys.event(eventId),
    path: `/events/${encodeURIComponent(eventId)}/checkins`,
    items: (page: CheckinPageDto) => page.checkins,
    enabled,
  })
}
