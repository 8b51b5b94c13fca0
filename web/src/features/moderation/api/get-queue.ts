// GET /api/moderation/queue: open reports grouped by item, the oldest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApiSuccess, ModerationQueueDto, ModerationQueueItemDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { moderationKeys } from './moderation-keys'

async function getQueue(cursor: string | null): Promise<ModerationQueueDto> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const body = await api.get<ApiSuccess<ModerationQueueDto>>(`/moderation/queue${query}`)
  return body.data
}

export function useModerationQueue(userId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: moderationKeys.queue(userId),
    queryFn: ({ pageParam }) => getQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled,
  })
  const items: ModerationQueueItemDto[] = query.data?.pages.flatMap((page) => page.items) ?? []
  return { ...query, items }
}
