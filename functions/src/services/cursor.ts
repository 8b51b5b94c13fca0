// Opaque cursors: base64url of a JSON tuple naming the last item shown. Keyset pagination stays stable
// while items are added or deleted between pages: the next page starts strictly after that position,
// whether or not the item still exists. Each kind of list has its own tuple, so one is never misread.
import { isIsoDate } from '@travel/domain'
import type { CheckinPosition, EventPosition, ListSort, NearPosition } from '../store/port'
import { isSafeId } from './ids'
import { invalid } from './service-error'

function encode(tuple: unknown[]): string {
  return Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url')
}

/** The tuple of `length` items in a cursor, or undefined when it is not base64url of one. */
function decode(cursor: string, length: number): unknown[] | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  return Array.isArray(parsed) && parsed.length === length ? (parsed as unknown[]) : undefined
}

/** Where a page starts: at the top without a cursor; a cursor this API did not make is refused. */
export function positionAfter<P>(
  cursor: string | undefined,
  decodeWith: (cursor: string) => P | undefined,
): P | undefined {
  if (cursor === undefined) return undefined
  const position = decodeWith(cursor)
  if (!position) throw invalid({ cursor: 'cursor_invalid' })
  return position
}

/**
 * GET /api/events: newest first, [date, id] of the last event shown; in another order, [sort, date,
 * lastVisit, ratingAverage, ratingCount, id], so a cursor of one order is never read in another.
 */
export function encodeCursor(position: EventPosition, sort: ListSort = 'newest'): string {
  if (sort === 'newest') return encode([position.date, position.id])
  const { date, lastVisit, ratingAverage, ratingCount, id } = position
  return encode([sort, date, lastVisit ?? null, ratingAverage ?? null, ratingCount ?? 0, id])
}

const isRating = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 1 && n <= 5

/** The position in a list cursor of that order, or undefined when it is not one this API made. */
export function decodeCursor(cursor: string, sort: ListSort = 'newest'): EventPosition | undefined {
  if (sort === 'newest') {
    const [date, id] = decode(cursor, 2) ?? []
    if (typeof date !== 'string' || !isIsoDate(date) || !isSafeId(id)) return undefined
    return { date, id }
  }
  const [kind, date, lastVisit, ratingAverage, ratingCount, id] = decode(cursor, 6) ?? []
  if (kind !== sort || typeof date !== 'string' || !isIsoDate(date) || !isSafeId(id)) return undefined
  if (lastVisit !== null && (typeof lastVisit !== 'string' || !isIsoDate(lastVisit))) return undefined
  if (ratingAverage !== null && !isRating(ratingAverage)) return undefined
  if (typeof ratingCount !== 'number' || !Number.isSafeInteger(ratingCount) || ratingCount < 0)
    return undefined
  return { date, id, lastVisit, ratingAverage, ratingCount }
}

/** A near answer: ["near", distanceKm, id] of the last event shown. */
export function encodeNearCursor(position: NearPosition): string {
  return encode(['near', position.distanceKm, position.id])
}

/** The position in a near cursor, or undefined when it is not one this API made. */
export function decodeNearCursor(cursor: string): NearPosition | undefined {
  const [kind, distanceKm, id] = decode(cursor, 3) ?? []
  if (kind !== 'near' || typeof distanceKm !== 'number' || !Number.isFinite(distanceKm) || distanceKm < 0)
    return undefined
  return isSafeId(id) ? { distanceKm, id } : undefined
}

/** A check-in list: ["checkin", visitDate, updatedAt, id] of the last check-in shown. */
export function encodeCheckinCursor(position: CheckinPosition): string {
  return encode(['checkin', position.visitDate, position.updatedAt, position.id])
}

/** The position in a check-in cursor, or undefined when it is not one this API made. */
export function decodeCheckinCursor(cursor: string): CheckinPosition | undefined {
  const [kind, visitDate, updatedAt, id] = decode(cursor, 4) ?? []
  if (kind !== 'checkin' || typeof visitDate !== 'string' || !isIsoDate(visitDate)) return undefined
  if (typeof updatedAt !== 'string' || updatedAt.length > 40 || !isSafeId(id)) return undefined
  return { visitDate, updatedAt, id }
}

/**
 * A cursor of [kind, a time, an id or key] of the last item shown: `time` and `id` name the position's
 * fields, and `isId` which ids this list can hold, so a cursor of another list is never read in this one.
 */
function timeAndIdCursor<T extends string, I extends string>(
  kind: string,
  time: T,
  id: I,
  isId: (value: unknown) => value is string,
) {
  type Position = Record<T, string> & Record<I, string>
  return {
    encode: (position: Position): string => encode([kind, position[time], position[id]]),
    /** The position in such a cursor, or undefined when it is not one this API made. */
    decode: (cursor: string): Position | undefined => {
      const [k, at, key] = decode(cursor, 3) ?? []
      if (k !== kind || typeof at !== 'string' || at.length > 40 || !isId(key)) return undefined
      return { [time]: at, [id]: key } as Position
    },
  }
}

const shortText =
  (max: number) =>
  (value: unknown): value is string =>
    typeof value === 'string' && value.length <= max

/** An event's history, the revisions newest first. */
export const revisionCursor = timeAndIdCursor('revision', 'at', 'id', isSafeId)
/** A traveller's notices, newest first. */
export const noticeCursor = timeAndIdCursor('notice', 'createdAt', 'id', shortText(200))
/** The moderation queue, by the first report of each item. */
export const queueCursor = timeAndIdCursor('queue', 'firstReportedAt', 'key', shortText(400))
/** The moderation log, newest first. */
export const logCursor = timeAndIdCursor('log', 'at', 'id', shortText(200))
