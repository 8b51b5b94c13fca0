// Gives every stored event the geohash of its position: events saved before near queries existed have
// none, and a near query or the map on Firestore could not find them. Safe to run any number of times:
// an event is written only when its stored geohash differs from the one its coordinates give.
import type { EventPosition, EventRecord, Store } from './store'
import { geohashOf } from '../geo/near'

const PAGE = 100

/** Answers how many events were updated. */
export async function backfillGeohashes(store: Store): Promise<number> {
  const waiting: EventRecord[] = []
  let after: EventPosition | undefined
  do {
    const page = await store.listEvents({}, PAGE, after)
    for (const event of page.events) if (event.geohash !== geohashOf(event.coordinates)) waiting.push(event)
    after = page.next ?? undefined
  } while (after)
  for (const event of waiting)
    // a computed field, not an edit by the owner: updatedAt stays
    await store.updateEvent(event.id, { geohash: geohashOf(event.coordinates), updatedAt: event.updatedAt })
  return waiting.length
}
