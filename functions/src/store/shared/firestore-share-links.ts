// A kind of private link on Firestore (a user's wishlist, a trip): each link a document named by its
// token, found by its owner with one equality, and replaced in the transaction that gives out the new one.
import type { CollectionReference, Transaction } from 'firebase-admin/firestore'
import { recordOf, withoutId } from './collections'

/** The owner's links read in a transaction, and the write that replaces them. */
export interface OwnLinks<T> {
  /** the owner had a link */
  had: boolean
  /** drops the owner's links and, given one, stores the new link in their place */
  replaceWith(link?: T): void
}

export interface FirestoreShareLinks<T extends { id: string }> {
  get(token: string): Promise<T | null>
  of(owner: string): Promise<T | null>
  readOwn(tx: Transaction, owner: string): Promise<OwnLinks<T>>
}

/** `ownerField` names what a link belongs to: the user for a wishlist, the trip for a trip. */
export function firestoreShareLinks<T extends { id: string }>(
  links: () => CollectionReference,
  ownerField: keyof T & string,
): FirestoreShareLinks<T> {
  // at most one each, read as a query so that a stray second one goes too
  const ofOwner = (owner: string) => links().where(ownerField, '==', owner)
  return {
    async get(token) {
      const snap = await links().doc(token).get()
      return snap.exists ? (recordOf<Omit<T, 'id'>>(snap) as T) : null
    },
    async of(owner) {
      const first = (await ofOwner(owner).limit(1).get()).docs[0]
      return first ? (recordOf<Omit<T, 'id'>>(first) as T) : null
    },
    async readOwn(tx, owner) {
      const before = await tx.get(ofOwner(owner))
      return {
        had: before.size > 0,
        replaceWith(link) {
          for (const old of before.docs) tx.delete(old.ref)
          if (link) tx.create(links().doc(link.id), withoutId(link))
        },
      }
    },
  }
}
