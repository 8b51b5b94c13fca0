// The lists' part of any Firestore transaction: the wishlist entries of an event or a user and a user's
// shared links, read in the transaction so a cascade removes them in the same commit.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'
import { firestoreShareLinks } from '../shared/firestore-share-links'
import type { FirestoreCollections, FirestoreTx } from '../shared/firestore-tx'
import type { SharedListRecord, WishlistRecord } from './port'

export function wishlistItemOf(snap: DocumentSnapshot<DocumentData>): WishlistRecord {
  return { ...(snap.data() as Omit<WishlistRecord, 'id'>), id: snap.id }
}

/** each user's one link to their wishlist */
export const wishlistLinks = (at: FirestoreCollections) =>
  firestoreShareLinks<SharedListRecord>(at.sharedLists, 'userId')

/** The wishlist entries whose `field` is `value` (or one of the values), read in the transaction. */
export async function wishlistWhere(
  { tx, in: at }: FirestoreTx,
  field: 'eventId' | 'userId',
  value: string | string[],
) {
  return tx.get(at.wishlist().where(field, Array.isArray(value) ? 'in' : '==', value))
}
