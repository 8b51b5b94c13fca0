// How a track is stored on an event. Firestore allows no array directly inside an array, so the line and
// the profile are kept as flat lists ([lat, lng, lat, lng, …] and [km, m, km, m, …]); both store adapters
// keep the same shape.
import {
  TRACK_ELE_MAX_M,
  TRACK_ELE_MIN_M,
  TRACK_TIME_MIN_YEAR,
  isPlausibleClimb,
  type LatLng,
  type TrackDto,
} from '@travel/domain'

/**
 * Which way of summarising a file a stored track came from. Raised when the figures of the same file
 * change (2: values checked, segments kept apart for climb and time, extremes unsmoothed); the local
 * stack's backfill computes tracks of an older version again. Absent on tracks stored before it existed.
 */
export const TRACK_VERSION = 2

export type TrackRecord = Omit<TrackDto, 'line' | 'profile'> & {
  line: number[]
  profile?: number[]
  version?: number
}

function pairs(flat: readonly number[]): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] as number, flat[i + 1] as number])
  return out
}

export function toTrackRecord(track: TrackDto): TrackRecord {
  const { line, profile, ...rest } = track
  const record: TrackRecord = { ...rest, line: line.flat(), version: TRACK_VERSION }
  if (profile) record.profile = profile.flat()
  return record
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const possibleEle = (value: unknown) =>
  isFiniteNumber(value) && value >= TRACK_ELE_MIN_M && value <= TRACK_ELE_MAX_M

export function fromTrackRecord(record: TrackRecord): TrackDto {
  const { line, profile, version: _version, ...rest } = record
  const track: TrackDto = { ...rest, line: pairs(line) as LatLng[] }
  if (profile) track.profile = pairs(profile)
  return readable(track)
}

/**
 * A track stored before values were checked may hold an elevation of 1e308, an infinite climb (stored
 * as null by JSON) or a duration of millions of days. Such figures are left out, as for a file without
 * elevations or times, rather than shown.
 */
function readable(track: TrackDto): TrackDto {
  const elevationsReadable =
    isPlausibleClimb(track.ascentM) &&
    isPlausibleClimb(track.descentM) &&
    (track.maxEleM === null
      ? track.minEleM === null
      : possibleEle(track.maxEleM) && possibleEle(track.minEleM)) &&
    (track.profile ?? []).every(([km, ele]) => isFiniteNumber(km) && possibleEle(ele))
  const longestS = (Date.now() - Date.UTC(TRACK_TIME_MIN_YEAR, 0, 6)) / 1000
  const durationReadable =
    track.durationS === null || (isFiniteNumber(track.durationS) && track.durationS <= longestS)
  if (elevationsReadable && durationReadable) return track
  const fixed: TrackDto = { ...track }
  if (!elevationsReadable) {
    Object.assign(fixed, { ascentM: 0, descentM: 0, minEleM: null, maxEleM: null })
    delete fixed.profile
  }
  if (!durationReadable) fixed.durationS = null
  return fixed
}
