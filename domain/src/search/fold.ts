// The one folding rule of search: indexer, query parser and highlighter all see text through it, so
// "cierna voda" and "ČIERNA VODA" are the same words. Lower case, accents split off (NFD) and dropped, and
// the few letters NFD cannot split spelled out the way a traveller would type them on a phone.
const SPELLED_OUT: Readonly<Record<string, string>> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ı: 'i',
  // the Greek final sigma, so a word folds the same whether or not it ends the text
  ς: 'σ',
}
const SPELLED_OUT_PATTERN = /[łđðøßæœþıς]/g
const COMBINING_MARKS = /\p{M}/gu

/** Lower case, no accents: "Štrbské Pleso" → "strbske pleso". Punctuation stays (words splits on it). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPELLED_OUT_PATTERN, (c) => SPELLED_OUT[c] ?? c)
}

/** A folded text with, for each of its UTF-16 units, the span of the original text it came from. */
export interface FoldedWithOffsets {
  text: string
  /** start[i]: offset in the original of the character folded[i] came from */
  start: number[]
  /** end[i]: offset just past that character */
  end: number[]
}

/**
 * fold(), one character at a time, remembering where each folded character came from: the highlighter
 * maps a match in folded text back onto the title as written. (Folding each character alone gives the
 * same text as folding the whole: every step above works per character once marks are dropped.)
 */
export function foldWithOffsets(original: string): FoldedWithOffsets {
  const start: number[] = []
  const end: number[] = []
  let text = ''
  let offset = 0
  for (const char of original) {
    const folded = fold(char)
    for (let i = 0; i < folded.length; i++) {
      start.push(offset)
      end.push(offset + char.length)
    }
    text += folded
    offset += char.length
  }
  return { text, start, end }
}
