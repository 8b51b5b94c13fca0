// The query keys of the moderators' queue and log (answers only moderators get, so under the user's scope).
import { userScope } from '@/lib/query-client'

export const moderationKeys = {
  all: (userId: string) => [...userScope(userId), 'moderation'] as const,
  queue: (userId: string) => [...moderationKeys.all(userId), 'queue'] as const,
  log: (userId: string) => [...moderationKeys.all(userId), 'log'] as const,
  profile: (userId: string) => [...moderationKeys.all(userId), 'profile'] as const,
  overdueSuggestions: (userId: string) => [...moderationKeys.all(userId), 'overdue-suggestions'] as const,
}
