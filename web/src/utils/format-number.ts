// Numbers of a route in the reader's language: "1,234.5 km" in English, "1 234,5 km" in Slovak.
// Intl's unit formats give each language its own separators and unit spelling; formatters are cached,
// as a list formats a distance per card.
const formatters = new Map<string, Intl.NumberFormat>()

// Intl puts a plain space between a number and its unit ("50 km"), where a line may break; the site keeps
// a unit on the line of its number (docs/slovak-glossary.md). Only spaces inside one number-and-unit
// change: the space between "4 h" and "50 min" of a duration may still break.
const unitSpace = / /g
const keepTogether = (text: string) => text.replace(unitSpace, '\u00a0')

/** A number with its unit in the reader's language, the unit never on a line of its own. */
export function formatUnit(
  value: number,
  lang: string,
  unit: string,
  maximumFractionDigits: number,
  unitDisplay: 'short' | 'long' = 'short',
): string {
  return keepTogether(formatter(lang, unit, maximumFractionDigits, unitDisplay).format(value))
}

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
  return formatUnit(km, lang, 'kilometer', 1)
}

/** "2,250 m" */
export function formatMetres(metres: number, lang: string): string {
  return formatUnit(Math.round(metres), lang, 'meter', 0)
}

/** "4 hr 50 min" or, for trips over days, "12 days 4 hr" in English; "4 h 50 min", "12 dní 4 h" in Slovak. */
export function formatDuration(seconds: number, lang: string): string {
  const minutes = Math.round(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  const parts =
    days > 0
      ? [formatUnit(days, lang, 'day', 0, 'long'), hours ? formatUnit(hours, lang, 'hour', 0) : '']
      : [hours ? formatUnit(hours, lang, 'hour', 0) : '', formatUnit(rest, lang, 'minute', 0)]
  return parts.filter(Boolean).join(' ')
}

/** A storage size in the reader's language, in decimal units (kB, MB) as browsers report them. */
export function formatBytes(bytes: number, lang: string): string {
  if (bytes < 1_000_000) return formatUnit(Math.ceil(bytes / 1000), lang, 'kilobyte', 0)
  return formatUnit(bytes / 1_000_000, lang, 'megabyte', 1)
}

const HEMISPHERES: Record<string, { north: string; south: string; east: string; west: string }> = {
  sk: { north: 's.\u00a0š.', south: 'j.\u00a0š.', east: 'v.\u00a0d.', west: 'z.\u00a0d.' },
}

/**
 * A place as the reader sees it, to four decimals (about ten metres). English keeps the form maps print
 * and accept, "48.1486, 17.1077"; Slovak writes a decimal comma, so a comma cannot also part latitude
 * from longitude: "48,1486° s. š., 17,1077° v. d.", as Slovak atlases write them.
 */
export function formatPlace(lat: number, lng: number, lang: string): string {
  const names = HEMISPHERES[lang.split('-')[0] ?? '']
  if (!names) return `${lat.toFixed(4)}, ${lng.toFixed(4)}`
  let format = formatters.get(`${lang}|place`)
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 4, maximumFractionDigits: 4 })
    formatters.set(`${lang}|place`, format)
  }
  const latText = `${format.format(Math.abs(lat))}°\u00a0${lat < 0 ? names.south : names.north}`
  const lngText = `${format.format(Math.abs(lng))}°\u00a0${lng < 0 ? names.west : names.east}`
  return `${latText}, ${lngText}`
}

const ratingFormatters = new Map<string, Intl.NumberFormat>()

/** An average rating with one decimal: "4.5" in English, "4,5" in Slovak. */
export function formatRating(value: number, lang: string): string {
  let format = ratingFormatters.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    ratingFormatters.set(lang, format)
  }
  return format.format(value)
}
