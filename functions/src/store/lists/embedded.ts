// The lists capability on the embedded store: wishlists and their shared links.
import { wishlistItemId } from '@travel/domain'
import type { EmbeddedContext } from '../embedded-data'
import { copyEvent } from '../events/embedded-order'
import type { AddToWishlistResult, ListStore, WishlistRecord } from './port'

const newestFirst = (a: WishlistRecord, b: WishlistRecord) =>
  a.addedAt === b.addedAt ? (a.id < b.id ? 1 : -1) : a.addedAt < b.addedAt ? 1 : -1

export function embeddedLists({ data, persist }: EmbeddedContext): ListStore {
  const table = data.lists
  return {
    async wishlistersOf(eventId, limit) {
      const ids = [...(table.wishlistByEvent.get(eventId) ?? [])]
      return ids
        .map((id) => table.wishlist.get(id)?.userId)
        .filter((u): u is string => Boolean(u))
        .slice(0, limit)
    },
    async wishlistOf(userId) {
      const ids = table.wishlistByUser.get(userId) ?? new Set<string>()
      return [...ids]
        .map((id) => table.wishlist.get(id))
        .filter((w): w is WishlistRecord => Boolean(w))
        .sort(newestFirst)
        .map((w) => ({ ...w }))
    },

    async addToWishlist(userId, eventId, addedAt): Promise<AddToWishlistResult | null> {
      data.accounts.assertAlive(userId)
      const event = data.events.events.get(eventId)
      if (!event) return null
      const id = wishlistItemId(userId, eventId)
      const existing = table.wishlist.get(id)
      if (existing) return { item: { ...existing }, event: copyEvent(event), created: false }
      const item: WishlistRecord = { id, userId, eventId, addedAt }
      table.putWishlist(item)
      await persist()
      return { item: { ...item }, event: copyEvent(event), created: true }
    },

    async removeFromWishlist(userId, eventId) {
      const id = wishlistItemId(userId, eventId)
      if (!table.wishlist.has(id)) return false
      table.dropWishlist(id)
      await persist()
      return true
    },

    async clearWishlist(userId) {
      const removed = table.dropWishlistOf('wishlistByUser', userId)
      if (removed) await persist()
      return removed
    },

    async getSharedList(token) {
      return table.sharedLists.get(token)
    },

    async sharedListOf(userId) {
      return table.sharedLists.of(userId)
    },

    async shareWishlist(link) {
      data.accounts.assertAlive(link.userId)
      table.sharedLists.put(link)
      await persist()
    },

    async unshareWishlist(userId) {
      if (!table.sharedLists.drop(userId)) return false
      await persist()
      return true
    },
  }
}
