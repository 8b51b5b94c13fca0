// The lists capability on Firestore: wishlist entries keyed by user and event (so adding is idempotent)
// and the one shared link per user, replaced in the transaction that gives out the new one.
import { FieldPath } from 'firebase-admin/firestore'
import { wishlistItemId } from '@travel/domain'
import { assertAlive } from '../accounts/firestore-tx'
import { eventOf } from '../events/firestore-doc'
import { withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import { linksOf, sharedListOf, wishlistItemOf, wishlistWhere } from './firestore-tx'
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
  const { sharedLists } = ctx.in
  const tombstone = (uid: string) => ctx.in.deletedAccounts().doc(uid)
  return {
    async getSharedList(token) {
      const snap = await sharedLists().doc(token).get()
      return snap.exists ? sharedListOf(snap) : null
    },
    async sharedListOf(userId) {
      const snap = await linksOf(ctx.in, userId).limit(1).get()
      const first = snap.docs[0]
      return first ? sharedListOf(first) : null
    },
    async shareWishlist(link) {
      await ctx.transact(async ({ tx }) => {
        const [before, gone] = await Promise.all([
          tx.get(linksOf(ctx.in, link.userId)),
          tx.get(tombstone(link.userId)),
        ])
        assertAlive(gone)
        for (const old of before.docs) tx.delete(old.ref)
        tx.create(sharedLists().doc(link.id), withoutId(link))
      })
    },
    async unshareWishlist(userId) {
      return ctx.transact(async ({ tx }) => {
        const links = await tx.get(linksOf(ctx.in, userId))
        for (const link of links.docs) tx.delete(link.ref)
        return links.size > 0
      })
    },
  }
}

export function firestoreLists(ctx: FirestoreContext): ListStore {
  return { ...wishlists(ctx), ...sharedLinks(ctx) }
}
