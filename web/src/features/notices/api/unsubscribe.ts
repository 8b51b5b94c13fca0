// POST /api/notices/unsubscribe: an e-mail's link turns its topic's e-mails off; no session needed.
import { useMutation } from '@tanstack/react-query'
import type { ApiSuccess, UnsubscribeDto } from '@travel/domain'
import { api } from '@/lib/api-client'

export function useUnsubscribe() {
  return useMutation({
    mutationFn: async (token: string) =>
      (await api.post<ApiSuccess<UnsubscribeDto>>('/notices/unsubscribe', { token })).data,
  })
}
