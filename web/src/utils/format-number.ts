// Numbers of a route in the reader's language: "1,234.5 km" in English, "1 234,5 km" in Slovak.
// Intl's unit formats give each language its own separators and unit spelling; formatters are cached,
// as a list formats a distance per card.
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(
  lang: string,
  unit: string,
  maximumFractionDigits: number,
  unitDisplay: 'short' | 'long' = 'short',
) {
  const key = `${lang}|${unit}|${maximumFractionDigits}|${unitDisplay}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay, maximumFractionDigits })
    formatters.set(key, format)
  }
  return format
}

/** "72.4 km"; under 10 km two decimals would be noise, so one everywhere. */
export function formatKm(km: number, lang: string): string {
  return formatter(lang, 'kilometer', 1).format(km)
}

/** "2,250 m" */
export function formatMetres(metres: number, lang: string): string {
  return formatter(lang, 'meter', 0).format(Math.round(metres))
}

/** "4 hr 50 min" or, for trips over days, "12 days 4 hr" in English; "4 h 50 min", "12 dní 4 h" in Slovak. */
export function formatDuration(seconds: number, lang: string): string {
  const minutes = Math.round(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts =
    days > 0
      ? [
          formatter(lang, 'day', 0, 'long').format(days),
          hours ? formatter(lang, 'hour', 0).format(hours) : '',
        ]
      : [hours ? formatter(lang, 'hour', 0).format(hours) : '', formatter(lang, 'minute', 0).format(rest)]
  return parts.filter(Boolean).join(' ')
}

/** "3.2 MB", "850 kB" in the reader's language (storage sizes; decimal units, as browsers report them). */
export function formatBytes(bytes: number, lang: string): string {
  if (bytes < 1_000_000) return formatter(lang, 'kilobyte', 0).format(Math.ceil(bytes / 1000))
  return formatter(lang, 'megabyte', 1).format(bytes / 1_000_000)
}
