// The embedded store's lists: wishlist entries by id, per user and per event, and each user's one
// shared link by token.
import { EmbeddedShareLinks } from '../shared/embedded-share-links'
import type { SharedListRecord, WishlistRecord } from './port'

function addToIndex(index: Map<string, Set<string>>, key: string, id: string) {
  let set = index.get(key)
  if (!set) index.set(key, (set = new Set()))
  set.add(id)
}

function removeFromIndex(index: Map<string, Set<string>>, key: string, id: string) {
  const set = index.get(key)
  if (!set) return
  set.delete(id)
  if (set.size === 0) index.delete(key)
}

export class ListTable {
  readonly wishlist = new Map<string, WishlistRecord>()
  readonly wishlistByUser = new Map<string, Set<string>>()
  readonly wishlistByEvent = new Map<string, Set<string>>()
  /** each user's one shared link */
  readonly sharedLists = new EmbeddedShareLinks<SharedListRecord>((link) => link.userId)

  putWishlist(entry: WishlistRecord) {
    this.wishlist.set(entry.id, entry)
    addToIndex(this.wishlistByUser, entry.userId, entry.id)
    addToIndex(this.wishlistByEvent, entry.eventId, entry.id)
  }

  dropWishlist(id: string) {
    const entry = this.wishlist.get(id)
    if (!entry) return
    this.wishlist.delete(id)
    removeFromIndex(this.wishlistByUser, entry.userId, id)
    removeFromIndex(this.wishlistByEvent, entry.eventId, id)
  }

  /** removes every entry of the event or of the user; answers how many there were */
  dropWishlistOf(index: 'wishlistByEvent' | 'wishlistByUser', key: string): number {
    const ids = [...(this[index].get(key) ?? [])]
    for (const id of ids) this.dropWishlist(id)
    return ids.length
  }
}
