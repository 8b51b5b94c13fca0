// The wishlist (docs/api.md /api/wishlist): entries are one per user and event, and every answer joins
// the event's current title, image, section and country, so a list never shows a stale copy.
import type { Language, WishlistItemDto } from '@travel/domain'
import { wishlistItemId } from '@travel/domain'
import { forbidden, notFound } from './service-error'
import type { Caller } from './caller'
import type { Store } from '../store/port'
import type { AccountsService } from './accounts-service'
import { toWishlistItemDto, visibleTo } from './dto'
import { isSafeId } from './ids'

export interface WishlistDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
}

export function wishlistService({ store, accounts }: WishlistDeps) {
  /** The entries with their events' titles in the reader's `language`. */
  async function itemsOf(uid: string, language?: Language): Promise<WishlistItemDto[]> {
    const entries = await store.lists.wishlistOf(uid)
    const events = new Map(
      visibleTo(await store.events.getEvents(entries.map((e) => e.eventId)), uid).map((e) => [e.id, e]),
    )
    return entries.flatMap((entry) => {
      const event = events.get(entry.eventId)
      return event ? [toWishlistItemDto(entry, event, language)] : []
    })
  }

  return {
    async listFor(caller: Caller, userId: string, language?: Language): Promise<WishlistItemDto[]> {
      if (caller.uid !== userId) throw forbidden()
      return itemsOf(caller.uid, language)
    },

    /** Adds an event; adding it again keeps the one entry (created: false). */
    async add(
      caller: Caller,
      eventId: string,
      language?: Language,
    ): Promise<{ item: WishlistItemDto; created: boolean }> {
      if (!isSafeId(eventId)) throw notFound('event_not_found')
      // Also refuses a token whose account was deleted, so no entry outlives its owner.
      await accounts.ensureProfile(caller)
      // An event reports hide is not there for anyone but its owner (docs/moderation.md).
      const event = await store.events.getEvent(eventId)
      if (!event || visibleTo([event], caller.uid).length === 0) throw notFound('event_not_found')
      const result = await store.lists.addToWishlist(caller.uid, eventId, new Date().toISOString())
      if (!result) throw notFound('event_not_found')
      return { item: toWishlistItemDto(result.item, result.event, language), created: result.created }
    },

    async remove(caller: Caller, eventId: string, userId: string): Promise<{ eventID: string }> {
      if (caller.uid !== userId) throw forbidden()
      if (!isSafeId(eventId) || !(await store.lists.removeFromWishlist(caller.uid, eventId))) throw notFound()
      return { eventID: eventId }
    },

    /** DELETE /api/wishlist/:id, where the id is `{uid}_{eventId}`: only the caller's own entries. */
    async removeById(caller: Caller, id: string): Promise<{ _id: string; eventID: string }> {
      const prefix = wishlistItemId(caller.uid, '')
      if (!id.startsWith(prefix)) throw forbidden()
      const eventId = id.slice(prefix.length)
      if (!isSafeId(eventId) || !(await store.lists.removeFromWishlist(caller.uid, eventId))) throw notFound()
      return { _id: id, eventID: eventId }
    },

    async clear(caller: Caller): Promise<{ deleted: number }> {
      return { deleted: await store.lists.clearWishlist(caller.uid) }
    },

    itemsOf,
  }
}

export type WishlistService = ReturnType<typeof wishlistService>
