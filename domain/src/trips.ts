// A trip (docs/trips.md): a traveller's ordered stops — the site's events and free points — with a vehicle,
// what the API answers of it, and the paths of its pages, API and exports.
import type { AccessCode } from './access'
import type { Amenities } from './amenities'
import type { CheckinState } from './checkins'
import type { LatLng } from './coordinates'
import type { GpsExportFormat } from './gps-export'
import type { Language } from './messages'
import type { Section } from './sections'
import type { TrackDto } from './track'

/** The vehicle a trip is planned for; null where the traveller did not say. */
export interface Vehicle {
  /** length in metres, VEHICLE_LENGTH_MIN_M..VEHICLE_LENGTH_MAX_M */
  lengthM: number | null
  /** height in metres, VEHICLE_HEIGHT_MIN_M..VEHICLE_HEIGHT_MAX_M */
  heightM: number | null
  /** true: a 4x4 or high clearance vehicle (a stop that needs one is no warning) */
  fourByFour: boolean
}

export const NO_VEHICLE: Vehicle = { lengthM: null, heightM: null, fourByFour: false }

/** What a trip shows of a stop's event, read live each time the trip is (so edits and check-ins show). */
export interface TripStopEventDto {
  _id: string
  title: string
  section: Section
  /** [lat, lng], or [] for routes and itineraries without a position */
  coordinates: number[]
  thumbnail: string | null
  image: string
  access: AccessCode
  amenities?: Amenities
  /** YYYY-MM-DD: the author's visit */
  date: string
  state: CheckinState
  lastVisit: string | null
  /** the route's track: its shape and what it counts (no elevation profile) */
  track: Pick<TrackDto, 'distanceKm' | 'ascentM' | 'descentM' | 'start' | 'end' | 'line'> | null
}

interface StopBase {
  _id: string
  /** a day ends after this stop (a camp ends a day on its own) */
  overnight: boolean
  /** the traveller's note, '' without one */
  note: string
}

/**
 * A stop on an event. `event` is null when the event is hidden or removed: the stop stays, named by the
 * title it had when it was added, and is marked "no longer available".
 */
export interface EventStopDto extends StopBase {
  kind: 'event'
  eventId: string
  /** the event's title when it was added */
  name: string
  event: TripStopEventDto | null
}

/** A free point picked on the map with a name: a border crossing, a ferry. */
export interface PointStopDto extends StopBase {
  kind: 'point'
  name: string
  coordinates: LatLng
}

export type TripStopDto = EventStopDto | PointStopDto

/** GET /api/trips/:id (the owner) and GET /api/shared-trips/:token (anyone with the link). */
export interface TripDto {
  _id: string
  name: string
  /** YYYY-MM-DD, or null: without it no season warnings */
  startDate: string | null
  vehicle: Vehicle
  /** in order */
  stops: TripStopDto[]
  owner: { username: string }
  /** the itinerary event the trip was published as, or null */
  publishedEventId: string | null
  /** the version check of every change (two tabs lose nothing): send it back with each change */
  version: number
  createdAt: string
  updatedAt: string
}

/** GET /api/trips: the traveller's trips, most recently changed first. */
export interface TripSummaryDto {
  _id: string
  name: string
  startDate: string | null
  stops: number
  publishedEventId: string | null
  updatedAt: string
}

/** The page of the traveller's trips, and of one trip. */
export const TRIPS_PATH = '/trips'

export function tripPath(id: string): string {
  return `${TRIPS_PATH}/${encodeURIComponent(id)}`
}

/** The page of a trip shared by a private link. */
export const SHARED_TRIP_PATH = '/shared-trip'

export function sharedTripPath(token: string): string {
  return `${SHARED_TRIP_PATH}/${encodeURIComponent(token)}`
}

/** The API path (after /api) of a trip's export. */
export function tripExportPath(id: string, format: GpsExportFormat, language: Language): string {
  return `/trips/${encodeURIComponent(id)}/export.${format}?lang=${language}`
}

/** The API path (after /api) of a shared trip's export: a plain link, no account needed. */
export function sharedTripExportPath(token: string, format: GpsExportFormat, language: Language): string {
  return `/shared-trips/${encodeURIComponent(token)}/export.${format}?lang=${language}`
}
