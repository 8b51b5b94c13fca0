// What a report or a decision changes, computed from what its transaction read: both adapters read the
// same documents, apply these plans, and write the result, so they moderate alike.
import {
  HIDE_AFTER_REPORTERS,
  NOTICE_KEEP_DAYS,
  REPORTS_PER_DAY,
  parseReportTargetKey,
  type ModerationNoticeKind,
} from '@travel/domain'
import { expiryOf } from '../notices/plan'
import {
  reportId,
  versionOf,
  type Decision,
  type ModerationLogRecord,
  type ModerationRecord,
  type NewReport,
  type NoticeRecord,
  type ReportRecord,
  type ReportResult,
  type ReportedItem,
} from './records'

/** What changes on the item itself: hidden, shown again, removed, or nothing. */
export type ItemEffect = 'hide' | 'show' | 'remove' | 'none'

export interface ReportPlan {
  report: ReportRecord
  record: ModerationRecord
  /** the reporter's count for the day after this report */
  quota: number
  log: ModerationLogRecord[]
  notices: NoticeRecord[]
  effect: ItemEffect
  created: boolean
}

export interface ReportReads {
  item: ReportedItem | null
  record: ModerationRecord | null
  previous: ReportRecord | null
  quota: number
}

/** A record's fields with no report open: nothing hidden, no counts, the original name given back. */
function nothingOpen() {
  return {
    open: false,
    reports: 0,
    reporters: [],
    hidden: false,
    firstReportedAt: null,
    lastReportedAt: null,
    originalName: null,
  } satisfies Partial<ModerationRecord>
}

/** What a saved report answers: whether it was new, whether the item is hidden now, and who was told. */
export function reportSaved(plan: ReportPlan): Extract<ReportResult, { status: 'saved' }> {
  return {
    status: 'saved',
    created: plan.created,
    hidden: plan.record.hidden,
    notified: plan.notices.map((n) => n.userId),
  }
}

function emptyRecord(key: string, item: ReportedItem): ModerationRecord {
  const target = parseReportTargetKey(key)
  if (!target) throw new Error(`not a report key: ${key}`)
  return {
    key,
    type: target.type,
    targetId: target.id,
    photoUrl: item.photoUrl,
    label: item.label,
    authorId: item.authorId,
    ...nothingOpen(),
    version: 0,
  }
}

/** The report as it is stored: one per reporter and item, so reporting again replaces it. */
function reportRecordOf(input: NewReport): ReportRecord {
  return {
    id: reportId(input.key, input.reporterKey),
    key: input.key,
    reporterId: input.reporterId,
    reporterKey: input.reporterKey,
    email: input.email,
    reason: input.reason,
    text: input.text,
    createdAt: input.at,
  }
}

/** The moderation log's line of a report, or of the hiding it caused (no one's act: the count's). */
function reportLogEntry(
  input: NewReport,
  label: string,
  kind: 'report' | 'hidden',
  id: string,
): ModerationLogRecord {
  const report = kind === 'report'
  return {
    id,
    kind,
    key: input.key,
    label,
    actorId: report ? input.reporterId : null,
    actorName: report ? input.reporterName : null,
    visitor: report && input.reporterId === null,
    email: report ? input.email : '',
    reason: input.reason,
    action: null,
    text: report ? input.text : '',
    at: input.at,
  }
}

/** The author's notice that reports hid their item. */
function hiddenNotice(input: NewReport, authorId: string, label: string, id: string): NoticeRecord {
  return {
    id,
    userId: authorId,
    kind: 'hidden',
    key: input.key,
    label,
    action: null,
    reason: input.reason,
    text: '',
    createdAt: input.at,
    read: false,
    mail: 'pending',
    expireAt: expiryOf(input.at, NOTICE_KEEP_DAYS),
  }
}

