// The lists' part of any Firestore transaction: the wishlist entries of an event or a user and a user's
// shared links, read in the transaction so a cascade removes them in the same commit.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'
import type { FirestoreCollections, FirestoreTx } from '../shared/firestore-tx'
import type { SharedListRecord, WishlistRecord } from './port'

export function wishlistItemOf(snap: DocumentSnapshot<DocumentData>): WishlistRecord {
  return { ...(snap.data() as Omit<WishlistRecord, 'id'>), id: snap.id }
}

export function sharedListOf(snap: DocumentSnapshot<DocumentData>): SharedListRecord {
  return { ...(snap.data() as Omit<SharedListRecord, 'id'>), id: snap.id }
}

/** one equality on one field: Firestore's automatic single-field index serves it */
export const linksOf = (at: FirestoreCollections, userId: string) =>
  at.sharedLists().where('userId', '==', userId)

/** The wishlist entries whose `field` is `value` (or one of the values), read in the transaction. */
export async function wishlistWhere(
  { tx, in: at }: FirestoreTx,
  field: 'eventId' | 'userId',
  value: string | string[],
) {
  return tx.get(at.wishlist().where(field, Array.isArray(value) ? 'in' : '==', value))
}
