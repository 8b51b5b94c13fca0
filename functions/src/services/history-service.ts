// An event's history (docs/api.md GET /api/events/:id/history): public like the event, so a hidden
// event's history is its owner's alone, as the event is.
import {
  HISTORY_PAGE_MAX,
  type EventDto,
  type HistoryDto,
  type RevertInput,
  type RevisedValues,
  type RevisionDto,
} from '@travel/domain'
import { StaleEventError, type RevisionPosition, type RevisionRecord, type Store } from '../store/port'
import type { AccountsService } from './accounts-service'
import type { Caller } from './caller'
import { positionAfter, revisionCursor } from './cursor'
import { personOf, toEventDto } from './dto'
import { editToValues } from './events-service'
import { isSafeId } from './ids'
import { forbidden, notFound } from './service-error'

export function toRevisionDto(r: RevisionRecord): RevisionDto {
  return {
    id: r.id,
    eventId: r.eventId,
    at: r.at,
    kind: r.kind,
    by: personOf(r.actorId, r.actorName),
    reason: r.reason,
    ...(r.revertOf !== null ? { revertOf: r.revertOf } : {}),
    changes: r.changes,
  }
}

export interface HistoryDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
  /** the caller's current moderator claim (moderation-service.ts) */
  isModerator: (uid: string) => Promise<boolean>
}

/**
 * The revised values the event had right after `target`: its current values with every later revision
 * undone, newest first. Exact because every change of a revised field by a person is a revision.
 */
function valuesAt(later: RevisionRecord[]): Partial<RevisedValues> {
  const values: Record<string, unknown> = {}
  for (const revision of later) for (const change of revision.changes) values[change.field] = change.before
  return values as Partial<RevisedValues>
}

export function historyService({ store, accounts, isModerator }: HistoryDeps) {
  /** The revisions of the event after `target` (newest first); null when `target` is not one of them. */
  async function revisionsAfter(eventId: string, targetId: string): Promise<RevisionRecord[] | null> {
    const later: RevisionRecord[] = []
    let after: RevisionPosition | undefined
    for (;;) {
      const page = await store.history.revisionsOf(eventId, HISTORY_PAGE_MAX, after)
      for (const revision of page.revisions) {
        if (revision.id === targetId) return later
        later.push(revision)
      }
      if (!page.next) return null
      after = page.next
    }
  }

  return {
    async historyOf(eventId: string, viewer?: string, cursor?: string): Promise<HistoryDto> {
      const after = positionAfter(cursor, revisionCursor.decode)
      const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
      if (!event || (event.hidden === true && event.ownerId !== viewer)) throw notFound('event_not_found')
      const page = await store.history.revisionsOf(eventId, HISTORY_PAGE_MAX, after)
      return {
        revisions: page.revisions.map(toRevisionDto),
        next: page.next ? revisionCursor.encode(page.next) : null,
      }
    },

    /**
     * Puts the event's text, position and facts back as they were right after a revision, as a new
     * revision (kind revert); by its owner or a moderator, from the version they saw (409 when saved since).
     */
    async revert(caller: Caller, eventId: string, revisionId: string, input: RevertInput): Promise<EventDto> {
      const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
      if (!event) throw notFound('event_not_found')
      if (event.ownerId !== caller.uid && !(await isModerator(caller.uid))) throw forbidden()
      if (input.updatedAt !== undefined && input.updatedAt !== event.updatedAt)
        throw new StaleEventError(event.id)
      const later = isSafeId(revisionId) ? await revisionsAfter(event.id, revisionId) : null
      if (!later) throw notFound('revision_not_found')
      const actor = await accounts.ensureProfile(caller)
      const changes = editToValues(event, valuesAt(later), new Date().toISOString())
      const updated = await store.events.updateEvent(event.id, changes, event.updatedAt, {
        kind: 'revert',
        actorId: actor.id,
        actorName: actor.username,
        reason: input.reason,
        revertOf: revisionId,
      })
      if (!updated) throw notFound('event_not_found')
      return toEventDto(updated)
    },
  }
}

export type HistoryService = ReturnType<typeof historyService>
