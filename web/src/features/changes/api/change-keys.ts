// The query keys of an event's history (public) and of the caller's suggestions (under the user's scope).
import { userScope } from '@/lib/query-client'

export const changeKeys = {
  history: (eventId: string) => ['history', eventId] as const,
  suggestions: (userId: string) => [...userScope(userId), 'suggestions'] as const,
  /** under suggestions, so a decision refreshes both lists */
  overdue: (userId: string) => [...userScope(userId), 'suggestions', 'overdue'] as const,
}
