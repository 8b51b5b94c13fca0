// The embedded store's events: by id, in list order, per country and per owner, and by search word
// (derived, so never out of date and never written to the file).
import { eventSearchIndex } from '@travel/domain'
import { insertOrdered, removeOrdered } from './embedded-order'
import { compareListOrder, type EventFilter, type EventRecord } from './port'

function slice(index: Map<string, EventRecord[]>, key: string): EventRecord[] {
  let list = index.get(key)
  if (!list) index.set(key, (list = []))
  return list
}

export class EventTable {
  readonly events = new Map<string, EventRecord>()
  /** every event in list order, for keyset pagination by binary search */
  readonly ordered: EventRecord[] = []
  /**
   * The same order per country and per owner: a filtered page scans only the smaller of these lists
   * instead of every event (a country page or "my events" is a small slice of all events).
   */
  readonly byCountry = new Map<string, EventRecord[]>()
  readonly byOwner = new Map<string, EventRecord[]>()
  /**
   * The search index: each word beginning an event is found by (domain eventSearchIndex) → those events,
   * in list order. Built on the first search rather than on load, which keeps opening many events fast
   * for the many uses (tests, a list page) that never search.
   */
  private byWord: Map<string, EventRecord[]> | null = null

  load(events: readonly EventRecord[]) {
    for (const e of events) this.events.set(e.id, e)
    // Sorted once, then distributed: each per-key list inherits the order without a sort of its own.
    for (const e of this.events.values()) this.ordered.push(e)
    this.ordered.sort(compareListOrder)
    for (const e of this.ordered) {
      slice(this.byCountry, e.country).push(e)
      slice(this.byOwner, e.ownerId).push(e)
    }
  }

  put(event: EventRecord) {
    this.events.set(event.id, event)
    insertOrdered(this.ordered, event)
    insertOrdered(slice(this.byCountry, event.country), event)
    insertOrdered(slice(this.byOwner, event.ownerId), event)
    if (this.byWord)
      for (const word of eventSearchIndex(event)) insertOrdered(slice(this.byWord, word), event)
  }

  /** takes the event out of the map and the orders (the other capabilities' records of it stay) */
  unplace(event: EventRecord) {
    this.events.delete(event.id)
    removeOrdered(this.ordered, event)
    for (const [index, key] of [
      [this.byCountry, event.country],
      [this.byOwner, event.ownerId],
    ] as const) {
      const list = index.get(key)
      if (!list) continue
      removeOrdered(list, event)
      if (list.length === 0) index.delete(key)
    }
    // The record is unchanged since it was placed (only ownerName, which is not searched, changes in
    // place), so its index computed now is the one it was placed under.
    if (this.byWord) {
      for (const word of eventSearchIndex(event)) {
        const list = this.byWord.get(word)
        if (!list) continue
        removeOrdered(list, event)
        if (list.length === 0) this.byWord.delete(word)
      }
    }
  }

  /** The search index, built from every event the first time a search needs it. */
  wordIndex(): Map<string, EventRecord[]> {
    if (!this.byWord) {
      const index = new Map<string, EventRecord[]>()
      // In list order, so every list is born sorted.
      for (const event of this.ordered)
        for (const word of eventSearchIndex(event)) slice(index, word).push(event)
      this.byWord = index
    }
    return this.byWord
  }

  /** the shortest ordered list that holds every event the filter can match */
  candidates(filter: EventFilter): readonly EventRecord[] {
    let best: readonly EventRecord[] = this.ordered
    if (filter.country !== undefined) best = this.byCountry.get(filter.country) ?? []
    if (filter.ownerId !== undefined) {
      const own = this.byOwner.get(filter.ownerId) ?? []
      if (own.length < best.length) best = own
    }
    return best
  }
}
