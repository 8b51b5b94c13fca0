// The orders a list of events comes in, and how a list's filters split between what an index answers
// and what is checked on each candidate: one place, so both adapters answer exactly the same pages.
import type { EventFilter, EventPosition, EventRecord, ListSort } from './port'

/** Nulls come after every value, as in Firestore's descending order. */
function compareDescending<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a > b ? -1 : 1
}

/**
 * Compares two events in a list's order: negative when `a` comes first. Newest: later date, then larger
 * id. Visited: later last visit (never visited last), then id. Rating: higher average (unrated last),
 * then more ratings, then id.
 */
export function compareInOrder(sort: ListSort, a: EventPosition, b: EventPosition): number {
  const byKey =
    sort === 'visited'
      ? compareDescending(a.lastVisit ?? null, b.lastVisit ?? null)
      : sort === 'rating'
        ? compareDescending(a.ratingAverage ?? null, b.ratingAverage ?? null) ||
          compareDescending(a.ratingCount ?? 0, b.ratingCount ?? 0)
        : compareDescending(a.date, b.date)
  return byKey || compareDescending(a.id, b.id)
}

/** Where an event stands in every order: what a cursor keeps of the last event shown. */
export function positionOf(event: EventRecord): EventPosition {
  return {
    date: event.date,
    id: event.id,
    lastVisit: event.lastVisit ?? null,
    ratingAverage: event.ratingAverage ?? null,
    ratingCount: event.ratingCount ?? 0,
  }
}

/** A list filter's lower bound on the field its order begins with, answered by the order's index. */
export type OrderRange = { field: 'lastVisit'; min: string } | { field: 'ratingAverage'; min: number }

/** The fields the check-in filters read: an event's, or a map point's. */
export type CheckinFields = Pick<EventRecord, 'lastVisit' | 'ratingAverage'>

export interface ListPlan {
  sort: ListSort
  range?: OrderRange
  /** the filters no index answers, checked on each candidate; undefined when there are none */
  check?: (event: CheckinFields) => boolean
}

/**
 * Splits the check-in filters of a list: the one on the field the order begins with becomes a range of
 * the same index (so that page costs what an unfiltered one does); the others are checked on candidates,
 * within the scan budget of search-page.ts.
 */
export function listPlanOf(filter: EventFilter): ListPlan {
  const sort = filter.sort ?? 'newest'
  const checks: ((event: CheckinFields) => boolean)[] = []
  let range: OrderRange | undefined
  const { visitedSince, minRating } = filter
  if (visitedSince !== undefined) {
    if (sort === 'visited') range = { field: 'lastVisit', min: visitedSince }
    else checks.push((e) => e.lastVisit != null && e.lastVisit >= visitedSince)
  }
  if (minRating !== undefined) {
    if (sort === 'rating') range = { field: 'ratingAverage', min: minRating }
    else checks.push((e) => e.ratingAverage != null && e.ratingAverage >= minRating)
  }
  return {
    sort,
    ...(range ? { range } : {}),
    ...(checks.length ? { check: (e: CheckinFields) => checks.every((c) => c(e)) } : {}),
  }
}

/** Whether an event is within a plan's range (the embedded store's side of the index's range). */
export function inRange(range: OrderRange | undefined, event: EventRecord): boolean {
  if (!range) return true
  const value = range.field === 'lastVisit' ? event.lastVisit : event.ratingAverage
  return value != null && value >= range.min
}

/** Every check-in filter of a list as one test: near answers and the map, which read every candidate. */
export function checkinFiltersOf(filter: EventFilter): (event: CheckinFields) => boolean {
  const plan = listPlanOf({ ...filter, sort: 'newest' })
  return plan.check ?? (() => true)
}
