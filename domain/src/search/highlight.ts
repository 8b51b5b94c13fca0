// Which parts of a text a search matched, for <mark> in card titles: the beginning of each word that a
// search word begins, mapped back onto the text as written ("Štrbské" for "strb" marks "Štrb").
import { searchTerms } from './query'
import { wordSpans } from './words'

export interface TextRange {
  start: number
  end: number
}

/** Ranges of `text` matched by the search `query`, in order and never overlapping. */
export function highlightRanges(text: string, query: string): TextRange[] {
  const terms = searchTerms(query)
  if (!terms.length) return []
  const ranges: TextRange[] = []
  for (const span of wordSpans(text)) {
    // The longest search word that begins this word decides how much of it is marked.
    let length = 0
    for (const term of terms) if (term.length > length && span.word.startsWith(term)) length = term.length
    if (!length) continue
    // From the word's first character to the last one matched (across a compound's hyphen).
    const start = span.start[0]
    const end = span.end[length - 1]
    if (start !== undefined && end !== undefined) ranges.push({ start, end })
  }
  return merge(ranges)
}

function merge(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end)
  const out: TextRange[] = []
  for (const r of sorted) {
    const last = out[out.length - 1]
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end)
    else out.push({ ...r })
  }
  return out
}

/** The text cut into parts, each marked or not: what a title renders. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = []
  let at = 0
  for (const r of highlightRanges(text, query)) {
    if (r.start > at) parts.push({ text: text.slice(at, r.start), match: false })
    parts.push({ text: text.slice(r.start, r.end), match: true })
    at = r.end
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false })
  return parts
}
