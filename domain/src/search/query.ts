// What a search asks for: the `q` of GET /api/events, checked the same way by the API (a 400 with the
// message) and by the search field (the same message under it, no request sent).
import { SEARCH_TEXT_MAX, SEARCH_WORDS_MAX, type ValidationKey } from '../messages'
import { hasForbiddenCharacters } from '../text'
import { SEARCH_PREFIX_MAX } from './event-index'
import { foldedWords } from './words'

export type SearchParse =
  | { ok: true; text: string; words: string[] }
  | { ok: false; error: Extract<ValidationKey, `search_${string}`> }

/**
 * The words to look up: folded, cut to the letters that count, without repeats, and without a word that
 * begins another one ("tat tatry" asks exactly what "tatry" asks: a word beginning with "tatry" begins
 * with "tat").
 */
export function searchTerms(text: string): string[] {
  const words = [...new Set(foldedWords(text).map((w) => w.slice(0, SEARCH_PREFIX_MAX)))]
  return words.filter((w) => !words.some((other) => other !== w && other.startsWith(w)))
}

export function parseSearch(raw: string): SearchParse {
  // NUL, other control characters and lone surrogates are never typed; they are refused, not searched.
  if (hasForbiddenCharacters(raw, { multiLine: true })) return { ok: false, error: 'search_invalid' }
  const text = raw.trim()
  if (text.length === 0 || text.length > SEARCH_TEXT_MAX) return { ok: false, error: 'search_length' }
  const typed = foldedWords(text)
  if (typed.length === 0) return { ok: false, error: 'search_no_words' }
  if (typed.length > SEARCH_WORDS_MAX) return { ok: false, error: 'search_too_many_words' }
  return { ok: true, text, words: searchTerms(text) }
}
