// The moderators' queue of claimed duplicate pairs (GET /api/moderation/merges) and a decision on one
// (POST …/:pair/decision): a merge changes the kept event, every list and the log.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, MergeDecisionDto, MergeDecisionInput, MergeQueueDto } from '@travel/domain'
import { eventKeys } from '@/features/events'
import { api } from '@/lib/api-client'
import { moderationKeys } from './moderation-keys'

export function useMergeQueue(userId: string) {
  return useQuery({
    queryKey: [...moderationKeys.all(userId), 'merges'] as const,
    queryFn: async () => (await api.get<ApiSuccess<MergeQueueDto>>('/moderation/merges')).data,
  })
}

export interface MergeDecision extends MergeDecisionInput {
  pair: string
}

export function useDecideMerge(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ pair, ...decision }: MergeDecision) =>
      (
        await api.post<ApiSuccess<MergeDecisionDto>>(
          `/moderation/merges/${encodeURIComponent(pair)}/decision`,
          decision,
        )
      ).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]),
  })
}
