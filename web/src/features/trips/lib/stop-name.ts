// What a stop is called on every screen of a trip.
import type { TripStopDto } from '@travel/domain'

/** Its event's title as it is now, else the name it was added with (a removed event, a free point). */
export function stopName(stop: TripStopDto): string {
  return stop.kind === 'event' ? (stop.event?.title ?? stop.name) : stop.name
}
