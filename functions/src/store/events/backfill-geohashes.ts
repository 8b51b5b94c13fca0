// Gives every stored event the geohash of its position (events saved before near queries have none) and,
// on Firestore, the lat/lng the map's counts average. Safe to run any number of times: an event is
// written only when its stored geohash differs from its coordinates' or its lat/lng are missing.
import type { Store } from '../port'
import { geohashOf } from '../../geo/near'
import { storedEventsWhere } from './stored-events-where'

/** Answers how many events were updated. */
export async function backfillGeohashes(store: Store): Promise<number> {
  const waiting = await storedEventsWhere(store, (event) => event.geohash !== geohashOf(event.coordinates))
  for (const event of waiting)
    // a computed field, not an edit by the owner: updatedAt stays
    await store.events.updateEvent(event.id, {
      geohash: geohashOf(event.coordinates),
      updatedAt: event.updatedAt,
    })
  const done = new Set(waiting.map((e) => e.id))
  const unplaced = (await store.events.eventsWithoutMapPosition()).filter((id) => !done.has(id))
  // saved again as they are: every save writes the map's fields with the geohash
  for (const event of await store.events.getEvents(unplaced))
    await store.events.updateEvent(event.id, { updatedAt: event.updatedAt })
  return waiting.length + unplaced.length
}
