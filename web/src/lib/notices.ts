// The signed-in user's count of unread notices (GET /api/user/notices/unread), which the header's bell
// shows; shared with the notices feature, which updates it after the reader's own actions.
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, UnreadNoticesDto } from '@travel/domain'
import { api } from './api-client'
import { userScope } from './query-client'

/** Under the user's scope, so signing out forgets them. */
export const noticeKeys = {
  all: (userId: string) => [...userScope(userId), 'notices'] as const,
  unread: (userId: string) => [...noticeKeys.all(userId), 'unread'] as const,
  list: (userId: string) => [...noticeKeys.all(userId), 'list'] as const,
  settings: (userId: string) => [...noticeKeys.all(userId), 'settings'] as const,
}

/** How often the bell asks while the site is open. */
export const UNREAD_POLL_MS = 60_000

async function getUnread(): Promise<UnreadNoticesDto> {
  return (await api.get<ApiSuccess<UnreadNoticesDto>>('/user/notices/unread')).data
}

export function useUnreadNotices(userId: string) {
  return useQuery({
    queryKey: noticeKeys.unread(userId),
    queryFn: getUnread,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })
}
