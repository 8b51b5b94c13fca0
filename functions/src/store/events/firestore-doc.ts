// An event's Firestore document: its record's fields, the words it is found by and its position as two
// numbers. Every capability that reads or writes an event inside its own transaction converts here.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'
import { eventSearchIndex } from '@travel/domain'
import { hasPosition } from '../../geo/near'
import { withoutId } from '../shared/collections'
import type { EventRecord } from './port'

/**
 * The search index stored beside an event's fields (search-page.ts): written with every create and
 * update, never returned as part of the record.
 */
export const SEARCH_FIELD = 'searchWords'

export interface EventDocument extends Omit<EventRecord, 'id'> {
  [SEARCH_FIELD]?: string[]
  /** the position as two numbers, which the map's count queries average (EventStore.countCells) */
  lat?: number | null
  lng?: number | null
}

export function eventOf(snap: DocumentSnapshot<DocumentData>): EventRecord {
  const { [SEARCH_FIELD]: _words, lat: _lat, lng: _lng, ...fields } = snap.data() as EventDocument
  return { ...fields, id: snap.id }
}

/** What an event's document holds: its fields, the words it is found by and its position as numbers. */
export function eventDocument(event: EventRecord): EventDocument {
  const placed = hasPosition(event.coordinates)
  return {
    ...withoutId(event),
    [SEARCH_FIELD]: eventSearchIndex(event),
    lat: placed ? (event.coordinates[0] ?? null) : null,
    lng: placed ? (event.coordinates[1] ?? null) : null,
  }
}
