// What reports and moderation store (docs/moderation.md, docs/data-model.md): open reports, one
// moderation record per reported item, the log, the notices, and the daily report counters.
import { createHash } from 'node:crypto'
import type {
  DecisionAction,
  DecisionReason,
  ModerationLogEntryDto,
  ReportReason,
  ReportTargetType,
} from '@travel/domain'

/** reports/{key}~{reporterKey}: one open report per reporter and item; dismissed reports are deleted. */
export interface ReportRecord {
  id: string
  key: string
  /** the signed-in reporter's uid, or null for a visitor */
  reporterId: string | null
  /** the uid, or `visitor-<hash of the network address>`: who the daily limit and "one per item" count */
  reporterKey: string
  /** a visitor's e-mail for the reply; '' for signed-in reporters */
  email: string
  reason: ReportReason
  text: string
  createdAt: string
}

/** moderation/{key}: an item's moderation state, changed in the transaction of every report and decision. */
export interface ModerationRecord {
  key: string
  type: ReportTargetType
  /** the event, check-in or user id (a photo's check-in) */
  targetId: string
  /** a photo's address when it was reported, so a later edit of the check-in does not move the report */
  photoUrl: string | null
  /** the item's title or name when it was last reported or decided, kept after it is deleted */
  label: string
  /** who the item belongs to (who is told when it is hidden or decided); null when unknown */
  authorId: string | null
  /** open reports there are on the item; the queue holds the records with `open` */
  open: boolean
  reports: number
  /** distinct signed-in reporters with an open report: HIDE_AFTER_REPORTERS of them hide the item */
  reporters: string[]
  hidden: boolean
  firstReportedAt: string | null
  lastReportedAt: string | null
  /** a hidden user's own name, put back when a moderator keeps or restores it */
  originalName: string | null
  /** a moderator removed this name: its traveller keeps the neutral one for good (absent until then) */
  nameRemoved?: true
  /**
   * raised by every report, decision and move of the record: a decision names the version it was made
   * on; absent on records written before versions (read as 0)
   */
  version?: number
}

/** The record's version (ModerationRecord.version), 0 for none. */
export function versionOf(record: Pick<ModerationRecord, 'version'> | null): number {
  return record?.version ?? 0
}

/**
 * moderationLog/{id}: every report, hiding and decision, newest first; never deleted. Stored with the
 * actor's id and name and the visitor's e-mail, which the API shows as `actor` and `email`.
 */
export interface ModerationLogRecord extends Pick<
  ModerationLogEntryDto,
  'id' | 'kind' | 'key' | 'label' | 'visitor' | 'reason' | 'action' | 'text' | 'at'
> {
  /** null for the system, a visitor, and once a reporter's account is deleted */
  actorId: string | null
  actorName: string | null
  /** a visitor's e-mail, for the moderators' reply */
  email: string
}

export type { NoticeRecord } from '../notices/port'

/** What a report needs to know about the reported item, read in the report's transaction. */
export interface ReportedItem {
  label: string
  authorId: string | null
  /** a photo's address (the check-in's photo the report names) */
  photoUrl: string | null
  /** whether the item is hidden now, so a report never answers `hidden` for an item that is not */
  hidden: boolean
}

export interface NewReport {
  key: string
  reporterId: string | null
  reporterName: string | null
  reporterKey: string
  email: string
  reason: ReportReason
  text: string
  at: string
}

export type ReportResult =
  /** `notified`: who got a notice, settled against their settings once committed */
  | { status: 'saved'; created: boolean; hidden: boolean; notified: string[] }
  | { status: 'not_found' }
  | { status: 'limit' }
  /** the reporter wrote the item (or, for a name, is that traveller) */
  | { status: 'own' }

export interface Decision {
  key: string
  action: DecisionAction
  reason: DecisionReason
  text: string
  moderatorId: string
  moderatorName: string
  at: string
  /** the record's version the moderator decided on */
  version: number
}

export type DecisionResult =
  | {
      status: 'decided'
      /** the item was there and is deleted now (remove) */
      removed: boolean
      hidden: boolean
      /** files to delete once the decision is committed */
      files: string[]
      /** who got a notice, settled against their settings once committed */
      notified: string[]
    }
  /** nothing to decide: no record, or no open reports (keep, remove) or nothing hidden (restore) */
  | { status: 'not_found' }
  /** the record is no longer at the version the moderator decided on */
  | { status: 'changed' }

/** A queue entry: the item's record and its open reports, newest first. */
export interface QueueEntry {
  record: ModerationRecord
  reports: ReportRecord[]
}

/** A place in the queue (oldest first report first, then key). */
export interface QueuePosition {
  firstReportedAt: string
  key: string
}

export const queuePositionOf = (record: ModerationRecord): QueuePosition => ({
  firstReportedAt: record.firstReportedAt ?? '',
  key: record.key,
})

/** A place in the log (newest first, then id descending). */
export interface LogPosition {
  at: string
  id: string
}

export const logPositionOf = ({ at, id }: LogPosition): LogPosition => ({ at, id })

/** The id of a reporter's open report on an item: one per reporter and item. */
export function reportId(key: string, reporterKey: string): string {
  return `${key}~${reporterKey}`
}

/**
 * A photo's id in report keys (`photo:<checkinId>:<photoId>`): derived from its address, which never
 * changes while the photo is in the check-in, so a key names the photo wherever it sits.
 */
export function photoIdOf(url: string): string {
  return createHash('sha256').update(url, 'utf8').digest('base64url').slice(0, 24)
}

/** The document of a reporter's daily count: one per reporter and UTC day. */
export function quotaId(reporterKey: string, at: string): string {
  return `${reporterKey}~${at.slice(0, 10)}`
}

/** The name shown instead of a user's while reports hide it. */
export const NEUTRAL_NAME = 'traveller'
