// The query keys of the signed-in user's wishlist, under the user's scope (lib/query-client), so signing
// out forgets them. Two endpoints answer the same list, the caller's own (the event page's toggle) and by
// user id (the wishlist screen): each has its key, and a change updates both.
import { userScope } from '@/lib/query-client'

export const wishlistKeys = {
  all: (userId: string) => [...userScope(userId), 'wishlist'] as const,
  own: (userId: string) => [...wishlistKeys.all(userId), 'own'] as const,
  byUser: (userId: string) => [...wishlistKeys.all(userId), 'by-user'] as const,
  /** the private link to the list (GET /api/wishlist/share) */
  share: (userId: string) => [...wishlistKeys.all(userId), 'share'] as const,
}
