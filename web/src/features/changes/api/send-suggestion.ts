// POST /api/events/:id/suggestions: a suggested edit of someone else's event, with the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, SuggestionDto, SuggestionInput } from '@travel/domain'
import { useCurrentUser } from '@/stores/root-store'
import { api } from '@/lib/api-client'
import { changeKeys } from './change-keys'

export function useSendSuggestion(eventId: string) {
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  return useMutation({
    mutationFn: async (input: SuggestionInput) =>
      (await api.post<ApiSuccess<SuggestionDto>>(`/events/${encodeURIComponent(eventId)}/suggestions`, input))
        .data,
    onSuccess: () =>
      user ? queryClient.invalidateQueries({ queryKey: changeKeys.suggestions(user._id) }) : undefined,
  })
}
