// The history capability on the embedded store.
import type { EmbeddedContext } from '../embedded-data'
import { compareRevisions, revisionPositionOf, type HistoryStore, type RevisionRecord } from './port'
import { nextPosition } from '../shared/next-position'

const copy = (r: RevisionRecord): RevisionRecord => structuredClone(r)

export function embeddedHistory({ data }: EmbeddedContext): HistoryStore {
  return {
    async revisionsOf(eventId, limit, after) {
      const sorted = [...(data.history.byEvent.get(eventId) ?? [])].sort(compareRevisions)
      const from = after ? sorted.filter((r) => compareRevisions(after, r) < 0) : sorted
      const page = from.slice(0, limit)
      return { revisions: page.map(copy), next: nextPosition(from.length > limit, page, revisionPositionOf) }
    },
    async revisionsBy(actorId) {
      return data.history.all
        .filter((r) => r.actorId === actorId)
        .sort(compareRevisions)
        .map(copy)
    },
    async getRevision(id) {
      const r = data.history.byId.get(id)
      return r ? copy(r) : null
    },
  }
}
