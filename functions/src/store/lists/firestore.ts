// The lists capability on Firestore: wishlist entries keyed by user and event (so adding is idempotent)
// and the one shared link per user, replaced in the transaction that gives out the new one.
import { FieldPath } from 'firebase-admin/firestore'
import { wishlistItemId } from '@travel/domain'
import { assertAlive, assertAliveIn } from '../accounts/firestore-tx'
import { eventOf } from '../events/firestore-doc'
import { withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import { wishlistItemOf, wishlistLinks, wishlistWhere } from './firestore-tx'
import type { ListStore, WishlistRecord } from './port'

/** A user's wishlist entries. */
function wishlists(
  ctx: FirestoreContext,
): Pick<
  ListStore,
  'wishlistOf' | 'wishlistersOf' | 'addToWishlist' | 'removeFromWishlist' | 'clearWishlist'
> {
  const { wishlist, events } = ctx.in
  const tombstone = (uid: string) => ctx.in.deletedAccounts().doc(uid)
  return {
    async wishlistersOf(eventId, limit) {
      // one equality on one field: the automatic index serves it
      const snap = await wishlist().where('eventId', '==', eventId).limit(limit).get()
      return snap.docs.map((d) => String(d.get('userId')))
    },
    async wishlistOf(userId) {
      const snap = await wishlist()
        .where('userId', '==', userId)
        .orderBy('addedAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .get()
      return snap.docs.map(wishlistItemOf)
    },
    async addToWishlist(userId, eventId, addedAt) {
      const eventRef = events().doc(eventId)
      const ref = wishlist().doc(wishlistItemId(userId, eventId))
      return ctx.transact(async ({ tx }) => {
        const [event, existing, gone] = await Promise.all([
          tx.get(eventRef),
          tx.get(ref),
          tx.get(tombstone(userId)),
        ])
        assertAlive(gone)
        if (!event.exists) return null
        if (existing.exists) return { item: wishlistItemOf(existing), event: eventOf(event), created: false }
        const item: WishlistRecord = { id: ref.id, userId, eventId, addedAt }
        tx.create(ref, withoutId(item))
        return { item, event: eventOf(event), created: true }
      })
    },
    async removeFromWishlist(userId, eventId) {
      const ref = wishlist().doc(wishlistItemId(userId, eventId))
      return ctx.transact(async ({ tx }) => {
        const snap = await tx.get(ref)
        if (!snap.exists) return false
        tx.delete(ref)
        return true
      })
    },
    async clearWishlist(userId) {
      return ctx.transact(async (t) => {
        const entries = await wishlistWhere(t, 'userId', userId)
        for (const e of entries.docs) t.tx.delete(e.ref)
        return entries.size
      })
    },
  }
}

/** The one shared link per user. */
function sharedLinks(
  ctx: FirestoreContext,
): Pick<ListStore, 'getSharedList' | 'sharedListOf' | 'shareWishlist' | 'unshareWishlist'> {
  const links = wishlistLinks(ctx.in)
  return {
    getSharedList: links.get,
    sharedListOf: links.of,
    async shareWishlist(link) {
      await ctx.transact(async (t) => {
        const [own] = await Promise.all([links.readOwn(t.tx, link.userId), assertAliveIn(t, link.userId)])
        own.replaceWith(link)
      })
    },
    async unshareWishlist(userId) {
      return ctx.transact(async ({ tx }) => {
        const own = await links.readOwn(tx, userId)
        own.replaceWith()
        return own.had
      })
    },
  }
}

export function firestoreLists(ctx: FirestoreContext): ListStore {
  return { ...wishlists(ctx), ...sharedLinks(ctx) }
}
