// The opaque cursor of GET /api/events: base64url of [date, id] of the last event shown. Keyset
// pagination on (date desc, id desc) stays stable while events are added or deleted between pages:
// the next page starts strictly after that position, whether or not the event still exists.
import { isIsoDate } from '@travel/domain'
import type { CheckinPosition, EventPosition, NearPosition } from '../store/store'
import { isSafeId } from './ids'

export function encodeCursor(position: EventPosition): string {
  return Buffer.from(JSON.stringify([position.date, position.id]), 'utf8').toString('base64url')
}

/** The position in a cursor, or undefined when it is not one this API made. */
export function decodeCursor(cursor: string): EventPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined
  const [date, id] = parsed as unknown[]
  if (typeof date !== 'string' || !isIsoDate(date) || !isSafeId(id)) return undefined
  return { date, id }
}

/**
 * The cursor of a near answer: base64url of ["near", distanceKm, id] of the last event shown. Its own
 * shape, so a list cursor sent with `near` (or the other way round) is refused, not misread.
 */
export function encodeNearCursor(position: NearPosition): string {
  return Buffer.from(JSON.stringify(['near', position.distanceKm, position.id]), 'utf8').toString('base64url')
}

/** The position in a near cursor, or undefined when it is not one this API made. */
export function decodeNearCursor(cursor: string): NearPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== 'near') return undefined
  const [, distanceKm, id] = parsed as unknown[]
  if (typeof distanceKm !== 'number' || !Number.isFinite(distanceKm) || distanceKm < 0 || !isSafeId(id))
    return undefined
  return { distanceKm, id }
}

/** The cursor of a check-in list: base64url of ["checkin", visitDate, updatedAt, id] of the last shown. */
export function encodeCheckinCursor(position: CheckinPosition): string {
  const tuple = ['checkin', position.visitDate, position.updatedAt, position.id]
  return Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url')
}

/** The position in a check-in cursor, or undefined when it is not one this API made. */
export function decodeCheckinCursor(cursor: string): CheckinPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== 'checkin') return undefined
  const [, visitDate, updatedAt, id] = parsed as unknown[]
  if (typeof visitDate !== 'string' || !isIsoDate(visitDate)) return undefined
  if (typeof updatedAt !== 'string' || updatedAt.length > 40 || !isSafeId(id)) return undefined
  return { visitDate, updatedAt, id }
}
