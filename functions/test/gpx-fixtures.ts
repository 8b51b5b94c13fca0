// Route files whose true length and climb are known by construction (docs/testing.md, "Route files"), for
// the accuracy tests and the benchmark. Free of vitest so benches and other workspaces' tests can use it.
import * as geographiclib from 'geographiclib-geodesic'

// CommonJS without named exports for Node's ESM loader (tsx, the bench): there it is the `default`.
const { Geodesic } = (geographiclib as unknown as { default?: typeof geographiclib }).default ?? geographiclib

export interface FixturePoint {
  lat: number
  lng: number
  ele?: number
  time?: Date
}

/** mulberry32: the same noise on every machine */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface WalkOptions {
  start: [number, number]
  /** km */
  lengthKm: number
  /** metres between points */
  stepM: number
  /** initial heading, degrees clockwise from north */
  heading?: number
  /** degrees the heading may turn at each step */
  wander?: number
  seed?: number
}

/** A winding line of geodesic steps; `trueKm` is its exact length. */
export function geodesicWalk({ start, lengthKm, stepM, heading = 45, wander = 20, seed = 1 }: WalkOptions) {
  const random = seededRandom(seed)
  const points: [number, number][] = [start]
  const km: number[] = [0]
  let [lat, lng] = start
  let azimuth = heading
  let done = 0
  const total = lengthKm * 1000
  while (done < total - 1e-6) {
    // steps vary by ±30 % like a recording at changing speed
    const step = Math.min(total - done, stepM * (0.7 + 0.6 * random()))
    azimuth += (random() - 0.5) * 2 * wander
    const next = Geodesic.WGS84.Direct(lat, lng, azimuth, step)
    lat = next.lat2 as number
    lng = next.lon2 as number
    // keep longitudes in [-180, 180] as GPX files write them
    if (lng > 180) lng -= 360
    if (lng < -180) lng += 360
    done += step
    points.push([lat, lng])
    km.push(done / 1000)
  }
  return { points, km, trueKm: done / 1000 }
}

/** A smooth elevation function of the distance and its true total climb and descent. */
export function trueClimb(profile: (km: number) => number, lengthKm: number) {
  let ascent = 0
  let descent = 0
  const steps = Math.ceil(lengthKm * 1000) // one per metre
  let previous = profile(0)
  for (let i = 1; i <= steps; i++) {
    const value = profile((lengthKm * i) / steps)
    if (value > previous) ascent += value - previous
    else descent += previous - value
    previous = value
  }
  return { ascent, descent }
}

/** Gaussian noise (Box-Muller) of standard deviation `sigma`. */
export function gaussian(random: () => number, sigma: number): number {
  const u = Math.max(random(), 1e-12)
  const v = random()
  return sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}

function pointXml(tag: 'trkpt' | 'rtept', p: FixturePoint, indent: string): string {
  const children = [
    p.ele === undefined ? '' : `<ele>${p.ele.toFixed(1)}</ele>`,
    p.time === undefined ? '' : `<time>${p.time.toISOString()}</time>`,
  ].join('')
  return `${indent}<${tag} lat="${p.lat.toFixed(7)}" lon="${p.lng.toFixed(7)}">${children}</${tag}>`
}

/** GPX 1.1 with one track of the given segments. */
export function gpx11(segments: FixturePoint[][], name = 'Test track'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <trk><name>${name}</name>`,
    ...segments.map((segment) =>
      ['    <trkseg>', ...segment.map((p) => pointXml('trkpt', p, '      ')), '    </trkseg>'].join('\n'),
    ),
    '  </trk>',
    '</gpx>',
  ].join('\n')
}

/** GPX 1.0 with one route (rte), as planning apps export. */
export function gpx10Route(points: FixturePoint[], name = 'Test route'): string {
  return [
    '<?xml version="1.0"?>',
    '<gpx version="1.0" creator="test" xmlns="http://www.topografix.com/GPX/1/0">',
    `  <rte><name>${name}</name>`,
    ...points.map((p) => pointXml('rtept', p, '    ')),
    '  </rte>',
    '</gpx>',
  ].join('\n')
}

/**
 * A recorded-style drive over a mountain pass: points every ~15 m, a climb of 1,500 m over 20 km, a
 * descent of 800 m, rolling hills of ±40 m on top, and Gaussian noise of 3 m on every elevation.
 */
export function mountainPassRecording(seed = 7) {
  const lengthKm = 36
  const walk = geodesicWalk({ start: [42.1, 45.4], lengthKm, stepM: 15, wander: 12, seed })
  const profile = (km: number) => {
    const pass =
      km < 20
        ? 600 + 1500 * (0.5 - 0.5 * Math.cos((Math.PI * km) / 20))
        : 2100 - 800 * (0.5 - 0.5 * Math.cos((Math.PI * (km - 20)) / 16))
    return pass + 40 * Math.sin((2 * Math.PI * km) / 3)
  }
  const random = seededRandom(seed * 31)
  const start = Date.parse('2024-08-21T07:30:00Z')
  const points: FixturePoint[] = walk.points.map(([lat, lng], i) => ({
    lat,
    lng,
    ele: profile(walk.km[i] as number) + gaussian(random, 3),
    // 25 km/h
    time: new Date(start + ((walk.km[i] as number) / 25) * 3600_000),
  }))
  return { points, trueKm: walk.trueKm, truth: trueClimb(profile, walk.trueKm), profile }
}

/**
 * The most points a route file may hold (TRACK_MAX_POINTS) packed under the upload limit: positions
 * in whole degrees and nothing else, the heaviest file to read point for point that the API accepts.
 */
export function densestTrack(points: number): string {
  const parts = ['<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>']
  for (let i = 0; i < points; i++) parts.push(`<trkpt lat="${40 + (i % 9)}" lon="${(i * 7) % 17}"/>`)
  parts.push('</trkseg></trk></gpx>')
  return parts.join('')
}
