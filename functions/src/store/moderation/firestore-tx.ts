// The moderation part of any Firestore transaction: a user's moderation record, read when a rename must
// wait for a decision, and what a deleted account leaves of moderation.
import { writePendingNotices } from '../notices/firestore-tx'
import type { FirestoreTx, Writes } from '../shared/firestore-tx'
import { recordOf, withoutId } from '../shared/collections'
import { planModerationMove } from './move'
import { withoutReports } from './plan'
import type { ModerationLogRecord, ModerationRecord, NoticeRecord, QueueEntry, ReportRecord } from './records'

/** The moderation record of an item, read in the transaction; null when it was never reported. */
export async function readModerationRecord({ tx, in: at }: FirestoreTx, key: string) {
  const snap = await tx.get(at.moderation().doc(key))
  return { ref: snap.ref, record: snap.exists ? (snap.data() as ModerationRecord) : null }
}

/** The records of a check-in and of its photos (their targetId is the check-in's id), read in the transaction. */
async function checkinRecords({ tx, in: at }: FirestoreTx, checkinId: string): Promise<ModerationRecord[]> {
  // one equality on one field: the automatic index serves it; a check-in has few records
  const snap = await tx.get(at.moderation().where('targetId', '==', checkinId))
  return snap.docs
    .map((d) => d.data() as ModerationRecord)
    .filter((r) => r.type === 'checkin' || r.type === 'photo')
}

async function withReports(t: FirestoreTx, records: ModerationRecord[]): Promise<QueueEntry[]> {
  return Promise.all(
    records.map(async (record) => {
      const open = await t.tx.get(t.in.reports().where('key', '==', record.key))
      return { record, reports: open.docs.map((d) => recordOf<ReportRecord>(d)) }
    }),
  )
}

/**
 * Reads, in a check-in's save, the moderation records its id keeps (docs/moderation.md): with `from`, the
 * id of the check-in it moves from, whose records and open reports move with it (written by `write`, once
 * every read is done). `records` are those under the saved id after the move.
 */
export async function readCheckinModeration(
  t: FirestoreTx,
  from: string | undefined,
  to: string,
): Promise<{ records: ModerationRecord[]; write: Writes }> {
  if (from === undefined || from === to)
    return { records: await checkinRecords(t, to), write: () => undefined }
  const [source, target] = await Promise.all([
    checkinRecords(t, from).then((r) => withReports(t, r)),
    checkinRecords(t, to).then((r) => withReports(t, r)),
  ])
  const move = planModerationMove(to, source, target)
  const { tx, in: at } = t
  return {
    records: move.records,
    write: () => {
      for (const key of move.deleteRecords) tx.delete(at.moderation().doc(key))
      for (const id of move.deleteReports) tx.delete(at.reports().doc(id))
      for (const record of move.records) tx.set(at.moderation().doc(record.key), record)
      for (const report of move.reports) tx.set(at.reports().doc(report.id), withoutId(report))
    },
  }
}

/**
 * Reads what moderation keeps of an account: its open reports leave their items' counts,
 * and its log entries stay without its identity.
 */
export async function readAccountForgetting(t: FirestoreTx, uid: string): Promise<Writes> {
  const { tx, in: at } = t
  const [ownReports, logged] = await Promise.all([
    tx.get(at.reports().where('reporterId', '==', uid)),
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
    for (const d of logged.docs) tx.update(d.ref, { actorId: null, actorName: null })
  }
}

export function writeLog(
  { tx, in: at }: FirestoreTx,
  entries: readonly ModerationLogRecord[],
  sent: readonly NoticeRecord[],
) {
  for (const entry of entries) tx.create(at.moderationLog().doc(entry.id), withoutId(entry))
  writePendingNotices({ tx, in: at }, sent)
}
