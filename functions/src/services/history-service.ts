// An event's history (docs/api.md GET /api/events/:id/history): public like the event, so a hidden
// event's history is its owner's alone, as the event is.
import { HISTORY_PAGE_MAX, type HistoryDto, type RevisionDto } from '@travel/domain'
import type { RevisionRecord, Store } from '../store/port'
import { decodeRevisionCursor, encodeRevisionCursor } from './cursor'
import { isSafeId } from './ids'
import { invalid, notFound } from './service-error'

export function toRevisionDto(r: RevisionRecord): RevisionDto {
  return {
    id: r.id,
    eventId: r.eventId,
    at: r.at,
    kind: r.kind,
    by: r.actorId !== null ? { _id: r.actorId, username: r.actorName ?? '' } : null,
    reason: r.reason,
    ...(r.revertOf !== null ? { revertOf: r.revertOf } : {}),
    changes: r.changes,
  }
}

export function historyService({ store }: { store: Store }) {
  return {
    async historyOf(eventId: string, viewer?: string, cursor?: string): Promise<HistoryDto> {
      const after = cursor !== undefined ? decodeRevisionCursor(cursor) : undefined
      if (cursor !== undefined && !after) throw invalid({ cursor: 'cursor_invalid' })
      const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
      if (!event || (event.hidden === true && event.ownerId !== viewer)) throw notFound('event_not_found')
      const page = await store.history.revisionsOf(eventId, HISTORY_PAGE_MAX, after)
      return {
        revisions: page.revisions.map(toRevisionDto),
        next: page.next ? encodeRevisionCursor(page.next) : null,
      }
    },
  }
}

export type HistoryService = ReturnType<typeof historyService>
