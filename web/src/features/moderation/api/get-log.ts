// GET /api/moderation/log: every report and decision, newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApiSuccess, ModerationLogDto, ModerationLogEntryDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { moderationKeys } from './moderation-keys'

async function getLog(cursor: string | null): Promise<ModerationLogDto> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const body = await api.get<ApiSuccess<ModerationLogDto>>(`/moderation/log${query}`)
  return body.data
}

export function useModerationLog(userId: string) {
  const query = useInfiniteQuery({
    queryKey: moderationKeys.log(userId),
    queryFn: ({ pageParam }) => getLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  })
  const entries: ModerationLogEntryDto[] = query.data?.pages.flatMap((page) => page.entries) ?? []
  return { ...query, entries }
}
