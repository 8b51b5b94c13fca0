// Equal stretches of the event id space, so a reader can take a known share of the events at a time (the
// sitemap's parts, docs/rendering.md): ids made by newId are uniform over its alphabet, so each of n
// ranges holds about 1/n of them, and every possible id, made by newId or not, falls in exactly one.
import { ALPHABET } from '../shared/new-id'
import type { IdRange } from './port'

/** The alphabet in the order both stores compare ids in: code units, as Firestore's bytes for ASCII. */
const SORTED = [...ALPHABET].sort().join('')
/** Boundaries of this many characters split the space finely enough for any number of ranges used. */
const DIGITS = 5
const SPACE = SORTED.length ** DIGITS

/** Where range `index` of `ranges` begins: the id that many parts of the way through the space. */
function boundary(index: number, ranges: number): string {
  let value = Math.floor((index * SPACE) / ranges)
  let id = ''
  for (let i = 0; i < DIGITS; i++) {
    id = SORTED[value % SORTED.length] + id
    value = Math.floor(value / SORTED.length)
  }
  return id
}

/**
 * The `index`-th (from 0) of `ranges` equal ranges of ids. The first is open below and the last open
 * above, so ids outside the alphabet (a seed's, a slug with "-" or "_") are covered too.
 */
export function idRange(index: number, ranges: number): IdRange {
  if (!Number.isInteger(ranges) || ranges < 1 || ranges > SPACE)
    throw new RangeError(`ranges must be a whole number from 1 to ${SPACE}`)
  if (!Number.isInteger(index) || index < 0 || index >= ranges)
    throw new RangeError(`index must be a whole number below ${ranges}`)
  return {
    from: index === 0 ? null : boundary(index, ranges),
    to: index === ranges - 1 ? null : boundary(index + 1, ranges),
  }
}

/** Whether `id` lies in the range: from (included) up to to (excluded). */
export function inIdRange(id: string, { from, to }: IdRange): boolean {
  return (from === null || id >= from) && (to === null || id < to)
}
