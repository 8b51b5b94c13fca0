// The history capability on Firestore: one query on (eventId, at desc, id desc), declared in
// firestore.indexes.json.
import { FieldPath } from 'firebase-admin/firestore'
import { recordOf } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import { compareRevisions, revisionPositionOf, type HistoryStore, type RevisionRecord } from './port'
import { nextPosition } from '../shared/next-position'

export function firestoreHistory(ctx: FirestoreContext): HistoryStore {
  const revisions = ctx.in.revisions
  return {
    async revisionsOf(eventId, limit, after) {
      let query = revisions()
        .where('eventId', '==', eventId)
        .orderBy('at', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
      if (after) query = query.startAfter(after.at, after.id)
      const snap = await query.limit(limit + 1).get()
      ctx.options.onReads?.(Math.max(1, snap.size))
      const page = snap.docs.slice(0, limit).map((d) => recordOf<RevisionRecord>(d))
      return { revisions: page, next: nextPosition(snap.size > limit, page, revisionPositionOf) }
    },
    async revisionsBy(actorId) {
      // one equality on one field: the automatic index serves it; sorted here
      const snap = await revisions().where('actorId', '==', actorId).get()
      return snap.docs.map((d) => recordOf<RevisionRecord>(d)).sort(compareRevisions)
    },
    async getRevision(id) {
      const snap = await revisions().doc(id).get()
      return snap.exists ? recordOf<RevisionRecord>(snap) : null
    },
  }
}
