// Whether an event was visited lately: the "visited in the last 12 months" filter and the cards' mark.
// A module of its own, without the check-in schema, so that the list pages can use it without loading yup.

/** Visits within this many days count as recent: the "visited in the last 12 months" filter and badge. */
export const RECENT_VISIT_DAYS = 365

/** The first visit day that still counts as recent on `today` (YYYY-MM-DD). */
export function recentVisitSince(today: string): string {
  const day = new Date(`${today}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - RECENT_VISIT_DAYS)
  return day.toISOString().slice(0, 10)
}

/** True when someone found the event as described or changed within the last year. */
export function isRecentlyVisited(lastVisit: string | null, today: string): boolean {
  return lastVisit !== null && lastVisit >= recentVisitSince(today)
}
