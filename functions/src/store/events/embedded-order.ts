// The embedded events' orders: lists kept newest first, searched by binary search, and a list's events
// in a plan's order after a cursor, matching what Firestore's query of the same list answers.
import { inRange, compareInOrder, type ListPlan } from './list-order'
import { compareListOrder, listingOf, type EventFilter, type EventPosition, type EventRecord } from './port'

export function copyEvent(e: EventRecord): EventRecord {
  return {
    ...e,
    coordinates: [...e.coordinates],
    section: { ...e.section },
    ...(e.amenities ? { amenities: structuredClone(e.amenities) } : {}),
  }
}

export function matches(e: EventRecord, filter: EventFilter): boolean {
  if (filter.ownerId !== undefined && e.ownerId !== filter.ownerId) return false
  if (filter.country !== undefined && e.country !== filter.country) return false
  if (filter.listing && !filter.listing.includes(listingOf(e))) return false
  const section = filter.section
  if (section) {
    if ('mains' in section) return section.mains.includes(e.section.main)
    return e.section.sub !== null && section.subs.includes(e.section.sub)
  }
  return true
}

/** Index of the first event in `list` (kept in list order) that is not before `position`. */
export function lowerBound(list: readonly EventRecord[], position: EventPosition): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const probe = list[mid]
    if (probe && compareListOrder(probe, position) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

export function insertOrdered(list: EventRecord[], event: EventRecord) {
  list.splice(lowerBound(list, event), 0, event)
}

export function removeOrdered(list: EventRecord[], event: EventRecord) {
  const at = lowerBound(list, event)
  if (list[at]?.id === event.id) list.splice(at, 1)
}

/**
 * The events of `list` (kept newest first) that match the filter's equalities and the plan's range, in
 * the plan's order, strictly after `after`: what Firestore's query of the same list answers.
 */
export function* inPlanOrder(
  list: readonly EventRecord[],
  filter: EventFilter,
  plan: ListPlan,
  after: EventPosition | undefined,
): Generator<EventRecord> {
  const wanted = (e: EventRecord | undefined): e is EventRecord =>
    e !== undefined &&
    matches(e, filter) &&
    inRange(plan.range, e) &&
    // The cursor names the last event already shown; it may have been deleted since.
    (!after || compareInOrder(plan.sort, e, after) > 0)
  if (plan.sort === 'newest') {
    for (let i = after ? lowerBound(list, after) : 0; i < list.length; i++) {
      const e = list[i]
      if (wanted(e)) yield e
    }
    return
  }
  // Other orders sort what matches: the embedded store holds a few thousand events at most.
  yield* list.filter(wanted).sort((a, b) => compareInOrder(plan.sort, a, b))
}
