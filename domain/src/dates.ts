// Event dates travel as ISO calendar days (YYYY-MM-DD). "Today" is the caller's local day, so a user in
// a time zone ahead of UTC can still post an event that happened today; the server allows one day of
// slack for the same reason.
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export function toIsoDate(date: Date): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now)
}

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
}

/** The latest date accepted: today, plus one day of slack for time zones ahead of the checker's. */
export function latestAllowedDate(now: Date = new Date(), slackDays = 0): string {
  const d = new Date(now)
  d.setDate(d.getDate() + slackDays)
  return toIsoDate(d)
}

export function isNotAfterToday(value: string, now: Date = new Date(), slackDays = 0): boolean {
  return isIsoDate(value) && value <= latestAllowedDate(now, slackDays)
}

/** Events are travel of the motor age: a date before 1900 is a typing mistake (0024 for 2024). */
export const EARLIEST_YEAR = 1900

export function isNotBeforeEarliestYear(value: string): boolean {
  return Number(value.slice(0, 4)) >= EARLIEST_YEAR
}
