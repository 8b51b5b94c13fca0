// From the points of a GPX file to the track an event carries: distance, climb, extremes, duration, ends,
// bounds, a line for the map and an elevation profile. Every figure is taken segment by segment: a break
// between segments is a gap in the recording, so its line, its jump in elevation and its hours never count.
import {
  TRACK_ELE_MAX_M,
  TRACK_ELE_MIN_M,
  TRACK_LINE_MAX,
  TRACK_PROFILE_MAX,
  TRACK_TIME_MIN_YEAR,
  stepKm,
  type LatLng,
  type TrackDto,
} from '@travel/domain'
import { climbWithHysteresis, smoothElevations, spikes } from './elevation'
import type { GpxSegments } from './parse-gpx'
import { simplifyIndexes } from './simplify-line'
import { TrackFileError } from './track-file-error'

const round = (value: number, digits: number) => {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
/** 5 decimals of a degree: about a metre, enough for any map */
const roundLatLng = (lat: number, lng: number): LatLng => [round(lat, 5), round(lng, 5)]

/** The GPS clock's first day; nothing was recorded before it. */
const TIME_MIN = Date.UTC(TRACK_TIME_MIN_YEAR, 0, 6)
/** A planner may write the times of a trip still to come, but not of one years away. */
const TIME_AHEAD_MS = 366 * 86_400_000

const possibleEle = (ele: number | null): ele is number =>
  ele !== null && ele >= TRACK_ELE_MIN_M && ele <= TRACK_ELE_MAX_M

export interface SummaryOptions {
  /** ms since the epoch: times more than a year after it are impossible */
  now?: number
}

export function summariseTrack(segments: GpxSegments, { now = Date.now() }: SummaryOptions = {}): TrackDto {
  const points = segments.flat()
  const n = points.length
  const first = points[0]
  const last = points[n - 1]
  if (!first || !last) throw new Error('summariseTrack needs at least one point')

  // Values no device records: dropped one by one, unless they are most of the file's values of that kind,
  // in which case the file itself is broken (feet taken for metres, a clock never set) and is refused.
  const possibleTime = (time: number | null): time is number =>
    time !== null && time >= TIME_MIN && time <= now + TIME_AHEAD_MS
  let elevations = 0
  let badElevations = 0
  let times = 0
  let badTimes = 0
  for (const p of points) {
    if (p.ele !== null) {
      elevations++
      if (!possibleEle(p.ele)) badElevations++
    }
    if (p.time !== null) {
      times++
      if (!possibleTime(p.time)) badTimes++
    }
  }
  if (badElevations * 2 > elevations) throw new TrackFileError('gpx_bad_elevations')
  if (badTimes * 2 > times) throw new TrackFileError('gpx_bad_times')

  // Distance along each segment, and each point's km from the start (which stands still across a gap).
  const km = new Float64Array(n)
  let distance = 0
  let south = Infinity
  let west = Infinity
  let north = -Infinity
  let east = -Infinity
  let index = 0
  for (const segment of segments) {
    for (let i = 0; i < segment.length; i++) {
      const p = segment[i] as (typeof points)[number]
      if (i > 0) {
        const q = segment[i - 1] as (typeof points)[number]
        distance += stepKm([q.lat, q.lng], [p.lat, p.lng])
      }
      km[index++] = distance
      if (p.lat < south) south = p.lat
      if (p.lat > north) north = p.lat
      if (p.lng < west) west = p.lng
      if (p.lng > east) east = p.lng
    }
  }

  // Elevation, segment by segment: spikes out, then the extremes from the recorded values (smoothing
  // would shave a summit), and the climb from the smoothed ones.
  const profileKm: number[] = []
  const profileEle: number[] = []
  let ascent = 0
  let descent = 0
  let lowest = Infinity
  let highest = -Infinity
  // Duration: each segment's own span, added up.
  let duration = 0
  index = 0
  for (const segment of segments) {
    const segmentKm: number[] = []
    const segmentEle: number[] = []
    let from = Infinity
    let to = -Infinity
    for (const p of segment) {
      const at = km[index++] as number
      if (possibleEle(p.ele)) {
        segmentKm.push(at)
        segmentEle.push(p.ele)
      }
      if (possibleTime(p.time)) {
        if (p.time < from) from = p.time
        if (p.time > to) to = p.time
      }
    }
    if (to > from) duration += to - from
    const spike = spikes(segmentKm, segmentEle)
    const keptKm = segmentKm.filter((_, i) => !spike[i])
    const kept = segmentEle.filter((_, i) => !spike[i])
    for (const ele of kept) {
      if (ele < lowest) lowest = ele
      if (ele > highest) highest = ele
    }
    const smooth = smoothElevations(keptKm, kept)
    const climb = climbWithHysteresis(smooth)
    ascent += climb.ascent
    descent += climb.descent
    for (let i = 0; i < kept.length; i++) {
      profileKm.push(keptKm[i] as number)
      profileEle.push(smooth[i] as number)
    }
  }
  const hasElevation = profileEle.length >= 2

  const track: TrackDto = {
    distanceKm: round(distance, 2),
    ascentM: Math.round(ascent),
    descentM: Math.round(descent),
    minEleM: hasElevation ? Math.round(lowest) : null,
    maxEleM: hasElevation ? Math.round(highest) : null,
    durationS: duration > 0 ? Math.round(duration / 1000) : null,
    start: roundLatLng(first.lat, first.lng),
    end: roundLatLng(last.lat, last.lng),
    bbox: [round(south, 5), round(west, 5), round(north, 5), round(east, 5)],
    line: simplifiedLine(points),
  }
  if (hasElevation) track.profile = profileOf(profileKm, profileEle, distance)
  if (badElevations || badTimes) track.dropped = { elevations: badElevations, times: badTimes }
  return track
}

function simplifiedLine(points: GpxSegments[number]): LatLng[] {
  const meanLat = points.reduce((sum, p) => sum + p.lat, 0) / points.length
  const shrink = Math.cos((meanLat * Math.PI) / 180)
  const xs = new Float64Array(points.length)
  const ys = new Float64Array(points.length)
  points.forEach((p, i) => {
    xs[i] = p.lng * shrink
    ys[i] = p.lat
  })
  return simplifyIndexes(xs, ys, TRACK_LINE_MAX).map((i) => {
    const p = points[i] as (typeof points)[number]
    return roundLatLng(p.lat, p.lng)
  })
}

/**
 * At most TRACK_PROFILE_MAX samples of the smoothed elevation, evenly spaced by distance (linear between
 * points), always including the start and the end; a short series is returned point by point.
 */
function profileOf(km: readonly number[], ele: readonly number[], distance: number): [number, number][] {
  if (km.length <= TRACK_PROFILE_MAX || distance === 0)
    return km.slice(0, TRACK_PROFILE_MAX).map((k, i) => [round(k, 3), Math.round(ele[i] as number)])
  const samples: [number, number][] = []
  let j = 0
  for (let s = 0; s < TRACK_PROFILE_MAX; s++) {
    const at =
      (km[0] as number) + (((km[km.length - 1] as number) - (km[0] as number)) * s) / (TRACK_PROFILE_MAX - 1)
    while (j < km.length - 2 && (km[j + 1] as number) < at) j++
    const k0 = km[j] as number
    const k1 = km[j + 1] as number
    const t = k1 > k0 ? Math.min(1, Math.max(0, (at - k0) / (k1 - k0))) : 0
    const e = (ele[j] as number) + ((ele[j + 1] as number) - (ele[j] as number)) * t
    samples.push([round(at, 3), Math.round(e)])
  }
  return samples
}
