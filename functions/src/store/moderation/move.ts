// A check-in's moderation follows it to another visit day: its id names the day, and so do the keys of
// its record and its photos' records. Both adapters read the same records and apply this plan.
import { parseReportTargetKey, reportTargetKey } from '@travel/domain'
import { reportId, versionOf, type ModerationRecord, type QueueEntry, type ReportRecord } from './records'

export interface ModerationMove {
  /** the records now kept under the new check-in id, as they are after the move */
  records: ModerationRecord[]
  /** the records' old keys, to delete */
  deleteRecords: string[]
  /** the open reports' old ids, to delete */
  deleteReports: string[]
  /** the open reports under their new keys */
  reports: ReportRecord[]
}

/** The record of a check-in or of one of its photos, and the key it takes when the check-in is `to`. */
function movedKey(record: ModerationRecord, to: string): string | null {
  const target = parseReportTargetKey(record.key)
  if (!target || (target.type !== 'checkin' && target.type !== 'photo')) return null
  return reportTargetKey({ ...target, id: to })
}

const earliest = (a: string | null, b: string | null) => (a === null ? b : b === null || a < b ? a : b)
const latest = (a: string | null, b: string | null) => (a === null ? b : b === null || a > b ? a : b)

/**
 * One moved record joined with a record already under its new key (one the author's deleted check-in of
 * that day left): hidden when either is, with the reports of both, one per reporter (the newer).
 */
function joined(moved: QueueEntry, into: QueueEntry | undefined, key: string, to: string): QueueEntry {
  const reports = new Map<string, ReportRecord>()
  for (const r of into?.reports ?? []) reports.set(r.reporterKey, r)
  for (const r of moved.reports) {
    const kept = reports.get(r.reporterKey)
    if (!kept || kept.createdAt < r.createdAt)
      reports.set(r.reporterKey, { ...r, id: reportId(key, r.reporterKey), key })
  }
  const a = moved.record
  const b = into?.record
  const record: ModerationRecord = b
    ? {
        ...a,
        key,
        targetId: to,
        open: a.open || b.open,
        hidden: a.hidden || b.hidden,
        reports: reports.size,
        reporters: [...new Set([...b.reporters, ...a.reporters])],
        firstReportedAt: earliest(a.firstReportedAt, b.firstReportedAt),
        lastReportedAt: latest(a.lastReportedAt, b.lastReportedAt),
        version: Math.max(versionOf(a), versionOf(b)) + 1,
      }
    : { ...a, key, targetId: to, version: versionOf(a) + 1 }
  return { record, reports: [...reports.values()] }
}

/**
 * Moves the records of check-in `from` (its own and its photos') to check-in `to`, with their open
 * reports; `source` and `target` are the records found under each id, with their open reports.
 */
export function planModerationMove(
  to: string,
  source: readonly QueueEntry[],
  target: readonly QueueEntry[],
): ModerationMove {
  const byKey = new Map(target.map((e) => [e.record.key, e]))
  const deleteRecords: string[] = []
  const deleteReports: string[] = []
  const reports: ReportRecord[] = []
  for (const entry of source) {
    const key = movedKey(entry.record, to)
    if (key === null) continue
    const moved = joined(entry, byKey.get(key), key, to)
    byKey.set(key, moved)
    deleteRecords.push(entry.record.key)
    deleteReports.push(...entry.reports.map((r) => r.id))
    reports.push(...moved.reports)
  }
  // A reporter's report under the new key has the id of their report already there, which it replaces.
  return { records: [...byKey.values()].map((e) => e.record), deleteRecords, deleteReports, reports }
}
