// The mail capability on Firestore: the mail collection the Trigger Email extension watches. Undelivered
// mails are those without a `delivery` field, which the extension writes as soon as it takes one.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'
import type { FirestoreContext, FirestoreTx } from '../shared/firestore-tx'
import { newestMailFirst, type MailRecord, type MailStore } from './port'

/**
 * The extension sends the document's top-level `headers` and only subject, text, html and attachments
 * of `message` (firestore-send-email 0.2.7, functions/src/index.ts): the headers are stored there.
 */
export function mailDocumentOf({ id: _id, message: { headers, ...message }, ...rest }: MailRecord) {
  return { ...rest, message, headers }
}

export function mailRecordOf(snap: DocumentSnapshot<DocumentData>): MailRecord {
  const { headers, message, ...rest } = snap.data() as Omit<MailRecord, 'id'> & {
    headers?: Record<string, string>
  }
  return { ...rest, id: snap.id, message: { ...message, headers: headers ?? message.headers ?? {} } }
}

export function firestoreMail(ctx: FirestoreContext): MailStore {
  const { mail } = ctx.in
  return {
    async undeliveredMail(limit) {
      // Firestore cannot ask for a missing field, and only the local stack's deliverer asks this: the
      // last day's mails are read and those nobody answered kept.
      const since = new Date(Date.now() - 86_400_000).toISOString()
      const snap = await mail().where('createdAt', '>=', since).orderBy('createdAt', 'asc').get()
      return snap.docs
        .map(mailRecordOf)
        .filter((m) => !m.delivery)
        .slice(0, limit)
    },
    async markMailDelivered(id, delivery) {
      await mail().doc(id).set({ delivery }, { merge: true })
    },
    async mailTo(address, limit) {
      const snap = await mail().where('to', '==', address).get()
      return snap.docs.map(mailRecordOf).sort(newestMailFirst).slice(0, limit)
    },
  }
}

/** Queues a mail inside a running transaction: it is sent only if the transaction commits. */
export function queueMailIn({ tx, in: at }: FirestoreTx, record: MailRecord) {
  tx.create(at.mail().doc(record.id), mailDocumentOf(record))
}
