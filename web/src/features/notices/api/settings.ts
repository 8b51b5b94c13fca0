// The reader's notice settings (GET and PUT /api/user/notices/settings): what the bell shows and what
// comes by e-mail, per topic, and the e-mails' language. Saving them may change the bell's count.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, Language, NoticeSettings, NoticeSettingsDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { noticeKeys } from '@/lib/notices'

export interface NoticeSettingsInput {
  settings: Partial<NoticeSettings>
  language?: Language
}

export function useNoticeSettings(userId: string) {
  return useQuery({
    queryKey: noticeKeys.settings(userId),
    queryFn: async () => (await api.get<ApiSuccess<NoticeSettingsDto>>('/user/notices/settings')).data,
  })
}

export function useSaveNoticeSettings(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: NoticeSettingsInput) =>
      (await api.put<ApiSuccess<NoticeSettingsDto>>('/user/notices/settings', input)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(noticeKeys.settings(userId), saved)
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: noticeKeys.unread(userId) }),
        queryClient.invalidateQueries({ queryKey: noticeKeys.list(userId) }),
      ])
    },
  })
}