/** A report's plan, or why it is refused. */
export function planReport(
  input: NewReport,
  reads: ReportReads,
  newId: () => string,
): ReportPlan | 'not_found' | 'limit' | 'own' {
  const { item, previous } = reads
  if (!item) return 'not_found'
  // An author removes or edits their own item; a report of it would only count towards hiding it.
  if (input.reporterId !== null && input.reporterId === item.authorId) return 'own'
  if (reads.quota >= REPORTS_PER_DAY) return 'limit'
  const before = reads.record ?? emptyRecord(input.key, item)
  // Reports after a decision start a new round: the counts of the last one were dismissed with it.
  const round = before.open ? before : { ...before, reports: 0, reporters: [], firstReportedAt: null }
  const reporters =
    input.reporterId !== null && !round.reporters.includes(input.reporterId)
      ? [...round.reporters, input.reporterId]
      : round.reporters
  const hide = !before.hidden && reporters.length >= HIDE_AFTER_REPORTERS
  // An item the record hides but that shows (written before hiding followed its key) is hidden again
  // quietly, so the answer's `hidden` is true of the item itself.
  const rehide = before.hidden && !item.hidden
  // A hidden user's name reads as the neutral one; the record keeps the real one.
  const label = before.originalName ?? item.label
  const record: ModerationRecord = {
    ...round,
    label,
    authorId: item.authorId,
    photoUrl: before.photoUrl ?? item.photoUrl,
    open: true,
    reports: round.reports + (previous ? 0 : 1),
    reporters,
    hidden: before.hidden || hide,
    firstReportedAt: round.firstReportedAt ?? input.at,
    lastReportedAt: input.at,
    originalName:
      (hide || (rehide && before.originalName === null)) && before.type === 'user'
        ? item.label
        : before.originalName,
    version: versionOf(before) + 1,
  }
  const notices = hide && item.authorId !== null ? [hiddenNotice(input, item.authorId, label, newId())] : []
  const log = [reportLogEntry(input, label, 'report', newId())]
  if (hide) log.push(reportLogEntry(input, label, 'hidden', newId()))
  return {
    report: reportRecordOf(input),
    record,
    quota: reads.quota + 1,
    log,
    notices,
    effect: hide || rehide ? 'hide' : 'none',
    created: !previous,
  }
}

export interface DecisionPlan {
  record: ModerationRecord
  /** the open reports to delete: a decision dismisses them all */
  dismissed: string[]
  log: ModerationLogRecord
  /** for the author and the reporters, sent only when the item is still there (nothing else happened) */
  notices: NoticeRecord[]
  effect: ItemEffect
}

/**
 * A decision's plan, or why there is none: not_found when there is nothing to decide (keep and remove
 * need open reports, remove also takes a hidden item, restore needs a hidden item), changed when reports
 * or another decision came after the version the moderator decided on.
 */
export function planDecision(
  decision: Decision,
  record: ModerationRecord | null,
  reports: readonly ReportRecord[],
  newId: () => string,
): DecisionPlan | 'not_found' | 'changed' {
  if (!record) return 'not_found'
  const allowed =
    decision.action === 'keep'
      ? record.open
      : decision.action === 'restore'
        ? record.hidden
        : record.open || record.hidden
  if (!allowed) return 'not_found'
  if (versionOf(record) !== decision.version) return 'changed'
  const effect: ItemEffect = decision.action === 'remove' ? 'remove' : record.hidden ? 'show' : 'none'
  const after: ModerationRecord = {
    ...record,
    // "remove" on a name keeps the neutral one for good; keep and restore put the original back
    ...nothingOpen(),
    ...(decision.action === 'remove' && record.type === 'user' ? { nameRemoved: true as const } : {}),
    version: versionOf(record) + 1,
  }
  const notice = (userId: string, kind: ModerationNoticeKind): NoticeRecord => ({
    id: newId(),
    userId,
    kind,
    key: record.key,
    label: record.label,
    action: decision.action,
    reason: decision.reason,
    text: decision.text,
    createdAt: decision.at,
    read: false,
    mail: 'pending',
    expireAt: expiryOf(decision.at, NOTICE_KEEP_DAYS),
  })
  const reporters = [
    ...new Set(reports.map((r) => r.reporterId).filter((id): id is string => id !== null)),
  ].filter((id) => id !== record.authorId)
  return {
    record: after,
    dismissed: reports.map((r) => r.id),
    log: {
      id: newId(),
      kind: 'decision',
      key: record.key,
      label: record.label,
      actorId: decision.moderatorId,
      actorName: decision.moderatorName,
      visitor: false,
      email: '',
      reason: decision.reason,
      action: decision.action,
      text: decision.text,
      at: decision.at,
    },
    notices: [
      ...(record.authorId !== null ? [notice(record.authorId, 'decision-author')] : []),
      ...reporters.map((id) => notice(id, 'decision-reporter')),
    ],
    effect,
  }
}

/**
 * A deleted account's open reports leave their items' records: their count and reporters shrink, and a
 * record without reports and not hidden leaves the queue.
 */
export function withoutReports(record: ModerationRecord, removed: readonly ReportRecord[]): ModerationRecord {
  const uids = new Set(removed.map((r) => r.reporterId))
  const reports = Math.max(0, record.reports - removed.length)
  return {
    ...record,
    reports,
    reporters: record.reporters.filter((id) => !uids.has(id)),
    open: reports > 0 || record.hidden,
  }
}
