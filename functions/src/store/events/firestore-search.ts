// The Firestore queries of a list and of a search: the filter's equalities in index order, the list's
// order, candidates fetched as they are checked, and the most selective word a search queries.
import {
  FieldPath,
  type CollectionReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore'
import type { FirestoreContext } from '../shared/firestore-tx'
import { SEARCH_FIELD, eventOf } from './firestore-doc'
import { listPlanOf, positionOf, type ListPlan } from './list-order'
import type { EventFilter, EventPosition, EventRecord, Listing } from './port'
import {
  acceptsAll,
  mostSelective,
  searchPage,
  SEARCH_SCAN_BUDGET,
  type Candidate,
  type SearchEvents,
} from './search-page'

/** An empty `in` list matches nothing, and Firestore refuses to run it. */
export const matchesNothing = (filter: EventFilter) =>
  filter.section !== undefined &&
  ('mains' in filter.section ? filter.section.mains : filter.section.subs).length === 0

/** whether a document's search index holds every one of `words` */
export const holdsAll = (doc: QueryDocumentSnapshot, words: string[]) => {
  if (!words.length) return true
  const index = new Set((doc.get(SEARCH_FIELD) as string[] | undefined) ?? [])
  return words.every((w) => index.has(w))
}

/** A list's query in its order, with the plan's range on the field the order begins with. */
export function inOrderOf(query: Query, plan: ListPlan): Query {
  if (plan.range) query = query.where(plan.range.field, '>=', plan.range.min)
  if (plan.sort === 'visited') query = query.orderBy('lastVisit', 'desc')
  else if (plan.sort === 'rating')
    query = query.orderBy('ratingAverage', 'desc').orderBy('ratingCount', 'desc')
  else query = query.orderBy('date', 'desc')
  return query.orderBy(FieldPath.documentId(), 'desc')
}

/** The values of a position in the fields the plan's order sorts on, for startAfter. */
export function orderValuesOf(plan: ListPlan, after: EventPosition): unknown[] {
  if (plan.sort === 'visited') return [after.lastVisit ?? null, after.id]
  if (plan.sort === 'rating') return [after.ratingAverage ?? null, after.ratingCount ?? 0, after.id]
  return [after.date, after.id]
}

/** The list's equality filters, in the order of the fields in firestore.indexes.json. */
export function filteredQuery(events: () => CollectionReference, filter: EventFilter, word?: string): Query {
  let query: Query = events()
  if (filter.ownerId !== undefined) query = query.where('ownerId', '==', filter.ownerId)
  if (filter.country !== undefined) query = query.where('country', '==', filter.country)
  const section = filter.section
  if (section) {
    const values: string[] = 'mains' in section ? section.mains : section.subs
    query = query.where('mains' in section ? 'section.main' : 'section.sub', 'in', values)
  }
  const listing = filter.listing
  if (listing)
    query = query.where(
      'listing',
      listing.length === 1 ? '==' : 'in',
      listing.length === 1 ? listing[0] : listing,
    )
  if (word !== undefined) query = query.where(SEARCH_FIELD, 'array-contains', word)
  return query
}

/** The events with one of these listings: one equality (or `in`) on one field, no composite index. */
export const listedInQuery = (events: () => CollectionReference, listing: Listing[]) =>
  listing.length === 1
    ? events().where('listing', '==', listing[0])
    : events().where('listing', 'in', listing)

const inListOrder = (query: Query) => query.orderBy('date', 'desc').orderBy(FieldPath.documentId(), 'desc')

/**
 * The events of `query` (in the plan's order) after `after`, fetched as they are checked: first a page
 * and one more (a one-word search reads what a list page reads), then twice as many each time, never
 * more than the budget and one more.
 */
async function* candidatesOf(
  query: Query,
  plan: ListPlan,
  limit: number,
  after: EventPosition | undefined,
  budget: number,
): AsyncGenerator<Candidate> {
  let from = after
  let size = limit + 1
  let fetched = 0
  while (fetched <= budget) {
    const take = Math.min(size, budget + 1 - fetched)
    const snap = await (from ? query.startAfter(...orderValuesOf(plan, from)) : query).limit(take).get()
    let last: EventRecord | undefined
    for (const doc of snap.docs) {
      const words = new Set((doc.get(SEARCH_FIELD) as string[] | undefined) ?? [])
      last = eventOf(doc)
      yield { event: last, has: (word) => words.has(word) }
    }
    fetched += snap.size
    if (snap.size < take || !last) return
    from = positionOf(last)
    size *= 2
  }
}

/** The list's queries, built on the adapter's events collection. */
export function eventQueries(ctx: FirestoreContext) {
  const events = ctx.in.events
  const budget = ctx.options.scanBudget ?? SEARCH_SCAN_BUDGET
  const filtered = (filter: EventFilter, word?: string) => filteredQuery(events, filter, word)
  const listedIn = (listing: Listing[]) => listedInQuery(events, listing)
  const candidates = (query: Query, plan: ListPlan, limit: number, after: EventPosition | undefined) =>
    candidatesOf(query, plan, limit, after, budget)

  /**
   * The word a search queries (array-contains) and the words left to check on its candidates: the most
   * selective word, counted with the list's order so the list's composite indexes serve the counts; null
   * when some word has no event at all.
   */
  async function queriedWord(
    words: string[],
    filter: EventFilter,
  ): Promise<{ word: string; others: string[] } | null> {
    let word = words[0] ?? ''
    if (words.length > 1) {
      const counts = await Promise.all(
        words.map(async (w) => ({
          word: w,
          count: (await inListOrder(filtered(filter, w)).count().get()).data().count,
        })),
      )
      const best = mostSelective(counts)
      if (!best || best.count === 0) return null
      word = best.word
    }
    return { word, others: words.filter((w) => w !== word) }
  }

  /**
   * The filter's query with its indexed parts (a search's most selective word) and the search words left
   * to check; null when nothing can match.
   */
  async function narrowed(filter: EventFilter): Promise<{ query: Query; others: string[] } | null> {
    if (matchesNothing(filter)) return null
    const queried = filter.words?.length ? await queriedWord(filter.words, filter) : { others: [] }
    if (!queried) return null
    return { query: filtered(filter, 'word' in queried ? queried.word : undefined), others: queried.others }
  }

  /** A search, the way search-page.ts describes it. */
  const searchEvents: SearchEvents = async (words, filter, limit, after) => {
    const queried = await queriedWord(words, filter)
    if (!queried) return { events: [], next: null }
    const plan = listPlanOf(filter)
    const query = inOrderOf(filtered(filter, queried.word), plan)
    return searchPage(
      candidates(query, plan, limit, after),
      acceptsAll(queried.others, plan.check),
      limit,
      budget,
    )
  }

  return { filtered, listedIn, candidatesOf: candidates, narrowed, searchEvents, budget }
}

export type EventQueries = ReturnType<typeof eventQueries>
