// Words of a text, as search sees them: folded (fold.ts), split on anything that is not a letter or a
// digit, so punctuation, dashes, slashes and apostrophes separate words ("Košice-Barca" → kosice, barca).
import { fold, foldWithOffsets } from './fold'

const WORD = /[\p{L}\p{N}]+/gu
/** Words joined by a hyphen only ("off-road", "Rača-Krasňany"), also found written as one word. */
const HYPHENATED = /[\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)+/gu
const HYPHEN = /[-‐]/g

/** The folded words of `text`, in order, repeats included. */
export function foldedWords(text: string): string[] {
  return fold(text).match(WORD) ?? []
}

/**
 * What the index holds for `text`: every folded word, and each hyphenated compound also written as one
 * word, so "offroad" finds "off-road" (as does "off road").
 */
export function indexedWords(text: string): string[] {
  const folded = fold(text)
  const words: string[] = folded.match(WORD) ?? []
  // (the test first: most texts have no hyphen, and the compound pattern is the slow part)
  if (folded.includes('-') || folded.includes('‐'))
    for (const compound of folded.match(HYPHENATED) ?? []) words.push(compound.replace(HYPHEN, ''))
  return words
}

/** A word of an original text: its folded form and the span it covers in the original. */
export interface WordSpan {
  word: string
  /** the original offset of each character of `word` (a compound skips its hyphens) */
  start: number[]
  end: number[]
}

/** The words indexedWords() finds, with where each of their characters sits in the original text. */
export function wordSpans(original: string): WordSpan[] {
  const folded = foldWithOffsets(original)
  const spans: WordSpan[] = []
  const take = (from: number, to: number) => ({
    word: folded.text.slice(from, to),
    start: folded.start.slice(from, to),
    end: folded.end.slice(from, to),
  })
  for (const m of folded.text.matchAll(WORD)) spans.push(take(m.index, m.index + m[0].length))
  for (const m of folded.text.matchAll(HYPHENATED)) {
    const parts: WordSpan[] = []
    let at = m.index
    for (const part of m[0].split(HYPHEN)) {
      parts.push(take(at, at + part.length))
      at += part.length + 1
    }
    spans.push({
      word: parts.map((p) => p.word).join(''),
      start: parts.flatMap((p) => p.start),
      end: parts.flatMap((p) => p.end),
    })
  }
  return spans
}
