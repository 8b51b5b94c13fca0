// Reports and moderation (docs/moderation.md): anyone reports, moderators (a current Auth custom claim)
// decide, and authors and reporters are told. The rules of the threshold and the log live in the store.
import { createHash } from 'node:crypto'
import {
  parseReportTargetKey,
  REPORT_REASONS,
  type DecisionDto,
  type DecisionInput,
  type ModerationLogDto,
  type ModerationLogEntryDto,
  type ModerationQueueDto,
  type ModerationQueueItemDto,
  type ReportedItemDto,
  type ReportInput,
  type ReportReason,
  type ReportSavedDto,
  reportTargetKey,
  type ReportTarget,
  type ReportTargetInput,
} from '@travel/domain'
import { photoIdOf, versionOf, type ModerationLogRecord, type QueueEntry } from '../store/moderation/records'
import type { Store } from '../store/port'
import { authErrorCode, type AccountAdmin } from './account-admin'
import type { AccountsService } from './accounts-service'
import type { Caller } from './caller'
import type { NoticesService } from './notices-service'
import { toCheckinDto } from './checkins-service'
import { toSuggestionDto } from './suggestions-service'
import { personOf, toEventListItemDto } from './dto'
import type { FileUrls } from './file-urls'
import { isSafeId } from './ids'
import { logCursor, positionAfter, queueCursor } from './cursor'
import { conflict, forbidden, notFound, tooMany } from './service-error'

/** Queue items and log entries per page. */
export const MODERATION_PAGE = 20

export interface ModerationDeps {
  store: Store
  /** read for the current `moderator` claim: an ID token keeps an old one for up to an hour */
  admin: Pick<AccountAdmin, 'getUser'>
  accounts: Pick<AccountsService, 'ensureProfile'>
  fileUrls: Pick<FileUrls, 'deleteAll'>
  notices: Pick<NoticesService, 'settle'>
}

/** Who counts as one visitor for the daily limit: a hash of the network address, never the address. */
export function visitorKeyOf(address: string): string {
  return `visitor-${createHash('sha256').update(`report:${address}`).digest('hex').slice(0, 32)}`
}

/** The item a report names: a photo by the id of its address, so the key follows the photo itself. */
function targetOf(input: ReportTargetInput): ReportTarget {
  return input.type === 'photo' ? { type: 'photo', id: input.id, photo: photoIdOf(input.url) } : input
}

function toLogEntryDto(e: ModerationLogRecord): ModerationLogEntryDto {
  return {
    id: e.id,
    kind: e.kind,
    key: e.key,
    label: e.label,
    actor: personOf(e.actorId, e.actorName),
    visitor: e.visitor,
    ...(e.visitor ? { email: e.email } : {}),
    reason: e.reason,
    action: e.action,
    text: e.text,
    at: e.at,
  }
}

