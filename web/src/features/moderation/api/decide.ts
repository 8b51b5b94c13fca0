// POST /api/moderation/items/:key/decision: keep, remove or restore a reported item, on the version the
// queue showed. The queue and the log change, and so may every list and page that shows the item; a
// refusal because the item moved on (409) reloads the queue, so the moderator reads what changed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, DecisionDto, DecisionInput } from '@travel/domain'
import { eventKeys } from '@/features/events'
import { api, ApiError } from '@/lib/api-client'
import { moderationKeys } from './moderation-keys'

export interface Decision extends DecisionInput {
  key: string
}

export async function decide({ key, ...decision }: Decision): Promise<DecisionDto> {
  const body = await api.post<ApiSuccess<DecisionDto>>(
    `/moderation/items/${encodeURIComponent(key)}/decision`,
    decision,
  )
  return body.data
}

export function useDecide(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decide,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: moderationKeys.queue(userId) })
    },
  })
}
