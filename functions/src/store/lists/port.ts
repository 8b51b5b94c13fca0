// The lists capability's port: a traveller's wishlist and the private link that shares it.
import type { EventRecord } from '../events/port'

/** wishlist/{uid}_{eventId} */
export interface WishlistRecord {
  id: string
  userId: string
  eventId: string
  addedAt: string
}

/**
 * sharedLists/{token}: the private link to a user's wishlist, at most one per user. Keyed by the token so
 * that opening a link is one direct read; the token is the document id, never a field a query could list.
 */
export interface SharedListRecord {
  /** the token: base64url of 16 random bytes (node:crypto) */
  id: string
  userId: string
  createdAt: string
}

export interface AddToWishlistResult {
  item: WishlistRecord
  /** the event as read in the same transaction, for the joined answer */
  event: EventRecord
  /** false when the event was already on the list (adding is idempotent) */
  created: boolean
}

/** Wishlists and their shared links. */
export interface ListStore {
  /** the user's entries, most recently added first */
  wishlistOf(userId: string): Promise<WishlistRecord[]>
  /** null when the event does not exist; throws AccountDeletedError when the user's account is tombstoned */
  addToWishlist(userId: string, eventId: string, addedAt: string): Promise<AddToWishlistResult | null>
  removeFromWishlist(userId: string, eventId: string): Promise<boolean>
  /** the travellers who keep the event in their wishlist, at most `limit` (they hear of its news) */
  wishlistersOf(eventId: string, limit: number): Promise<string[]>
  /** removes every entry of the user; answers how many there were */
  clearWishlist(userId: string): Promise<number>
  /** the link with this token (one direct read), or null */
  getSharedList(token: string): Promise<SharedListRecord | null>
  /** the user's current link, or null */
  sharedListOf(userId: string): Promise<SharedListRecord | null>
  /**
   * Stores the user's new link and removes the one before it in the same transaction, so an old token
   * never answers once the new one is given out. Throws AccountDeletedError when the account is tombstoned.
   */
  shareWishlist(link: SharedListRecord): Promise<void>
  /** removes the user's link; answers whether there was one */
  unshareWishlist(userId: string): Promise<boolean>
}
