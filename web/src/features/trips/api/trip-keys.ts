// The query keys of trips. The owner's under the user's scope (lib/query-client), so signing out forgets
// them; a shared trip's and an itinerary's published trip are the same for every reader.
import { userScope } from '@/lib/query-client'

export const tripKeys = {
  all: (userId: string) => [...userScope(userId), 'trips'] as const,
  list: (userId: string) => [...tripKeys.all(userId), 'list'] as const,
  one: (userId: string, tripId: string) => [...tripKeys.all(userId), 'one', tripId] as const,
  share: (userId: string, tripId: string) => [...tripKeys.all(userId), 'share', tripId] as const,
  shared: (token: string) => ['shared-trip', token] as const,
  ofEvent: (eventId: string) => ['event-trip', eventId] as const,
}

/** A query of trips, whose stops are named in the reader's language: asked again when it changes. */
export function isTripQuery(key: readonly unknown[]): boolean {
  return key[0] === 'shared-trip' || key[0] === 'event-trip' || key.includes('trips')
}
