// GET /api/events/:id/history: the event's revisions, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApiSuccess, HistoryDto, RevisionDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { changeKeys } from './change-keys'

async function getHistory(eventId: string, cursor: string | null): Promise<HistoryDto> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const body = await api.get<ApiSuccess<HistoryDto>>(`/events/${encodeURIComponent(eventId)}/history${query}`)
  return body.data
}

export function useHistory(eventId: string) {
  const query = useInfiniteQuery({
    queryKey: changeKeys.history(eventId),
    queryFn: ({ pageParam }) => getHistory(eventId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  })
  const revisions: RevisionDto[] = query.data?.pages.flatMap((page) => page.revisions) ?? []
  return { ...query, revisions }
}
