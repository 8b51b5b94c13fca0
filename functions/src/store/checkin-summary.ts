// The check-in summary an event carries, recomputed from a change (check-ins removed, one added) and the
// few latest check-ins read in the change's own transaction, so neither adapter reads them all.
import { listingOf, type CheckinPosition, type CheckinRecord, type EventRecord } from './store'

export type SummaryFields = Required<
  Pick<
    EventRecord,
    'checkins' | 'ratingSum' | 'ratingCount' | 'ratingAverage' | 'lastVisit' | 'state' | 'listing'
  >
>

/** Check-in order: negative when `a` comes first (later visit, then later written, then larger id). */
export function compareCheckinOrder(a: CheckinPosition, b: CheckinPosition): number {
  if (a.visitDate !== b.visitDate) return a.visitDate > b.visitDate ? -1 : 1
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? -1 : 1
  if (a.id !== b.id) return a.id > b.id ? -1 : 1
  return 0
}

export function positionOfCheckin(c: CheckinRecord): CheckinPosition {
  return { visitDate: c.visitDate, updatedAt: c.updatedAt, id: c.id }
}

/** Check-ins that say the place is there: they count for `lastVisit`. */
export function confirmsPlace(c: Pick<CheckinRecord, 'state'>): boolean {
  return c.state !== 'gone'
}

export interface SummaryChange {
  removed: readonly CheckinRecord[]
  added?: CheckinRecord
  /**
   * The first removed.length + 1 check-ins of the event in check-in order, as stored before the change,
   * and the same of those that confirm the place: enough to find the latest once `removed` are gone.
   */
  latest: readonly CheckinRecord[]
  latestConfirming: readonly CheckinRecord[]
}

function first(candidates: CheckinRecord[]): CheckinRecord | undefined {
  return [...candidates].sort(compareCheckinOrder)[0]
}

export function summaryAfter(event: EventRecord, change: SummaryChange): SummaryFields {
  const removedIds = new Set(change.removed.map((c) => c.id))
  const rated = (list: readonly (CheckinRecord | undefined)[]) =>
    list.filter((c): c is CheckinRecord => c !== undefined && c.rating !== null)
  const ratingSum =
    (event.ratingSum ?? 0) -
    rated(change.removed).reduce((sum, c) => sum + (c.rating ?? 0), 0) +
    (change.added?.rating ?? 0)
  const ratingCount = (event.ratingCount ?? 0) - rated(change.removed).length + rated([change.added]).length
  const keep = (list: readonly CheckinRecord[]) => list.filter((c) => !removedIds.has(c.id))
  const added = change.added ? [change.added] : []
  const latest = first([...keep(change.latest), ...added])
  const latestConfirming = first([...keep(change.latestConfirming), ...added.filter(confirmsPlace)])
  const state = latest?.state ?? 'as-described'
  return {
    checkins: (event.checkins ?? 0) - change.removed.length + added.length,
    ratingSum,
    ratingCount,
    ratingAverage: ratingCount > 0 ? ratingSum / ratingCount : null,
    lastVisit: latestConfirming?.visitDate ?? null,
    state,
    listing: listingOf({ hidden: event.hidden, state }),
  }
}

/** The document id of a user's check-in on an event for a visit day: one per the three. */
export function checkinId(eventId: string, userId: string, visitDate: string): string {
  return `${eventId}_${userId}_${visitDate}`
}
