// Reports and moderation (docs/moderation.md): what can be reported and why, what a moderator decides,
// and the wire shapes of reports, the moderation queue, the log and the notices people receive.
import type { CheckinDto } from './checkins'
import type { EventListItemDto } from './event-api'
import type { MergeAction } from './merges'
import type { SuggestionAction, SuggestionDto } from './suggestions'

/**
 * What a report may be about: an event, a check-in, one photo of a check-in, a user's public name, or a
 * suggested edit of an event.
 */
export const REPORT_TARGET_TYPES = ['event', 'checkin', 'photo', 'user', 'suggestion'] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/**
 * A reported item as its key names it. A photo is named by its check-in and by the photo itself (an id
 * the API derives from the photo's address), never by its place among the check-in's photos: a report
 * follows the photo when the author removes or reorders the others.
 */
export type ReportTarget =
  | { type: 'event'; id: string }
  | { type: 'checkin'; id: string }
  | { type: 'photo'; id: string; photo: string }
  | { type: 'user'; id: string }
  | { type: 'suggestion'; id: string }

/** What POST /api/reports names: a photo by its check-in and its address as the check-in shows it. */
export type ReportTargetInput =
  Exclude<ReportTarget, { type: 'photo' }> | { type: 'photo'; id: string; url: string }

/** The longest photo address a report may name (a check-in's photo addresses are far shorter). */
export const REPORT_PHOTO_URL_MAX = 2048

/** The breaches a reader reports and a moderator removes an item for, in the order the forms list them. */
const BREACHES = ['duplicate', 'private-property', 'spam', 'abusive', 'illegal', 'not-theirs'] as const

export const REPORT_REASONS = ['wrong-info', 'gone', ...BREACHES] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** The only reason a visitor (no account) may give: a notice of illegal content, with an e-mail address. */
export const VISITOR_REPORT_REASONS: readonly ReportReason[] = ['illegal']

/** Distinct signed-in reporters with open reports on one item that hide it until a moderator decides. */
export const HIDE_AFTER_REPORTERS = 3
/** Reports one account, or one network address for visitors, may send per UTC day. */
export const REPORTS_PER_DAY = 20

/**
 * The key of an item in the queue, the log and the API paths: `event:<id>`, `checkin:<id>`,
 * `photo:<checkinId>:<photoId>`, `user:<uid>`, `suggestion:<id>`. Ids never hold a colon.
 */
export function reportTargetKey(target: ReportTarget): string {
  return target.type === 'photo' ? `photo:${target.id}:${target.photo}` : `${target.type}:${target.id}`
}

/** An id of an event, check-in, user or suggestion as reports name them. */
export const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** The target a key names, or null for anything that is not a well-formed key. */
export function parseReportTargetKey(key: string): ReportTarget | null {
  const parts = key.split(':')
  const [type, id, photo] = parts
  if (!id || !REPORT_ID_PATTERN.test(id)) return null
  if (type === 'photo') {
    if (parts.length !== 3 || !photo || !REPORT_ID_PATTERN.test(photo)) return null
    return { type, id, photo }
  }
  if (parts.length !== 2) return null
  if (type === 'event' || type === 'checkin' || type === 'user' || type === 'suggestion') return { type, id }
  return null
}

/** Validation context of a report: visitors may only report illegal content, and must give an e-mail. */
export interface ReportValidationContext {
  signedIn: boolean
}

/** What POST /api/reports answers (201 a new report, 200 one that replaced the reporter's open one). */
export interface ReportSavedDto {
  key: string
  reason: ReportReason
  /** whether the item is now hidden until a moderator decides */
  hidden: boolean
}

/**
 * A moderator's decision on an item: keep it (the reports are dismissed and a hidden item is shown
 * again), remove it (deleted with its files, as its author would), or restore a hidden item.
 */
export const DECISION_ACTIONS = ['keep', 'remove', 'restore'] as const
export type DecisionAction = (typeof DECISION_ACTIONS)[number]

export const DECISION_REASONS = ['no-breach', 'corrected', 'wrong-info', ...BREACHES] as const
export type DecisionReason = (typeof DECISION_REASONS)[number]

/** The reported item as readers see it, for the queue and the log. */
export type ReportedItemDto =
  | { type: 'event'; event: EventListItemDto }
  | { type: 'checkin'; checkin: CheckinDto; event: { _id: string; title: string } }
  | { type: 'photo'; url: string; checkin: CheckinDto; event: { _id: string; title: string } }
  | { type: 'user'; user: { _id: string; username: string } }
  | { type: 'suggestion'; suggestion: SuggestionDto; event: { _id: string; title: string } }

/** GET /api/moderation/queue: open reports grouped by item, the oldest first report first. */
export interface ModerationQueueItemDto {
  key: string
  /** null when the item has gone since it was reported (its reports can still be dismissed) */
  item: ReportedItemDto | null
  hidden: boolean
  /** distinct reporters with an open report */
  reporters: number
  reasons: { reason: ReportReason; count: number }[]
  /** the reporters' texts, newest first, without who wrote them */
  texts: string[]
  firstReportedAt: string
  lastReportedAt: string
  /**
   * The item's moderation state as read: every report and decision raises it. A decision sends it back,
   * and is refused (409 moderation_item_changed) when the item has moved on since.
   */
  version: number
}

export interface ModerationQueueDto {
  items: ModerationQueueItemDto[]
  next: string | null
}

/** GET /api/moderation/log: every report and decision, newest first; never deleted. */
export interface ModerationLogEntryDto {
  id: string
  kind: 'report' | 'hidden' | 'decision'
  key: string
  /** what the item was called when it happened (an event's title, a user's name), kept after deletion */
  label: string
  /** the reporter or the moderator; null once a reporter's account is deleted, or for the system */
  actor: { _id: string; username: string } | null
  /** a visitor's report: true (their e-mail is kept for the reply, shown only to moderators) */
  visitor: boolean
  /** a visitor's e-mail, on their reports only */
  email?: string
  /** `suggested-edit`: a moderator decided a suggestion its event's author left unanswered */
  reason: ReportReason | DecisionReason | 'suggested-edit'
  /** a decision on reports, on a claimed duplicate pair (`merge`, `decline`) or on a suggestion */
  action: DecisionAction | MergeAction | SuggestionAction | null
  text: string
  at: string
}

export interface ModerationLogDto {
  entries: ModerationLogEntryDto[]
  next: string | null
}

/** What POST /api/moderation/items/:key/decision answers. */
export interface DecisionDto {
  key: string
  action: DecisionAction
  /** the item was deleted (remove) */
  removed: boolean
  /** the item is hidden after the decision (false after keep and restore) */
  hidden: boolean
}
