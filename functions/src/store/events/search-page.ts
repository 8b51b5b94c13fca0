// How both Store adapters answer a search, so they answer exactly the same pages: `searchWords
// array-contains` on the query's most selective word, then the other words checked on those candidates.
// Why Firestore's own indexes and not a search service: docs/search.md, "How a search is answered".
import type { EventFilter, EventPage, EventPosition, EventRecord } from './port'
import { positionOf } from './list-order'

/**
 * Candidates (events that hold the queried word and pass the filters) one page may check at most. A page
 * stops early when the budget is spent; its `next` then resumes after the last candidate checked, so a
 * short page never claims there is nothing more. At most this many reads per page in Firestore.
 */
export const SEARCH_SCAN_BUDGET = 500

/** How an adapter searches; tests shrink the budget to see pages that spend it. */
export interface SearchOptions {
  scanBudget?: number
}

/** A search's page in an adapter: the words, the list's other filters, the page's size and cursor. */
export type SearchEvents = (
  words: string[],
  filter: EventFilter,
  limit: number,
  after: EventPosition | undefined,
) => Promise<EventPage>

export interface WordCount {
  word: string
  count: number
}

/** The word with the fewest candidates; ties go to the longer word, then the alphabet (both adapters). */
export function mostSelective(counts: WordCount[]): WordCount | undefined {
  return [...counts].sort(
    (a, b) => a.count - b.count || b.word.length - a.word.length || (a.word < b.word ? -1 : 1),
  )[0]
}

export interface Candidate {
  event: EventRecord
  /** whether the event's index holds `word` */
  has(word: string): boolean
}

/**
 * One page from `candidates` (in the list's order, strictly after the cursor): those that `accepts` (a
 * search's other words, filters no index answers), until `limit` of them and one more are found, the
 * candidates run out, or the budget is spent with more candidates left. Lists with such filters page
 * this way too.
 */
export async function searchPage(
  candidates: AsyncIterable<Candidate> | Iterable<Candidate>,
  accepts: (candidate: Candidate) => boolean,
  limit: number,
  budget = SEARCH_SCAN_BUDGET,
): Promise<EventPage> {
  const found: EventRecord[] = []
  let checked = 0
  let lastChecked: EventPosition | null = null
  for await (const candidate of candidates) {
    // Another candidate exists past the budget: more may match, so the page says where to go on.
    if (checked === budget) return { events: found, next: lastChecked }
    checked++
    lastChecked = positionOf(candidate.event)
    if (!accepts(candidate)) continue
    found.push(candidate.event)
    if (found.length > limit) {
      const page = found.slice(0, limit)
      const last = page[page.length - 1]
      return { events: page, next: last ? positionOf(last) : null }
    }
  }
  return { events: found, next: null }
}

/** A candidate is accepted when it holds every other word of the search and passes `check`. */
export function acceptsAll(others: string[], check?: (event: EventRecord) => boolean) {
  return (candidate: Candidate) =>
    others.every((word) => candidate.has(word)) && (!check || check(candidate.event))
}
