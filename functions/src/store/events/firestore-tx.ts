// The events' part of any Firestore transaction: removing an event takes its wishlist entries and its
// check-ins with it, whichever capability began the transaction (a deletion, a moderator's decision).
import { checkinOf, checkinsWhere } from '../checkins/firestore-tx'
import type { CheckinRecord } from '../checkins/port'
import { readRevisionsRemoval } from '../history/firestore-tx'
import { wishlistWhere } from '../lists/firestore-tx'
import type { FirestoreTx, Writes } from '../shared/firestore-tx'
import { eventOf } from './firestore-doc'
import type { EventRecord } from './port'

export interface EventRemoval {
  event: EventRecord
  /** its check-ins, which go with it */
  checkins: CheckinRecord[]
  write: Writes
}

/**
 * Reads the event, its wishlist entries and its check-ins in the transaction; null when it is gone.
 * Reading the event locks it, so a concurrent wishlist add or check-in (which read it too) cannot slip in.
 */
export async function readEventRemoval(t: FirestoreTx, id: string): Promise<EventRemoval | null> {
  const ref = t.in.events().doc(id)
  const snap = await t.tx.get(ref)
  if (!snap.exists) return null
  const [entries, onEvent, revisions] = await Promise.all([
    wishlistWhere(t, 'eventId', id),
    checkinsWhere(t, 'eventId', id),
    readRevisionsRemoval(t, id),
  ])
  return {
    event: eventOf(snap),
    checkins: onEvent.docs.map(checkinOf),
    write: () => {
      for (const entry of entries.docs) t.tx.delete(entry.ref)
      for (const c of onEvent.docs) t.tx.delete(c.ref)
      revisions()
      t.tx.delete(ref)
    },
  }
}

/** The files of an event (its image, thumbnail and route) and of what went with it, to delete once it is. */
export function filesOfEvent(event: EventRecord, photos: readonly string[]): string[] {
  return [event.image, event.thumbnail, event.gpxFile, ...photos].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  )
}
