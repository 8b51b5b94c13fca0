// Dates in the local format of the chosen language (docs/screens.md: "date in local format").
// Event dates are calendar days (YYYY-MM-DD): they are read as that day wherever the reader is, never
// shifted by the time zone as `new Date('2024-05-01')` (UTC midnight) would.
const LOCALES: Record<string, string> = { en: 'en-GB', sk: 'sk-SK' }

function toDate(iso: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

// Creating an Intl.DateTimeFormat costs far more than formatting with one (a list of cards formats a
// date per card): one per locale and style.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, style: 'long' | 'medium' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`
  let format = formatters.get(key)
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: style })))
  return format
}

/** "14 March 2024" in English, "14. marca 2024" in Slovak; the input itself when it is not a date. */
export function formatDate(iso: string, lang: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const date = toDate(iso)
  if (!date) return iso
  const base = lang.split('-')[0] ?? 'en'
  return formatter(LOCALES[base] ?? lang, style).format(date)
}
