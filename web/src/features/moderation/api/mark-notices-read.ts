// POST /api/user/notices/read: the notices the reader has seen are marked read, and the header's count
// follows from the server's answer.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, NoticesDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { noticeKeys } from '@/lib/notices'

async function markNoticesRead(ids: string[]): Promise<{ unread: number }> {
  const body = await api.post<ApiSuccess<{ unread: number }>>('/user/notices/read', { ids })
  return body.data
}

export function useMarkNoticesRead(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: ({ unread }, ids) => {
      queryClient.setQueryData<NoticesDto>(noticeKeys.list(userId), (old) =>
        old
          ? {
              unread,
              notices: old.notices.map((notice) =>
                ids.includes(notice.id) ? { ...notice, read: true } : notice,
              ),
            }
          : old,
      )
    },
  })
}
