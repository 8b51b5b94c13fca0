// GET /api/suggestions/overdue: how many suggested edits wait for a moderator, for the queue's pointer to
// them (they are decided on the suggestions screen, the same way their authors would).
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, SuggestionsDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { moderationKeys } from './moderation-keys'

export function useOverdueSuggestionCount(userId: string) {
  return useQuery({
    queryKey: moderationKeys.overdueSuggestions(userId),
    queryFn: async () =>
      (await api.get<ApiSuccess<SuggestionsDto>>('/suggestions/overdue')).data.suggestions.length,
  })
}
