// The history's part of any Firestore transaction: a change's revision, the revisions that go with a
// deleted event, and a deleted account's revisions, kept without who made them.
import { readDeletion, type FirestoreTx, type Writes } from '../shared/firestore-tx'
import { withoutId } from '../shared/collections'
import type { RevisionRecord } from './port'

export function writeRevision({ tx, in: at }: FirestoreTx, revision: RevisionRecord | null): void {
  if (revision) tx.create(at.revisions().doc(revision.id), withoutId(revision))
}

/** Reads the event's revisions; the writes delete them with the event. */
export function readRevisionsRemoval(t: FirestoreTx, eventId: string): Promise<Writes> {
  return readDeletion(t, t.in.revisions().where('eventId', '==', eventId))
}

/**
 * Reads what a deleted account leaves of history: its events' revisions go with them, and the revisions
 * it made of other travellers' events stay without its id and name.
 */
export async function readAccountHistory({ tx, in: at }: FirestoreTx, uid: string): Promise<Writes> {
  const [owned, made] = await Promise.all([
    tx.get(at.revisions().where('ownerId', '==', uid)),
    tx.get(at.revisions().where('actorId', '==', uid)),
  ])
  return () => {
    for (const d of owned.docs) tx.delete(d.ref)
    for (const d of made.docs)
      if (d.get('ownerId') !== uid) tx.update(d.ref, { actorId: null, actorName: null })
  }
}
