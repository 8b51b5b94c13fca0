// GET /api/events/:id/history: the event's revisions, newest first, a page at a time.
import type { HistoryDto } from '@travel/domain'
import { usePagedList } from '@/lib/paged-list'
import { changeKeys } from './change-keys'

export function useHistory(eventId: string) {
  return usePagedList({
    queryKey: changeKeys.history(eventId),
    path: `/events/${encodeURIComponent(eventId)}/history`,
    items: (page: HistoryDto) => page.revisions,
  })
}
