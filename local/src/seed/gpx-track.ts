// Route files for the demo routes and itineraries: a plausible drive or trail near the event's region,
// as a GPX 1.1 track with elevation and timestamps (what a phone or a GPS unit records).
import { createRandom, smoothNoise } from './random'

export interface TrackSpec {
  name: string
  /** [lat, lng] where the track starts */
  start: readonly [number, number]
  lengthKm: number
  /** general direction of travel, degrees clockwise from north */
  bearing: number
  /**
   * places ([lat, lng]) the track passes through in order, the last being where it ends; without them
   * it wanders off in the direction of `bearing`. `lengthKm` then only sets the spacing of the points.
   */
  via?: readonly (readonly [number, number])[]
  /** 0 a straight highway … 1 a twisting mountain track */
  winding: number
  /** metres above sea level around the start, and how much it rises and falls */
  baseElevation: number
  relief: number
  /**
   * the real lie of the land where it is known: elevations (m) at evenly spaced places from the start
   * to the end, e.g. a valley, the pass, the next valley. The track follows them smoothly, with hills of
   * a few dozen metres on top, instead of the random relief.
   */
  heights?: readonly number[]
  /** average moving speed */
  speedKmh: number
  /** first point's time; long tracks are split into days of driving from this hour on */
  startTime: Date
}

export interface TrackPoint {
  lat: number
  lng: number
  ele: number
  time: Date
}

const KM_PER_DEGREE = 111.32
const DRIVING_HOURS_PER_DAY = 8
const MAX_POINTS = 700

export function generateTrack(spec: TrackSpec, seed: string): TrackPoint[] {
  const random = createRandom(seed)
  const drift = smoothNoise(random, 4)
  const turns = smoothNoise(random, 5)
  const terrain = smoothNoise(random, 5)
  const pace = smoothNoise(random, 3)
  const step = Math.min(2, Math.max(0.05, spec.lengthKm / MAX_POINTS))
  const path = spec.via
    ? pathThrough(spec.start, spec.via, step, spec.lengthKm, drift, turns, spec.winding)
    : pathByBearing(spec, step, drift, turns)
  const count = path.length

  const points: TrackPoint[] = []
  let elapsedHours = 0
  let dayStart = spec.startTime.getTime()
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    if (i > 0) {
      const speed =
        spec.speedKmh * (1 + 0.35 * pace(t * 25)) * (1 - 0.4 * spec.winding * Math.abs(turns(t * 60)))
      elapsedHours += step / Math.max(3, speed)
      if (elapsedHours > DRIVING_HOURS_PER_DAY) {
        // overnight stop: the next day starts at the same hour
        dayStart += 24 * 3600 * 1000
        elapsedHours = 0
      }
    }
    const land = spec.heights
      ? heightAt(spec.heights, t) + 25 * terrain(t * 24)
      : spec.baseElevation + spec.relief * (0.5 + 0.5 * terrain(t * 4))
    // a barometric altimeter's few metres of noise
    const ele = Math.max(0, land + random.range(-1.5, 1.5))
    const [lat, lng] = path[i] as readonly [number, number]
    points.push({
      lat: round(lat, 6),
      lng: round(lng, 6),
      ele: round(ele, 1),
      time: new Date(Math.round(dayStart + elapsedHours * 3600 * 1000)),
    })
  }
  return points
}

type Noise = (x: number) => number

/** One step of `km` from a point on a heading (degrees clockwise from north). */
function stepFrom([lat, lng]: readonly [number, number], headingDeg: number, km: number): [number, number] {
  const heading = (headingDeg * Math.PI) / 180
  const nextLat = lat + (km * Math.cos(heading)) / KM_PER_DEGREE
  return [nextLat, lng + (km * Math.sin(heading)) / (KM_PER_DEGREE * Math.cos((nextLat * Math.PI) / 180))]
}

