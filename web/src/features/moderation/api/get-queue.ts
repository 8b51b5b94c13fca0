// GET /api/moderation/queue: open reports grouped by item, the oldest first, a page at a time.
import type { ModerationQueueDto } from '@travel/domain'
import { usePagedList } from '@/lib/paged-list'
import { moderationKeys } from './moderation-keys'

export function useModerationQueue(userId: string, enabled: boolean) {
  return usePagedList({
    queryKey: moderationKeys.queue(userId),
    path: '/moderation/queue',
    items: (page: ModerationQueueDto) => page.items,
    enabled,
  })
}
