// The events capability on the embedded store: lists walked in order from the shortest list that can
// hold the filter's events, searches from the in-memory word index, and the sitemap's id ranges.
import type { EmbeddedContext } from '../embedded-data'
import { revisionOf } from '../history/revision'
import { defined } from '../shared/collections'
import { embeddedEventsMap } from './embedded-map'
import { copyEvent, inPlanOrder, lowerBound, matches } from './embedded-order'
import { changeEvent, dropEvent } from './embedded-tx'
import { inIdRange } from './id-ranges'
import { listPlanOf, positionOf } from './list-order'
import {
  listingOf,
  StaleEventError,
  type EventFilter,
  type EventRecord,
  type EventStore,
  type SitemapEventRecord,
} from './port'
import {
  acceptsAll,
  mostSelective,
  searchPage,
  type Candidate,
  type SearchEvents,
  type WordCount,
} from './search-page'

/** A search, the way search-page.ts describes it, from the in-memory index. */
function embeddedSearch({ data, scanBudget }: EmbeddedContext): SearchEvents {
  return async (words, filter, limit, after) => {
    const index = data.events.wordIndex()
    const holders = (word: string): readonly EventRecord[] => index.get(word) ?? []
    const holds = (word: string, event: EventRecord) =>
      holders(word)[lowerBound(holders(word), event)] === event
    const plain: EventFilter = { ...filter, words: undefined }
    const filtered =
      plain.ownerId !== undefined ||
      plain.country !== undefined ||
      plain.section !== undefined ||
      plain.listing !== undefined
    // The same counts Firestore's count() gives: the events holding the word that pass the filters.
    const counts: WordCount[] = words.map((word) => ({
      word,
      count:
        words.length === 1 || !filtered
          ? holders(word).length
          : holders(word).reduce((n, e) => (matches(e, plain) ? n + 1 : n), 0),
    }))
    const best = mostSelective(counts)
    if (!best || best.count === 0) return { events: [], next: null }
    const word = best.word
    const others = words.filter((w) => w !== word)
    // Walk whichever ordered list is shortest: the word's events, or the country's or the owner's.
    const byFilter = data.events.candidates(plain)
    const byWord = holders(word)
    const list = byFilter.length < byWord.length ? byFilter : byWord
    const plan = listPlanOf(filter)
    function* candidates(): Generator<Candidate> {
      for (const event of inPlanOrder(list, plain, plan, after)) {
        if (list !== byWord && !holds(word, event)) continue
        yield { event, has: (other) => holds(other, event) }
      }
    }
    const page = await searchPage(candidates(), acceptsAll(others, plan.check), limit, scanBudget)
    return { ...page, events: page.events.map(copyEvent) }
  }
}

/** Creating, changing and removing an event. */
function eventWrites(ctx: EmbeddedContext): Pick<EventStore, 'createEvent' | 'updateEvent' | 'deleteEvent'> {
  const { data, persist } = ctx
  const table = data.events
  return {
    async createEvent(event, by) {
      if (table.events.has(event.id)) throw new Error(`event ${event.id} already exists`)
      data.accounts.assertAlive(event.ownerId)
      table.put(copyEvent(event))
      const revision = by ? revisionOf(null, event, by) : null
      if (revision) data.history.put(revision)
      await persist()
    },
    async updateEvent(id, changes, ifUpdatedAt, by) {
      const current = table.events.get(id)
      if (!current) return null
      if (ifUpdatedAt !== undefined && current.updatedAt !== ifUpdatedAt) throw new StaleEventError(id)
      data.accounts.assertAlive(current.ownerId)
      const next = changeEvent(data, current, changes, by)
      await persist()
      return copyEvent(next)
    },
    async deleteEvent(id) {
      const current = table.events.get(id)
      if (!current) return null
      const checkinPhotos = dropEvent(data, current).flatMap((c) => c.photos)
      await persist()
      return { checkinPhotos }
    },
  }
}

/** An event, a list or a search page, and the sitemap's counts and ranges. */
function eventReads(
  ctx: EmbeddedContext,
): Pick<EventStore, 'getEvent' | 'getEvents' | 'listEvents' | 'countListed' | 'listedInIdRange'> {
  const table = ctx.data.events
  const searchEvents = embeddedSearch(ctx)
  return {
    async getEvent(id) {
      const e = table.events.get(id)
      return e ? copyEvent(e) : null
    },
    async getEvents(ids) {
      const found: EventRecord[] = []
      for (const id of ids) {
        const e = table.events.get(id)
        if (e) found.push(copyEvent(e))
      }
      return found
    },
    async listEvents(filter, limit, after) {
      if (filter.words?.length) return searchEvents(filter.words, filter, limit, after)
      const plan = listPlanOf(filter)
      const walk = inPlanOrder(table.candidates(filter), filter, plan, after)
      if (plan.check) {
        const candidates = (function* () {
          for (const event of walk) yield { event, has: () => true }
        })()
        const page = await searchPage(candidates, acceptsAll([], plan.check), limit, ctx.scanBudget)
        return { ...page, events: page.events.map(copyEvent) }
      }
      const page: EventRecord[] = []
      let more = false
      for (const e of walk) {
        if (page.length === limit) {
          more = true
          break
        }
        page.push(copyEvent(e))
      }
      const last = page[page.length - 1]
      return { events: page, next: more && last ? positionOf(last) : null }
    },
    async countListed(listing) {
      let count = 0
      for (const e of table.events.values()) if (listing.includes(listingOf(e))) count++
      return count
    },
    async listedInIdRange(listing, range, max) {
      const found: SitemapEventRecord[] = []
      for (const e of table.events.values())
        if (inIdRange(e.id, range) && listing.includes(listingOf(e)))
          found.push({ id: e.id, updatedAt: e.updatedAt, ...defined({ lastVisit: e.lastVisit }) })
      found.sort((a, b) => (a.id < b.id ? -1 : 1))
      return { events: found.slice(0, max), truncated: found.length > max }
    },
  }
}

export function embeddedEvents(ctx: EmbeddedContext): EventStore {
  return { ...eventWrites(ctx), ...eventReads(ctx), ...embeddedEventsMap(ctx) }
}
