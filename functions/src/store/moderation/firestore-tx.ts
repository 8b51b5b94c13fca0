// The moderation part of any Firestore transaction: a user's moderation record, read when a rename must
// wait for a decision, and what a deleted account leaves of moderation.
import type { FirestoreTx, Writes } from '../shared/firestore-tx'
import { recordOf, withoutId } from '../shared/collections'
import { withoutReports } from './plan'
import type { ModerationLogRecord, ModerationRecord, NoticeRecord, ReportRecord } from './records'

/** The moderation record of an item, read in the transaction; null when it was never reported. */
export async function readModerationRecord({ tx, in: at }: FirestoreTx, key: string) {
  const snap = await tx.get(at.moderation().doc(key))
  return { ref: snap.ref, record: snap.exists ? (snap.data() as ModerationRecord) : null }
}

/**
 * Reads what moderation keeps of an account: its open reports leave their items' counts, its notices go,
 * and its log entries stay without its identity.
 */
export async function readAccountForgetting(t: FirestoreTx, uid: string): Promise<Writes> {
  const { tx, in: at } = t
  const [ownReports, ownNotices, logged] = await Promise.all([
    tx.get(at.reports().where('reporterId', '==', uid)),
    tx.get(at.notices().where('userId', '==', uid)),
    tx.get(at.moderationLog().where('actorId', '==', uid)),
  ])
  const reportsByKey = new Map<string, ReportRecord[]>()
  for (const d of ownReports.docs) {
    const r = recordOf<ReportRecord>(d)
    reportsByKey.set(r.key, [...(reportsByKey.get(r.key) ?? []), r])
  }
  const records = await Promise.all(
    [...reportsByKey.keys()].map(async (key) => tx.get(at.moderation().doc(key))),
  )
  return () => {
    for (const d of ownReports.docs) tx.delete(d.ref)
    for (const snap of records)
      if (snap.exists)
        tx.set(snap.ref, withoutReports(snap.data() as ModerationRecord, reportsByKey.get(snap.id) ?? []))
    for (const d of ownNotices.docs) tx.delete(d.ref)
    for (const d of logged.docs) tx.update(d.ref, { actorId: null, actorName: null })
  }
}

export function writeLog(
  { tx, in: at }: FirestoreTx,
  entries: readonly ModerationLogRecord[],
  sent: readonly NoticeRecord[],
) {
  for (const entry of entries) tx.create(at.moderationLog().doc(entry.id), withoutId(entry))
  for (const notice of sent) tx.create(at.notices().doc(notice.id), withoutId(notice))
}
