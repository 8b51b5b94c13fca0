// The events' part of any Firestore transaction: removing an event takes its wishlist entries and its
// check-ins with it, whichever capability began the transaction (a deletion, a moderator's decision).
import { checkinOf, checkinsWhere } from '../checkins/firestore-tx'
import type { CheckinRecord } from '../checkins/port'
import { readRevisionsRemoval } from '../history/firestore-tx'
import { readSuggestionsRemoval } from '../suggestions/firestore-tx'
import { wishlistWhere } from '../lists/firestore-tx'
import type { RevisionAuthor } from '../history/port'
import { writeRevision } from '../history/firestore-tx'
import { revisionOf } from '../history/revision'
import { defined } from '../shared/collections'
import type { FirestoreTx, Writes } from '../shared/firestore-tx'
import { eventDocument, eventOf } from './firestore-doc'
import type { EventChanges, EventRecord } from './port'

export interface EventChange {
  current: EventRecord
  /** writes the changed event, and its revision when `by` says who made the change */
  write(changes: EventChanges, by?: RevisionAuthor): EventRecord
}

/** Reads the event in the transaction for a change of it; null when it is gone. */
export async function readEventChange(t: FirestoreTx, id: string): Promise<EventChange | null> {
  const ref = t.in.events().doc(id)
  const snap = await t.tx.get(ref)
  if (!snap.exists) return null
  const current = eventOf(snap)
  return {
    current,
    write(changes, by) {
      const next: EventRecord = { ...current, ...defined(changes), id }
      t.tx.set(ref, eventDocument(next))
      if (by) writeRevision(t, revisionOf(current, next, by))
      return next
    },
  }
}

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
  const [entries, onEvent, revisions, suggestions] = await Promise.all([
    wishlistWhere(t, 'eventId', id),
    checkinsWhere(t, 'eventId', id),
    readRevisionsRemoval(t, id),
    readSuggestionsRemoval(t, id),
  ])
  return {
    event: eventOf(snap),
    checkins: onEvent.docs.map(checkinOf),
    write: () => {
      for (const entry of entries.docs) t.tx.delete(entry.ref)
      for (const c of onEvent.docs) t.tx.delete(c.ref)
      revisions()
      suggestions()
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
