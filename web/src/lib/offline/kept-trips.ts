// A trip kept for offline use (docs/offline.md): its API answer beside the saved events' copies, and each
// of its event stops kept as a saved event is, held by the trip; letting the trip go lets go of them.
import type { ApiSuccess, TripDto } from '@travel/domain'
import { config } from '@/config/env'
import { KEPT_EVENTS_CACHE } from './caches'
import { keepOnlyOffline, offlineStorageSupported, tripHolder } from './kept-events'

const tripApiUrl = (tripId: string) => `${config.apiBase}/api/trips/${encodeURIComponent(tripId)}`
const eventStopsOf = (trip: TripDto) =>
  trip.stops.flatMap((stop) => (stop.kind === 'event' && stop.event ? [stop.eventId] : []))

/** Whether the trip is kept offline in this browser. */
export async function isTripKeptOffline(tripId: string): Promise<boolean> {
  if (!offlineStorageSupported()) return false
  return Boolean(await (await caches.open(KEPT_EVENTS_CACHE)).match(tripApiUrl(tripId)))
}

/**
 * Keeps the trip as it is now (its answer, the service worker's copy offline) and its event stops; run
 * again whenever it changes, it keeps the new stops and lets go of the removed ones.
 */
export async function keepTripOffline(trip: TripDto): Promise<void> {
  if (!offlineStorageSupported()) return
  const answer: ApiSuccess<TripDto> = { success: true, data: trip }
  await keepOnlyOffline(eventStopsOf(trip), tripHolder(trip._id), (cache) =>
    cache.put(tripApiUrl(trip._id), Response.json(answer)),
  )
}

export async function dropTripOffline(tripId: string): Promise<void> {
  if (!offlineStorageSupported()) return
  await keepOnlyOffline([], tripHolder(tripId), (cache) => cache.delete(tripApiUrl(tripId)))
}
