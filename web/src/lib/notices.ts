// The signed-in user's notices from the moderators (GET /api/user/notices): shared by the header's unread
// count and the profile's list, so one answer serves both and marking them read updates both.
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, NoticesDto } from '@travel/domain'
import { api } from './api-client'
import { userScope } from './query-client'

/** Under the user's scope, so signing out forgets them. */
export const noticeKeys = { list: (userId: string) => [...userScope(userId), 'notices'] as const }

export async function getNotices(): Promise<NoticesDto> {
  const body = await api.get<ApiSuccess<NoticesDto>>('/user/notices')
  return body.data
}

export function useNotices(userId: string) {
  return useQuery({ queryKey: noticeKeys.list(userId), queryFn: getNotices })
}
