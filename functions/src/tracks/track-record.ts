// How a track is stored on an event. Firestore allows no array directly inside an array, so the line and
// the profile are kept as flat lists ([lat, lng, lat, lng, …] and [km, m, km, m, …]); both store adapters
// keep the same shape.
import type { LatLng, TrackDto } from '@travel/domain'

export type TrackRecord = Omit<TrackDto, 'line' | 'profile'> & {
  line: number[]
  profile?: number[]
}

function pairs(flat: readonly number[]): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] as number, flat[i + 1] as number])
  return out
}

export function toTrackRecord(track: TrackDto): TrackRecord {
  const { line, profile, ...rest } = track
  const record: TrackRecord = { ...rest, line: line.flat() }
  if (profile) record.profile = profile.flat()
  return record
}

export function fromTrackRecord(record: TrackRecord): TrackDto {
  const { line, profile, ...rest } = record
  const track: TrackDto = { ...rest, line: pairs(line) as LatLng[] }
  if (profile) track.profile = pairs(profile)
  return track
}
