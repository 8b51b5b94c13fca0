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
  const count = Math.max(2, Math.round(spec.lengthKm / step) + 1)

  const points: TrackPoint[] = []
  let [lat, lng] = spec.start
  let elapsedHours = 0
  let dayStart = spec.startTime.getTime()
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1)
    if (i > 0) {
      // the heading wanders slowly (valleys, coastlines) and quickly (bends, switchbacks)
      const heading = ((spec.bearing + 55 * drift(t * 3) + spec.winding * 75 * turns(t * 60)) * Math.PI) / 180
      lat += (step * Math.cos(heading)) / KM_PER_DEGREE
      lng += (step * Math.sin(heading)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180))
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
    points.push({
      lat: round(lat, 6),
      lng: round(lng, 6),
      ele: round(ele, 1),
      time: new Date(Math.round(dayStart + elapsedHours * 3600 * 1000)),
    })
  }
  return points
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
