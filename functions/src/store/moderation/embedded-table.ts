// The embedded store's moderation: open reports, one record per reported item, the log, the notices and
// the reporters' daily counts.
import { withoutReports } from './plan'
import type { ModerationLogRecord, ModerationRecord, NoticeRecord, ReportRecord } from './records'

export class ModerationTable {
  readonly reports = new Map<string, ReportRecord>()
  readonly moderation = new Map<string, ModerationRecord>()
  /** in the order written: the log reads it backwards */
  readonly moderationLog: ModerationLogRecord[] = []
  readonly notices = new Map<string, NoticeRecord>()
  /** reporter and UTC day → reports sent; old days are never read again (and few) */
  readonly reportQuota = new Map<string, number>()

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
    for (const n of [...this.notices.values()])
      if (n.userId === uid) {
        this.notices.delete(n.id)
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
