// A calendar day as typed and read in the page's language, and as forms keep it (ISO). Both languages put
// the day first: "29. 11. 2026" in Slovak, "29/11/2026" in English (en-GB, as the site shows dates).
// Typing is forgiving: . / - or spaces between the parts, no leading zeros needed, or an ISO date.
import { isIsoDate } from '@travel/domain'

const pad = (n: number) => String(n).padStart(2, '0')

/** The field's text for an ISO day; anything else (a half-typed text) is returned as it is. */
export function formatDateText(iso: string, lang: string): string {
  if (!isIsoDate(iso)) return iso
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return lang.startsWith('sk') ? `${day}. ${month}. ${year}` : `${pad(day)}/${pad(month)}/${year}`
}

/** The ISO day a typed text names, or undefined when it names none (a 31st of April, a two-digit year). */
export function parseDateText(text: string): string | undefined {
  const trimmed = text.trim()
  if (isIsoDate(trimmed)) return trimmed
  const parts = /^(\d{1,2})\s*[./-]?\s*(\d{1,2})\s*[./-]?\s*(\d{4})\.?$/.exec(trimmed.replace(/\s+/g, ' '))
  if (!parts) return undefined
  const iso = `${parts[3]}-${pad(Number(parts[2]))}-${pad(Number(parts[1]))}`
  return isIsoDate(iso) ? iso : undefined
}
