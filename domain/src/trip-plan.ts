// What a trip's page, its exports and its itinerary count and warn from its stops: the days (a camp or an
// overnight stop ends one), the legs between stops (a stop's own track, else a straight line), the
// totals, and the warnings for the vehicle and the season. One place, so every screen says the same.
import type { LatLng } from './coordinates'
import type { TripStopDto, Vehicle } from './trips'

/** Not visited for this long: the site's knowledge of it may be out of date. */
export const STALE_VISIT_YEARS = 2

/** Where a stop begins and ends on the map: its track's ends, or its one position; null when unknown. */
export function stopEnds(stop: TripStopDto): { start: LatLng; end: LatLng } | null {
  if (stop.kind === 'point') return { start: stop.coordinates, end: stop.coordinates }
  const event = stop.event
  if (!event) return null
  if (event.track) return { start: event.track.start, end: event.track.end }
  const [lat, lng] = event.coordinates
  return lat === undefined || lng === undefined ? null : { start: [lat, lng], end: [lat, lng] }
}

/** Whether a day ends after this stop: a camp, or a stop the traveller marked as the night's. */
export function endsDay(stop: TripStopDto): boolean {
  return stop.overnight || (stop.kind === 'event' && stop.event?.section.main === 'camp')
}

/** The way to one stop: from the previous stop's end as the crow flies, then along the stop's own track. */
export interface Leg {
  /** km as the crow flies from the previous stop (0 for the first stop, or when either end is unknown) */
  straightKm: number
  /** km along the stop's own track (0 without one) */
  trackKm: number
  /** metres of climb on the stop's own track */
  ascentM: number
}

export interface Totals {
  straightKm: number
  trackKm: number
  ascentM: number
  /** nights: the stops that end a day, but the last stop of the trip */
  nights: number
}

export interface TripDay {
  /** 1-based */
  number: number
  /** indexes into the trip's stops, in order */
  stops: number[]
  totals: Totals
}

export interface TripPlan {
  /** one per stop, in order */
  legs: Leg[]
  days: TripDay[]
  totals: Totals
}

const round1 = (km: number) => Math.round(km * 10) / 10

const EARTH_RADIUS_KM = 6371.0088

/** The great-circle distance between two stops (haversine): the gap is often hundreds of km. */
export function straightKm([lat1, lng1]: LatLng, [lat2, lng2]: LatLng): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether the last visit (YYYY-MM-DD) is older than STALE_VISIT_YEARS on `now`. */
export function isStaleVisit(lastVisit: string, now: Date): boolean {
  const since = new Date(now)
  since.setUTCFullYear(since.getUTCFullYear() - STALE_VISIT_YEARS)
  return lastVisit < since.toISOString().slice(0, 10)
}

export function planTrip(stops: readonly TripStopDto[]): TripPlan {
  const legs: Leg[] = []
  let previousEnd: LatLng | null = null
  for (const stop of stops) {
    const ends = stopEnds(stop)
    const track = stop.kind === 'event' ? stop.event?.track : null
    legs.push({
      straightKm: previousEnd && ends ? round1(straightKm(previousEnd, ends.start)) : 0,
      trackKm: track ? track.distanceKm : 0,
      ascentM: track ? Math.round(track.ascentM) : 0,
    })
    if (ends) previousEnd = ends.end
  }
  const days: TripDay[] = []
  let current: number[] = []
  stops.forEach((stop, i) => {
    current.push(i)
    if (endsDay(stop) && i < stops.length - 1) {
      days.push({ number: days.length + 1, stops: current, totals: sum(current, legs, true) })
      current = []
    }
  })
  if (current.length)
    days.push({ number: days.length + 1, stops: current, totals: sum(current, legs, false) })
  const nights = days.filter((d) => d.totals.nights > 0).length
  const all = sum(
    stops.map((_, i) => i),
    legs,
    false,
  )
  return { legs, days, totals: { ...all, nights } }
}

function sum(indexes: number[], legs: Leg[], night: boolean): Totals {
  let straight = 0
  let track = 0
  let ascent = 0
  for (const i of indexes) {
    straight += legs[i]!.straightKm
    track += legs[i]!.trackKm
    ascent += legs[i]!.ascentM
  }
  return { straightKm: round1(straight), trackKm: round1(track), ascentM: ascent, nights: night ? 1 : 0 }
}

/** The day (YYYY-MM-DD) the trip reaches the stops of day `dayNumber`, from its start date. */
export function dayDate(startDate: string, dayNumber: number): string {
  const date = new Date(`${startDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + dayNumber - 1)
  return date.toISOString().slice(0, 10)
}

/** Why a stop may not suit this trip, from what the site knows of it. */
export type StopWarning =
  | { kind: 'unavailable' }
  | { kind: 'too-long'; maxLength: number; vehicle: number }
  | { kind: 'too-high'; maxHeight: number; vehicle: number }
  | { kind: 'needs-4x4' }
  | { kind: 'closed'; month: number }
  | { kind: 'gone' }
  | { kind: 'changed' }
  | { kind: 'not-visited'; lastVisit: string }

export const STOP_WARNING_KINDS = [
  'unavailable',
  'too-long',
  'too-high',
  'needs-4x4',
  'closed',
  'gone',
  'changed',
  'not-visited',
] as const satisfies readonly StopWarning['kind'][]

/**
 * The warnings of one stop: `date` is the day the trip reaches it (YYYY-MM-DD) or null without a start
 * date; `now` the clock for "not visited for 2 years". Free points have none.
 */
export function stopWarnings(
  stop: TripStopDto,
  vehicle: Vehicle,
  date: string | null,
  now: Date,
): StopWarning[] {
  if (stop.kind === 'point') return []
  const event = stop.event
  if (!event) return [{ kind: 'unavailable' }]
  const warnings: StopWarning[] = []
  const facts = event.amenities ?? {}
  if (vehicle.lengthM !== null && facts.maxLength !== undefined && vehicle.lengthM > facts.maxLength)
    warnings.push({ kind: 'too-long', maxLength: facts.maxLength, vehicle: vehicle.lengthM })
  if (vehicle.heightM !== null && facts.maxHeight !== undefined && vehicle.heightM > facts.maxHeight)
    warnings.push({ kind: 'too-high', maxHeight: facts.maxHeight, vehicle: vehicle.heightM })
  if (facts.fourByFour && !vehicle.fourByFour) warnings.push({ kind: 'needs-4x4' })
  if (date && facts.months && facts.months.length > 0) {
    const month = Number(date.slice(5, 7))
    if (!facts.months.includes(month)) warnings.push({ kind: 'closed', month })
  }
  if (event.state === 'gone') warnings.push({ kind: 'gone' })
  else if (event.state === 'changed') warnings.push({ kind: 'changed' })
  // the author's own visit counts until a traveller's check-in says more
  const seen = event.lastVisit ?? event.date
  if (isStaleVisit(seen, now)) warnings.push({ kind: 'not-visited', lastVisit: seen })
  return warnings
}

/** Every stop's warnings, in order, with the day each is reached on. */
export function tripWarnings(
  stops: readonly TripStopDto[],
  vehicle: Vehicle,
  startDate: string | null,
  now: Date,
): StopWarning[][] {
  const plan = planTrip(stops)
  const dayOf = new Map<number, number>()
  for (const day of plan.days) for (const i of day.stops) dayOf.set(i, day.number)
  return stops.map((stop, i) =>
    stopWarnings(stop, vehicle, startDate ? dayDate(startDate, dayOf.get(i) ?? 1) : null, now),
  )
}
