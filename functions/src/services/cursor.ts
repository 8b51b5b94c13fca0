// The opaque cursor of GET /api/events: base64url of [date, id] of the last event shown. Keyset
// pagination on (date desc, id desc) stays stable while events are added or deleted between pages:
// the next page starts strictly after that position, whether or not the event still exists.
import { isIsoDate } from '@travel/domain'
import type { EventPosition } from '../store/store'
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