export function moderationService({ store, admin, accounts, fileUrls, notices }: ModerationDeps) {
  /** Whether the account holds the moderator claim now (not when its token was issued). */
  async function isModerator(uid: string): Promise<boolean> {
    try {
      const account = await admin.getUser(uid)
      return account.customClaims?.moderator === true
    } catch (error) {
      if (authErrorCode(error) === 'auth/user-not-found') return false
      throw error
    }
  }

  async function assertModerator(caller: Caller): Promise<void> {
    if (!(await isModerator(caller.uid))) throw forbidden()
  }

  /** The reported item as readers see it (hidden ones included: moderators decide on them), or null. */
  async function itemOf(entry: QueueEntry): Promise<ReportedItemDto | null> {
    const { record } = entry
    const target = parseReportTargetKey(record.key)
    if (!target) return null
    if (target.type === 'event') {
      const event = await store.events.getEvent(target.id)
      return event ? { type: 'event', event: toEventListItemDto(event) } : null
    }
    if (target.type === 'user') {
      const user = await store.accounts.getUser(target.id)
      return user
        ? { type: 'user', user: { _id: user.id, username: record.originalName ?? user.username } }
        : null
    }
    if (target.type === 'suggestion') {
      const suggestion = await store.suggestions.getSuggestion(target.id)
      if (!suggestion) return null
      const current = await store.events.getEvent(suggestion.eventId)
      return {
        type: 'suggestion',
        suggestion: toSuggestionDto(suggestion, current, new Date()),
        event: { _id: suggestion.eventId, title: current?.title ?? suggestion.eventTitle },
      }
    }
    const checkin = await store.checkins.getCheckin(target.id)
    if (!checkin) return null
    const title = (await store.events.getEvent(checkin.eventId))?.title ?? ''
    const event = { _id: checkin.eventId, title }
    if (target.type === 'checkin') return { type: 'checkin', checkin: toCheckinDto(checkin), event }
    const url = record.photoUrl
    if (url === null || !checkin.photos.includes(url)) return null
    return { type: 'photo', url, checkin: toCheckinDto(checkin), event }
  }

  async function toQueueItemDto(entry: QueueEntry): Promise<ModerationQueueItemDto> {
    const { record, reports } = entry
    const counts = new Map<ReportReason, number>()
    for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1)
    return {
      key: record.key,
      item: await itemOf(entry),
      hidden: record.hidden,
      reporters: new Set(reports.map((r) => r.reporterKey)).size,
      reasons: REPORT_REASONS.filter((reason) => counts.has(reason)).map((reason) => ({
        reason,
        count: counts.get(reason) ?? 0,
      })),
      texts: reports.map((r) => r.text).filter((text) => text !== ''),
      firstReportedAt: record.firstReportedAt ?? '',
      lastReportedAt: record.lastReportedAt ?? '',
      version: versionOf(record),
    }
  }

  return {
    isModerator,
    assertModerator,

    /**
     * Files a report: a signed-in caller by their account, a visitor (no caller) by `address` and the
     * e-mail the schema required. 201 new, 200 when it replaced the reporter's open report on the item.
     */
    async report(
      caller: Caller | undefined,
      input: ReportInput,
      address: string,
    ): Promise<{ saved: ReportSavedDto; created: boolean }> {
      const target = targetOf(input.target as ReportTargetInput)
      const key = reportTargetKey(target)
      if (!isSafeId(target.id)) throw notFound('report_target_not_found')
      const reporter = caller ? await accounts.ensureProfile(caller) : null
      const result = await store.moderation.fileReport({
        key,
        reporterId: reporter?.id ?? null,
        reporterName: reporter?.username ?? null,
        reporterKey: reporter?.id ?? visitorKeyOf(address),
        email: reporter ? '' : input.email,
        reason: input.reason,
        text: input.text,
        at: new Date().toISOString(),
      })
      if (result.status === 'not_found') throw notFound('report_target_not_found')
      if (result.status === 'limit') throw tooMany('report_limit')
      if (result.status === 'own') throw forbidden('report_own_item')
      await notices.settle(result.notified)
      return { saved: { key, reason: input.reason, hidden: result.hidden }, created: result.created }
    },

    async queue(caller: Caller, cursor?: string): Promise<ModerationQueueDto> {
      await assertModerator(caller)
      const after = positionAfter(cursor, queueCursor.decode)
      const page = await store.moderation.moderationQueue(MODERATION_PAGE, after)
      return {
        items: await Promise.all(page.entries.map(toQueueItemDto)),
        next: page.next ? queueCursor.encode(page.next) : null,
      }
    },

    async decide(caller: Caller, key: string, input: DecisionInput): Promise<DecisionDto> {
      await assertModerator(caller)
      if (!parseReportTargetKey(key)) throw notFound('moderation_item_not_found')
      const moderator = await accounts.ensureProfile(caller)
      const result = await store.moderation.decide({
        key,
        action: input.action,
        reason: input.reason,
        text: input.text,
        moderatorId: moderator.id,
        moderatorName: moderator.username,
        at: new Date().toISOString(),
        version: input.version,
      })
      if (result.status === 'not_found') throw notFound('moderation_item_not_found')
      if (result.status === 'changed') throw conflict('moderation_item_changed')
      // After the commit, as an author's own deletion does: a failure leaves an unseen file, never a hole.
      await fileUrls.deleteAll(result.files)
      await notices.settle(result.notified)
      return { key, action: input.action, removed: result.removed, hidden: result.hidden }
    },

    async log(caller: Caller, cursor?: string): Promise<ModerationLogDto> {
      await assertModerator(caller)
      const after = positionAfter(cursor, logCursor.decode)
      const page = await store.moderation.moderationLog(MODERATION_PAGE, after)
      return {
        entries: page.entries.map(toLogEntryDto),
        next: page.next ? logCursor.encode(page.next) : null,
      }
    },
  }
}

export type ModerationService = ReturnType<typeof moderationService>
