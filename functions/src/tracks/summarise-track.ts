// From the points of a GPX file to the track an event carries: distance, climb, extremes, duration,
// ends, bounds, a simplified line for the map and an elevation profile for the chart.
import { TRACK_LINE_MAX, TRACK_PROFILE_MAX, stepKm, type LatLng, type TrackDto } from '@travel/domain'
import { climbWithHysteresis, smoothElevations } from './elevation'
import type { GpxSegments } from './parse-gpx'
import { simplifyIndexes } from './simplify-line'

const round = (value: number, digits: number) => {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
/** 5 decimals of a degree: about a metre, enough for any map */
const roundLatLng = (lat: number, lng: number): LatLng => [round(lat, 5), round(lng, 5)]

export function summariseTrack(segments: GpxSegments): TrackDto {
  const points = segments.flat()
  const n = points.length
  const first = points[0]
  const last = points[n - 1]
  if (!first || !last) throw new Error('summariseTrack needs at least one point')

  // Distance along each segment. A break between segments is a gap in the recording (signal lost, a
  // ferry, the next day's start): its straight line is not a distance anyone drove, so it adds nothing.
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

  // Elevation: only the points that have one.
  const eleKm: number[] = []
  const eleRaw: number[] = []
  for (let i = 0; i < n; i++) {
    const ele = (points[i] as (typeof points)[number]).ele
    if (ele !== null) {
      eleKm.push(km[i] as number)
      eleRaw.push(ele)
    }
  }
  const hasElevation = eleRaw.length >= 2
  const smooth = hasElevation ? smoothElevations(eleKm, eleRaw) : []
  const { ascent, descent } = hasElevation ? climbWithHysteresis(smooth) : { ascent: 0, descent: 0 }

  let firstTime: number | null = null
  let lastTime: number | null = null
  for (const p of points) {
    if (p.time === null) continue
    if (firstTime === null || p.time < firstTime) firstTime = p.time
    if (lastTime === null || p.time > lastTime) lastTime = p.time
  }
  const duration =
    firstTime !== null && lastTime !== null && lastTime > firstTime ? lastTime - firstTime : null

  const track: TrackDto = {
    distanceKm: round(distance, 2),
    ascentM: Math.round(ascent),
    descentM: Math.round(descent),
    minEleM: hasElevation ? Math.round(smooth.reduce((a, b) => Math.min(a, b))) : null,
    maxEleM: hasElevation ? Math.round(smooth.reduce((a, b) => Math.max(a, b))) : null,
    durationS: duration === null ? null : Math.round(duration / 1000),
    start: roundLatLng(first.lat, first.lng),
    end: roundLatLng(last.lat, last.lng),
    bbox: [round(south, 5), round(west, 5), round(north, 5), round(east, 5)],
    line: simplifiedLine(points),
  }
  if (hasElevation) track.profile = profileOf(eleKm, smooth, distance)
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
