// The accounts' part of any Firestore transaction: the tombstone every write on behalf of a user reads
// first, and a profile's document.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'
import type { FirestoreTx } from '../shared/firestore-tx'
import { AccountDeletedError, type UserRecord } from './port'

export function userOf(snap: DocumentSnapshot<DocumentData>): UserRecord {
  return { ...(snap.data() as Omit<UserRecord, 'id'>), id: snap.id }
}

/**
 * The guard of every write on behalf of a user: read in the write's own transaction, so the deletion's
 * tombstone write and this write are serialised. Either the write commits first (and the deletion,
 * which starts after its tombstone, sweeps it away), or it sees the tombstone and writes nothing.
 */
export function assertAlive(snap: DocumentSnapshot): void {
  if (snap.exists) throw new AccountDeletedError(snap.id)
}

/** Reads the user's tombstone in the transaction and throws AccountDeletedError when there is one. */
export async function assertAliveIn({ tx, in: at }: FirestoreTx, uid: string): Promise<void> {
  assertAlive(await tx.get(at.deletedAccounts().doc(uid)))
}

/**
 * Reads the user's events and check-ins in the transaction; the answer writes a new name into the copy
 * each of them keeps (ownerName, userName), so a rename is one commit with them.
 */
export async function readNameCopies({ tx, in: at }: FirestoreTx, uid: string) {
  const [own, written] = await Promise.all([
    tx.get(at.events().where('ownerId', '==', uid)),
    tx.get(at.checkins().where('userId', '==', uid)),
  ])
  return (username: string) => {
    for (const e of own.docs) tx.update(e.ref, { ownerName: username })
    for (const c of written.docs) tx.update(c.ref, { userName: username })
  }
}
