// The embedded store's moderation: open reports, one record per reported item, the log, the notices and
// the reporters' daily counts.
import { planModerationMove } from './move'
import { withoutReports } from './plan'
import type { ModerationLogRecord, ModerationRecord, QueueEntry, ReportRecord } from './records'

export class ModerationTable {
  readonly reports = new Map<string, ReportRecord>()
  readonly moderation = new Map<string, ModerationRecord>()
  /** in the order written: the log reads it backwards */
  readonly moderationLog: ModerationLogRecord[] = []
  /** reporter and UTC day → reports sent; old days are never read again (and few) */
  readonly reportQuota = new Map<string, number>()

  /** The records of a check-in and of its photos (their targetId is the check-in's id). */
  private checkinRecords(checkinId: string): ModerationRecord[] {
    return [...this.moderation.values()].filter(
      (r) => r.targetId === checkinId && (r.type === 'checkin' || r.type === 'photo'),
    )
  }

  private withReports(records: ModerationRecord[]): QueueEntry[] {
    const reports = [...this.reports.values()]
    return records.map((record) => ({ record, reports: reports.filter((r) => r.key === record.key) }))
  }

  /**
   * The moderation records a check-in saved under `to` keeps (docs/moderation.md); with `from`, the id of
   * the check-in it moves from, whose records and open reports move with it first.
   */
  followCheckin(from: string | undefined, to: string): ModerationRecord[] {
    if (from === undefined || from === to) return this.checkinRecords(to)
    const move = planModerationMove(
      to,
      this.withReports(this.checkinRecords(from)),
      this.withReports(this.checkinRecords(to)),
    )
    for (const key of move.deleteRecords) this.moderation.delete(key)
    for (const id of move.deleteReports) this.reports.delete(id)
    for (const record of move.records) this.moderation.set(record.key, record)
    for (const report of move.reports) this.reports.set(report.id, report)
    return move.records
  }

  /**
   * A deleted account leaves moderation: its open reports (out of their items' counts) and its notices
   * go, and its log entries stay without its identity. Answers whether anything changed.
   */
  forgetReporter(uid: string): boolean {
    let changed = false
    const byKey = new Map<string, ReportRecord[]>()
    for (const r of this.reports.values())
      if (r.reporterId === uid) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r])
    for (const [key, removed] of byKey) {
      for (const r of removed) this.reports.delete(r.id)
      const record = this.moderation.get(key)
      if (record) this.moderation.set(key, withoutReports(record, removed))
      changed = true
    }
    for (const entry of this.moderationLog)
      if (entry.actorId === uid) {
        entry.actorId = null
        entry.actorName = null
        changed = true
      }
    return changed
  }
}
