// The check-in summary an event carries, recomputed from a change (check-ins removed, one added) and the
// few latest check-ins read in the change's own transaction, so neither adapter reads them all.
import {
  compareCheckinOrder,
  DEFAULT_CHECKIN_STATE,
  factChecksAfter,
  factsOfChange,
  type FactChecks,
} from '@travel/domain'
import { listingOf, type EventRecord } from '../events/port'
import type { CheckinPosition, CheckinRecord } from './port'

export { compareCheckinOrder }

export type SummaryFields = Required<
  Pick<
    EventRecord,
    | 'checkins'
    | 'ratingSum'
    | 'ratingCount'
    | 'ratingAverage'
    | 'lastVisit'
    | 'state'
    | 'listing'
    | 'hiddenCheckins'
  >
>

export function positionOfCheckin(c: CheckinRecord): CheckinPosition {
  return { visitDate: c.visitDate, updatedAt: c.updatedAt, id: c.id }
}

/** Check-ins that say the place is there: they count for `lastVisit`. */
export function confirmsPlace(c: Pick<CheckinRecord, 'state'>): boolean {
  return c.state !== 'gone'
}

/**
 * How many of an event's latest check-ins a change must read: the removed ones and one more, and the
 * hidden ones, which may come first in check-in order but never count (docs/moderation.md).
 */
export function latestToRead(event: Pick<EventRecord, 'hiddenCheckins'>, removed: number): number {
  return removed + 1 + (event.hiddenCheckins ?? 0)
}

export interface SummaryChange {
  removed: readonly CheckinRecord[]
  added?: CheckinRecord
  /**
   * The first latestToRead(event, removed.length) check-ins of the event in check-in order, as stored
   * before the change, and the same of those that confirm the place: enough to find the latest shown
   * one once `removed` are gone. A check-in reports hide takes no part in the summary.
   */
  latest: readonly CheckinRecord[]
  latestConfirming: readonly CheckinRecord[]
  /**
   * For the facts the change answers (factsOfChange), the same first check-ins of those giving each answer,
   * by factAnswerKey (domain checkin-facts.ts)
   */
  latestAnswers?: Readonly<Record<string, readonly CheckinRecord[]>>
}

function first(candidates: CheckinRecord[]): CheckinRecord | undefined {
  return [...candidates].sort(compareCheckinOrder)[0]
}

const shown = (c: CheckinRecord) => c.hidden !== true

export function summaryAfter(
  event: EventRecord,
  change: SummaryChange,
): SummaryFields & { factChecks?: FactChecks } {
  const removedIds = new Set(change.removed.map((c) => c.id))
  const removed = change.removed.filter(shown)
  const added = change.added && shown(change.added) ? [change.added] : []
  const rated = (list: readonly CheckinRecord[]) => list.filter((c) => c.rating !== null)
  const ratingSum =
    (event.ratingSum ?? 0) -
    rated(removed).reduce((sum, c) => sum + (c.rating ?? 0), 0) +
    rated(added).reduce((sum, c) => sum + (c.rating ?? 0), 0)
  const ratingCount = (event.ratingCount ?? 0) - rated(removed).length + rated(added).length
  const keep = (list: readonly CheckinRecord[]) => list.filter((c) => !removedIds.has(c.id) && shown(c))
  const hiddenCheckins =
    (event.hiddenCheckins ?? 0) -
    (change.removed.length - removed.length) +
    (change.added && !shown(change.added) ? 1 : 0)
  const latest = first([...keep(change.latest), ...added])
  const latestConfirming = first([...keep(change.latestConfirming), ...added.filter(confirmsPlace)])
  const state = latest?.state ?? DEFAULT_CHECKIN_STATE
  return {
    checkins: (event.checkins ?? 0) - removed.length + added.length,
    ratingSum,
    ratingCount,
    ratingAverage: ratingCount > 0 ? ratingSum / ratingCount : null,
    lastVisit: latestConfirming?.visitDate ?? null,
    state,
    listing: listingOf({ hidden: event.hidden, state }),
    hiddenCheckins,
    // written only once some check-in answered a fact, so events without answers stay as they were
    ...(event.factChecks || factsOfChange(change.removed, change.added).length
      ? {
          factChecks: factChecksAfter(event.factChecks, {
            removed: change.removed,
            added: change.added,
            latestAnswers: change.latestAnswers ?? {},
          }),
        }
      : {}),
  }
}

/** The document id of a user's check-in on an event for a visit day: one per the three. */
export function checkinId(eventId: string, userId: string, visitDate: string): string {
  return `${eventId}_${userId}_${visitDate}`
}
