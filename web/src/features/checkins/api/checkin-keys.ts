// The query keys of check-ins: an event's (public, the same for everyone) and the signed-in user's own,
// which sit under the user's scope (lib/query-client) so that signing out forgets them.
import { USER_SCOPE, userScope } from '@/lib/query-client'

export const checkinKeys = {
  all: ['checkins'] as const,
  event: (eventId: string) => [...checkinKeys.all, 'event', eventId] as const,
  own: (userId: string) => [...userScope(userId), 'checkins'] as const,
}

/** Whether a key is some user's own check-ins (a change refreshes them without knowing whose page is open). */
export function isOwnCheckinsKey(key: readonly unknown[]): boolean {
  return key[0] === USER_SCOPE[0] && key[2] === 'checkins'
}
