// The words an event can be found by, stored on the event (`searchWords`): every beginning of every word
// of its title and description in both versions and its country and section names in both languages,
// bounded so the index stays cheap to write. What is in it and why: docs/search.md, "The stored words".
import { amenityTokens, type Amenities } from '../amenities'
import type { Country } from '../countries'
import type { Section } from '../sections'
import { COUNTRY_SEARCH_NAMES, MAIN_SECTION_SEARCH_NAMES, SUBSECTION_SEARCH_NAMES } from './names'
import { indexedWords } from './words'

/** Letters of a word that count: a longer query word is compared on its first this many. */
export const SEARCH_PREFIX_MAX = 16
/** Entries (word beginnings) stored per event at most. */
export const SEARCH_INDEX_MAX = 600

export interface SearchableEvent {
  title: string
  description: string
  /** the other language's version, found by its words as the original is */
  translation?: { title: string; description: string } | null
  country: Country
  section: Section
  amenities?: Amenities | null
}

/** The words of each country's and section's names, worked out once (every event reuses them). */
const nameWords = new Map<string, string[]>()
function wordsOfNames(key: string, names: readonly string[] | undefined): string[] {
  let words = nameWords.get(key)
  // (no names: a stored record with a key this version does not know, met by the backfill)
  if (!words) nameWords.set(key, (words = (names ?? []).flatMap(indexedWords)))
  return words
}

/** The words an event is found by, most important first. */
function wordsOf(event: SearchableEvent): string[][] {
  const { country, section } = event
  const countries: Partial<Record<string, readonly string[]>> = COUNTRY_SEARCH_NAMES
  const mains: Partial<Record<string, readonly string[]>> = MAIN_SECTION_SEARCH_NAMES
  const subs: Partial<Record<string, readonly string[]>> = SUBSECTION_SEARCH_NAMES
  return [
    indexedWords(event.title),
    event.translation ? indexedWords(event.translation.title) : [],
    wordsOfNames(`country:${country}`, countries[country]),
    wordsOfNames(`main:${section.main}`, mains[section.main]),
    section.sub ? wordsOfNames(`sub:${section.sub}`, subs[section.sub]) : [],
    indexedWords(event.description),
    event.translation ? indexedWords(event.translation.description) : [],
  ]
}

/**
 * The event's index: each word's beginnings from one letter up to SEARCH_PREFIX_MAX, without repeats,
 * sorted (so two computations of the same event compare equal). A word is taken whole or not at all;
 * the first that does not fit ends the list. The event's fact tokens (amenities.ts) come on top of the
 * words: they are few and never crowd a word out.
 */
export function eventSearchIndex(event: SearchableEvent): string[] {
  const entries = new Set<string>()
  fill: for (const words of wordsOf(event)) {
    for (const word of words) {
      const length = Math.min(word.length, SEARCH_PREFIX_MAX)
      // Every word adds all its beginnings, so when one is there every shorter one is too: only those
      // longer than the longest already there are new.
      let known = length
      while (known > 0 && !entries.has(word.slice(0, known))) known--
      if (entries.size + (length - known) > SEARCH_INDEX_MAX) break fill
      for (let n = known + 1; n <= length; n++) entries.add(word.slice(0, n))
    }
  }
  for (const token of amenityTokens(event.amenities)) entries.add(token)
  return [...entries].sort()
}
