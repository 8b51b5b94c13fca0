// The moderation capability's port: reports, each item's moderation record, the log and the notices
// (docs/moderation.md). A report or a decision changes the reported item in the same transaction.
import type {
  Decision,
  DecisionResult,
  LogPosition,
  ModerationLogRecord,
  NewReport,
  QueueEntry,
  QueuePosition,
  ReportRecord,
  ReportResult,
} from './records'

export type * from './records'

/** Reports, decisions, the moderation log and the notices it sends. */
export interface ModerationStore {
  /**
   * Files a report (docs/moderation.md) in one transaction with the item's moderation record, the
   * reporter's daily count, the log and, when it is the HIDE_AFTER_REPORTERS-th distinct signed-in
   * reporter, the item's hiding and its author's notice. Replaces the reporter's open report on the item.
   */
  fileReport(report: NewReport): Promise<ReportResult>
  /** items with open reports (or hidden), oldest first report first, at most limit + 1 read */
  moderationQueue(
    limit: number,
    after?: QueuePosition,
  ): Promise<{ entries: QueueEntry[]; next: QueuePosition | null }>
  /**
   * Applies a moderator's decision in one transaction: the item (shown again, or removed as its author
   * would remove it), its record, its reports, the log and the notices. Refused when there is nothing
   * to decide, or when the record moved past the decision's version.
   */
  decide(decision: Decision): Promise<DecisionResult>
  /** newest first, at most limit + 1 read */
  moderationLog(
    limit: number,
    after?: LogPosition,
  ): Promise<{ entries: ModerationLogRecord[]; next: LogPosition | null }>
  /** the open reports a signed-in user filed, oldest first (a decision removes its reports) */
  reportsBy(reporterId: string): Promise<ReportRecord[]>
}
