// The suggestions' tables on the embedded store: the suggestions by id and each suggester's daily count.
import type { SuggestionRecord } from './port'

export class SuggestionTable {
  readonly suggestions = new Map<string, SuggestionRecord>()
  readonly quota = new Map<string, number>()

  where(test: (s: SuggestionRecord) => boolean): SuggestionRecord[] {
    return [...this.suggestions.values()].filter(test)
  }

  /** an event's suggestions go with it */
  dropEvent(eventId: string) {
    for (const s of this.where((s) => s.eventId === eventId)) this.suggestions.delete(s.id)
  }

  /** a deleted account's suggestions go, and those on its events */
  dropAccount(uid: string): boolean {
    const gone = this.where((s) => s.authorId === uid || s.eventOwnerId === uid)
    for (const s of gone) this.suggestions.delete(s.id)
    return gone.length > 0
  }
}
