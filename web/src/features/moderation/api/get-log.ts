// GET /api/moderation/log: every report and decision, newest first, a page at a time.
import type { ModerationLogDto } from '@travel/domain'
import { usePagedList } from '@/lib/paged-list'
import { moderationKeys } from './moderation-keys'

export function useModerationLog(userId: string) {
  return usePagedList({
    queryKey: moderationKeys.log(userId),
    path: '/moderation/log',
    items: (page: ModerationLogDto) => page.entries,
  })
}
