// The route track: what the API computes once from an event's GPX file (distance, climb, shape and
// elevation profile), its wire shapes, its limits, and the geometry both the server and the map use.
import type { LatLng } from './coordinates'
import { TRACK_ELE_MAX_M, TRACK_ELE_MIN_M, TRACK_MAX_POINTS } from './limits'

/** The track of a route as GET /api/events/:id returns it. */
export interface TrackDto {
  /** length along the ground in km (ellipsoidal, one decimal) */
  distanceKm: number
  /** total climb and descent in metres (0 without elevation) */
  ascentM: number
  descentM: number
  /** lowest and highest point in metres, null without elevation */
  minEleM: number | null
  maxEleM: number | null
  /**
   * seconds recorded: each segment's span from its first to its last time, added up, so the breaks
   * between segments (a night, a ferry) and the order they are stored in do not count; null without times
   */
  durationS: number | null
  start: LatLng
  end: LatLng
  /** [south, west, north, east] */
  bbox: [number, number, number, number]
  /** the shape, simplified to at most TRACK_LINE_MAX points */
  line: LatLng[]
  /** [km from the start, metres] at most TRACK_PROFILE_MAX samples; absent without elevation */
  profile?: [number, number][]
  /**
   * values of the file left out because no device could have recorded them (elevations beyond
   * TRACK_ELE_MIN_M..TRACK_ELE_MAX_M, times before the GPS clock or more than a year ahead); absent when
   * none were, and on tracks stored before values were checked
   */
  dropped?: { elevations: number; times: number }
}

/** What an event in a list carries of its track: cards stay light. */
export type TrackBrief = Pick<TrackDto, 'distanceKm' | 'ascentM' | 'start'>

export const TRACK_LINE_MAX = 500
export const TRACK_PROFILE_MAX = 300

/** Why a route file was refused; each is a ValidationKey of the gpxFile field. */
export const TRACK_ERRORS = [
  'gpx_not_found',
  'gpx_too_large',
  'gpx_not_xml',
  'gpx_not_gpx',
  'gpx_entities',
  'gpx_no_points',
  'gpx_too_many_points',
  'gpx_bad_elevations',
  'gpx_bad_times',
] as const
export type TrackError = (typeof TRACK_ERRORS)[number]

export function toTrackBrief(track: TrackBrief): TrackBrief {
  // A track stored before values were checked may hold an infinite climb: a card shows none instead.
  const ascentM = isPlausibleClimb(track.ascentM) ? track.ascentM : 0
  return { distanceKm: track.distanceKm, ascentM, start: track.start }
}

/**
 * Whether a stored climb or descent (metres) is one a route file can give: a finite number no greater
 * than every point rising from the lowest to the highest possible elevation.
 */
export function isPlausibleClimb(metres: unknown): metres is number {
  return (
    typeof metres === 'number' &&
    Number.isFinite(metres) &&
    metres >= 0 &&
    metres <= (TRACK_ELE_MAX_M - TRACK_ELE_MIN_M) * TRACK_MAX_POINTS
  )
}

// WGS84: the ellipsoid GPS coordinates are given on.
const WGS84_A = 6378.137
const WGS84_E2 = 0.00669437999014

/**
 * Distance in km between two nearby points on the WGS84 ellipsoid, by the surveyor's "mid-latitude"
 * formula: for a track's short steps it agrees with the exact geodesic far better than a sphere
 * (haversine) does. Longitudes go the short way round, so a step across the antimeridian is short.
 */
export function stepKm(a: readonly [number, number], b: readonly [number, number]): number {
  const midLat = (((a[0] + b[0]) / 2) * Math.PI) / 180
  const sin = Math.sin(midLat)
  const w2 = 1 - WGS84_E2 * sin * sin
  const w = Math.sqrt(w2)
  const meridional = (WGS84_A * (1 - WGS84_E2)) / (w2 * w)
  const primeVertical = WGS84_A / w
  let dLng = b[1] - a[1]
  if (dLng > 180) dLng -= 360
  else if (dLng < -180) dLng += 360
  const dy = ((b[0] - a[0]) * Math.PI * meridional) / 180
  const dx = (dLng * Math.PI * primeVertical * Math.cos(midLat)) / 180
  return Math.hypot(dx, dy)
}

/** Cumulative km at each point of a line. */
export function cumulativeKm(line: readonly (readonly [number, number])[]): number[] {
  const out: number[] = new Array<number>(line.length)
  let total = 0
  for (let i = 0; i < line.length; i++) {
    if (i > 0) total += stepKm(line[i - 1] as LatLng, line[i] as LatLng)
    out[i] = total
  }
  return out
}

/**
 * The point at `fraction` (0..1) of the way along a line, interpolated between its points. The map uses
 * it to show where a spot of the elevation profile is: the profile's km over the track's distance.
 */
export function pointAlong(
  line: readonly LatLng[],
  fraction: number,
  cumulative = cumulativeKm(line),
): LatLng {
  const first = line[0]
  if (!first) throw new Error('pointAlong needs a line')
  const total = cumulative[cumulative.length - 1] ?? 0
  if (line.length === 1 || total === 0) return [first[0], first[1]]
  const target = Math.min(1, Math.max(0, fraction)) * total
  let lo = 0
  let hi = cumulative.length - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1
    if ((cumulative[mid] as number) <= target) lo = mid
    else hi = mid
  }
  const a = line[lo] as LatLng
  const b = line[hi] as LatLng
  const span = (cumulative[hi] as number) - (cumulative[lo] as number)
  const t = span > 0 ? (target - (cumulative[lo] as number)) / span : 0
  let dLng = b[1] - a[1]
  if (dLng > 180) dLng -= 360
  else if (dLng < -180) dLng += 360
  return [a[0] + (b[0] - a[0]) * t, a[1] + dLng * t]
}
