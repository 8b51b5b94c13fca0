// The trips capability's port (docs/trips.md): a traveller's trips, their ordered stops and the one
// private link per trip. Every change checks the trip's version in its own transaction.
import type { LatLng, Vehicle } from '@travel/domain'
import type { EventRecord } from '../events/port'

/** trips/{id} (docs/data-model.md) */
export interface TripRecord {
  id: string
  ownerId: string
  name: string
  /** YYYY-MM-DD or null */
  startDate: string | null
  vehicle: Vehicle
  /** raised by one on every change; a change that names another version is refused */
  version: number
  /** how many stops the trip holds, kept with them so the limit needs no count */
  stopCount: number
  /** the itinerary event the trip was published as */
  publishedEventId: string | null
  createdAt: string
  updatedAt: string
}

/**
 * trips/{id}/stops/{stopId}. `order` is a fractional index key (fractional-indexing): the stops in
 * ascending key order are the trip, so a move rewrites the moved stop's key only.
 */
export interface StopRecord {
  id: string
  order: string
  kind: 'event' | 'point'
  /** an event stop's event; null on a free point */
  eventId: string | null
  /** a free point's name, or an event stop's title when it was added */
  name: string
  /** a free point's position; null on an event stop */
  coordinates: LatLng | null
  overnight: boolean
  note: string
}

/** tripShares/{token}: the private link to a trip, at most one per trip. */
export interface TripShareRecord {
  /** the token: base64url of 16 random bytes */
  id: string
  tripId: string
  userId: string
  createdAt: string
}

export interface TripWithStops {
  trip: TripRecord
  /** in order */
  stops: StopRecord[]
}

/** Where a stop goes: after the stop with this id, first with null, last when undefined. */
export type StopPosition = string | null | undefined

/** One change of a trip; each carries the version the traveller saw. */
export type TripChange =
  | { kind: 'details'; name?: string; startDate?: string | null; vehicle?: Vehicle }
  | { kind: 'add'; stop: Omit<StopRecord, 'order'>; after: StopPosition }
  | {
      kind: 'stop'
      stopId: string
      /** a move when present (null: first) */
      move?: { after: string | null }
      overnight?: boolean
      note?: string
      name?: string
    }
  | { kind: 'remove'; stopId: string }

export type TripRefusal = 'not_found' | 'version' | 'full' | 'stop_not_found'

export type TripChangeResult = ({ status: 'changed' } & TripWithStops) | { status: TripRefusal }

export type CreateTripResult = { status: 'created'; trip: TripRecord } | { status: 'limit' }

export type PublishTripResult =
  | ({ status: 'published' } & TripWithStops)
  | { status: 'not_found' | 'event_not_found' | 'published_elsewhere' }

export type ShareTripResult = { status: 'shared'; link: TripShareRecord } | { status: 'not_found' }

/** Trips, their stops and their shared links. */
export interface TripStore {
  /** the owner's trips, most recently changed first */
  tripsOf(ownerId: string): Promise<TripRecord[]>
  /** the trip and its stops in order: the trip's document and one query of its stops */
  getTrip(id: string): Promise<TripWithStops | null>
  /**
   * Stores a new trip unless the owner keeps TRIPS_MAX already (counted in the same transaction).
   * Throws AccountDeletedError when the owner's account is tombstoned.
   */
  createTrip(trip: TripRecord): Promise<CreateTripResult>
  /**
   * One change of the owner's trip in one transaction; refused when the trip is not the owner's,
   * `version` is not the stored one, it would pass TRIP_STOPS_MAX stops, or names a stop it lacks.
   */
  changeTrip(
    id: string,
    ownerId: string,
    version: number,
    change: TripChange,
    at: string,
  ): Promise<TripChangeResult>
  /** removes the owner's trip with its stops and its link; answers whether there was one */
  deleteTrip(id: string, ownerId: string): Promise<boolean>
  /**
   * Links the owner's trip to an event `accepts` (read in the transaction); refused while the trip is
   * linked to another event that still exists, or another trip is linked to this event.
   */
  publishTrip(
    id: string,
    ownerId: string,
    eventId: string,
    accepts: (event: EventRecord) => boolean,
    at: string,
  ): Promise<PublishTripResult>
  /** the trip published as this event, with its stops, or null */
  publishedTrip(eventId: string): Promise<TripWithStops | null>
  /** the link with this token (one direct read), or null */
  getTripShare(token: string): Promise<TripShareRecord | null>
  /** the trip's current link, or null */
  shareOf(tripId: string): Promise<TripShareRecord | null>
  /** stores the trip's new link and removes the one before it in the same transaction */
  shareTrip(link: TripShareRecord): Promise<ShareTripResult>
  /** removes the link of the owner's trip; answers whether there was one */
  unshareTrip(tripId: string, ownerId: string): Promise<boolean>
}