/** A free walk of `lengthKm` in the general direction of `bearing`. */
function pathByBearing(spec: TrackSpec, step: number, drift: Noise, turns: Noise): [number, number][] {
  const count = Math.max(2, Math.round(spec.lengthKm / step) + 1)
  const path: [number, number][] = [[spec.start[0], spec.start[1]]]
  for (let i = 1; i < count; i++) {
    const t = i / (count - 1)
    // the heading wanders slowly (valleys, coastlines) and quickly (bends, switchbacks)
    const heading = spec.bearing + 55 * drift(t * 3) + spec.winding * 75 * turns(t * 60)
    path.push(stepFrom(path[i - 1] as [number, number], heading, step))
  }
  return path
}

/**
 * A walk that steers for each place of `via` in turn and ends on the last: a long itinerary follows its
 * towns along the roads between them instead of wandering off into the sea. The heading still bends
 * (less than a free walk, so it keeps to the coast roads), and every step keeps some progress.
 */
function pathThrough(
  start: readonly [number, number],
  via: readonly (readonly [number, number])[],
  step: number,
  lengthKm: number,
  drift: Noise,
  turns: Noise,
  winding: number,
): [number, number][] {
  const path: [number, number][] = [[start[0], start[1]]]
  let here: [number, number] = [start[0], start[1]]
  let travelled = 0
  for (const target of via) {
    for (let guard = 0; guard < 4 * MAX_POINTS; guard++) {
      const dy = (target[0] - here[0]) * KM_PER_DEGREE
      const dx = (target[1] - here[1]) * KM_PER_DEGREE * Math.cos((here[0] * Math.PI) / 180)
      if (Math.hypot(dx, dy) <= step * 1.5) break
      const t = travelled / lengthKm
      const toward = (Math.atan2(dx, dy) * 180) / Math.PI
      here = stepFrom(here, toward + 15 * drift(t * 6) + winding * 50 * turns(t * 60), step)
      travelled += step
      path.push(here)
    }
    here = [target[0], target[1]]
    path.push(here)
  }
  return path
}

/** Elevation at `t` (0..1) along evenly spaced heights, eased between them like a road's gradient. */
export function heightAt(heights: readonly number[], t: number): number {
  if (heights.length === 1) return heights[0] as number
  const at = Math.min(1, Math.max(0, t)) * (heights.length - 1)
  const i = Math.min(heights.length - 2, Math.floor(at))
  const f = at - i
  const ease = 0.5 - 0.5 * Math.cos(Math.PI * f)
  return (heights[i] as number) + ((heights[i + 1] as number) - (heights[i] as number)) * ease
}

export function trackToGpx(
  name: string,
  points: readonly TrackPoint[],
  creator = 'Off-road & On-road demo',
): string {
  const first = points[0]
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${escapeXml(creator)}" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">`,
    '  <metadata>',
    `    <name>${escapeXml(name)}</name>`,
    first ? `    <time>${isoSeconds(first.time)}</time>` : '',
    '  </metadata>',
    '  <trk>',
    `    <name>${escapeXml(name)}</name>`,
    '    <trkseg>',
    ...points.map(
      (p) =>
        `      <trkpt lat="${p.lat.toFixed(6)}" lon="${p.lng.toFixed(6)}"><ele>${p.ele.toFixed(1)}</ele><time>${isoSeconds(p.time)}</time></trkpt>`,
    ),
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ]
  return lines.filter((line) => line !== '').join('\n')
}

/** Great-circle length of a track in km (haversine). */
export function trackLengthKm(points: readonly TrackPoint[]): number {
  let total = 0
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as TrackPoint
    const b = points[i] as TrackPoint
    const dLat = ((b.lat - a.lat) * Math.PI) / 180
    const dLng = ((b.lng - a.lng) * Math.PI) / 180
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos((a.lat * Math.PI) / 180) * Math.cos((b.lat * Math.PI) / 180) * Math.sin(dLng / 2) ** 2
    total += 2 * 6371 * Math.asin(Math.sqrt(h))
  }
  return total
}

function round(value: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}

function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )
}
