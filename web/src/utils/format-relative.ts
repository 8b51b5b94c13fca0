// "3 weeks ago", "včera": how long ago a calendar day was, in the reader's language (Intl.RelativeTimeFormat).
// Days count in UTC between two YYYY-MM-DD days, so the time zone never shifts them.
const LOCALES: Record<string, string> = { en: 'en-GB', sk: 'sk-SK' }
const DAY_MS = 86_400_000

const formatters = new Map<string, Intl.RelativeTimeFormat>()

function formatter(locale: string): Intl.RelativeTimeFormat {
  let format = formatters.get(locale)
  if (!format) formatters.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  return format
}

/** Whole days from `day` to `today` (both YYYY-MM-DD); NaN when either is not a date. */
export function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS)
}

/** "today", "3 days ago", "2 weeks ago", "5 months ago", "2 years ago"; the day itself when it is not one. */
export function formatDaysAgo(day: string, today: string, lang: string): string {
  const days = Math.max(0, daysBetween(day, today))
  if (Number.isNaN(days)) return day
  const base = lang.split('-')[0] ?? 'en'
  const format = formatter(LOCALES[base] ?? lang)
  if (days < 7) return format.format(-days, 'day')
  if (days < 31) return format.format(-Math.round(days / 7), 'week')
  if (days < 365) return format.format(-Math.max(1, Math.round(days / 30.44)), 'month')
  return format.format(-Math.max(1, Math.floor(days / 365.25)), 'year')
}
