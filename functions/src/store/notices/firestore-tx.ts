// The notices' parts of other capabilities' transactions on Firestore: moderation's notices written with
// their recipients' counts, and a deleted account's notices and inbox removed.
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore'
import { withoutId } from '../shared/collections'
import type { FirestoreTx, Writes } from '../shared/firestore-tx'
import type { NoticeRecord } from './port'

/** The stored document: `expireAt` as a Timestamp, the field the TTL policy reads. */
export function noticeDocument(notice: NoticeRecord): DocumentData {
  return { ...withoutId(notice), expireAt: Timestamp.fromDate(new Date(notice.expireAt)) }
}

export function noticeOf(snap: DocumentSnapshot): NoticeRecord {
  const data = snap.data() as DocumentData
  const expireAt = data.expireAt as Timestamp | string
  return {
    ...(data as NoticeRecord),
    id: snap.id,
    expireAt: typeof expireAt === 'string' ? expireAt : expireAt.toDate().toISOString(),
  }
}

/**
 * Writes notices whose recipients' settings are read later (`pending`), each unread one counted on its
 * recipient's inbox in the same transaction. No read: their ids are new.
 */
export function writePendingNotices({ tx, in: at }: FirestoreTx, notices: readonly NoticeRecord[]) {
  const counts = new Map<string, number>()
  for (const notice of notices) {
    tx.create(at.notices().doc(notice.id), noticeDocument({ ...notice, mail: 'pending' }))
    if (!notice.read) counts.set(notice.userId, (counts.get(notice.userId) ?? 0) + 1)
  }
  for (const [userId, count] of counts)
    tx.set(at.inboxes().doc(userId), { unread: FieldValue.increment(count) }, { merge: true })
}

/** Reads a deleted account's notices: they and its inbox go. */
export async function readAccountNotices(t: FirestoreTx, uid: string): Promise<Writes> {
  const own = await t.tx.get(t.in.notices().where('userId', '==', uid))
  return () => {
    for (const d of own.docs) t.tx.delete(d.ref)
    t.tx.delete(t.in.inboxes().doc(uid))
  }
}
