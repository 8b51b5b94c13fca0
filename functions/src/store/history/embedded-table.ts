// The history's table on the embedded store: each event's revisions, in the order they were written.
import type { RevisionRecord } from './port'

export class HistoryTable {
  readonly byEvent = new Map<string, RevisionRecord[]>()
  readonly byId = new Map<string, RevisionRecord>()

  put(revision: RevisionRecord) {
    this.byEvent.set(revision.eventId, [...(this.byEvent.get(revision.eventId) ?? []), revision])
    this.byId.set(revision.id, revision)
  }

  /** an event's revisions go with it */
  dropEvent(eventId: string) {
    for (const r of this.byEvent.get(eventId) ?? []) this.byId.delete(r.id)
    this.byEvent.delete(eventId)
  }

  /** a deleted account's revisions of other travellers' events stay, without who made them */
  forgetActor(uid: string): boolean {
    let changed = false
    for (const r of this.byId.values())
      if (r.actorId === uid) {
        r.actorId = null
        r.actorName = null
        changed = true
      }
    return changed
  }

  get all(): RevisionRecord[] {
    return [...this.byId.values()]
  }
}
