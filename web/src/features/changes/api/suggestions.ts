// The caller's suggestions (GET /api/suggestions/mine), the moderators' overdue ones, and a decision on
// one (POST …/:id/decision): the event, its history and the lists change with an acceptance.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ApiSuccess,
  EventDto,
  SuggestionDecisionInput,
  SuggestionDto,
  SuggestionsDto,
} from '@travel/domain'
import { eventKeys } from '@/features/events'
import { api } from '@/lib/api-client'
import { changeKeys } from './change-keys'

export interface MySuggestions {
  received: SuggestionsDto
  sent: SuggestionsDto
}

export function useMySuggestions(userId: string) {
  return useQuery({
    queryKey: changeKeys.suggestions(userId),
    queryFn: async () => (await api.get<ApiSuccess<MySuggestions>>('/suggestions/mine')).data,
  })
}

/** Moderators: the open suggestions whose authors have not answered for 14 days, oldest first. */
export function useOverdueSuggestions(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: changeKeys.overdue(userId),
    queryFn: async () => (await api.get<ApiSuccess<SuggestionsDto>>('/suggestions/overdue')).data,
    enabled,
  })
}

export type Decision = { id: string } & Partial<SuggestionDecisionInput> &
  Pick<SuggestionDecisionInput, 'action'>

export function useDecideSuggestion(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...body }: Decision) =>
      (
        await api.post<ApiSuccess<{ suggestion: SuggestionDto; event: EventDto | null }>>(
          `/suggestions/${encodeURIComponent(id)}/decision`,
          body,
        )
      ).data,
    onSettled: (answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: changeKeys.suggestions(userId) }),
        ...(answer?.event
          ? [
              queryClient.invalidateQueries({ queryKey: eventKeys.all }),
              queryClient.invalidateQueries({ queryKey: changeKeys.history(answer.event._id) }),
            ]
          : []),
      ]),
  })
}
