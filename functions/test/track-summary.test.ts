// What a traveller reads about a route before downloading it: its length, climb, highest point, time and
// shape, checked against tracks whose truth is known by construction (test/gpx-fixtures.ts).
import { describe, expect, it } from 'vitest'
import { TRACK_LINE_MAX, TRACK_PROFILE_MAX, cumulativeKm, pointAlong } from '@travel/domain'
import { parseGpx } from '../src/tracks/parse-gpx'
import { summariseTrack } from '../src/tracks/summarise-track'
import {
  gaussian,
  geodesicWalk,
  gpx10Route,
  gpx11,
  mountainPassRecording,
  seededRandom,
  trueClimb,
  type FixturePoint,
} from './gpx-fixtures'

const summaryOf = (gpx: string) => summariseTrack(parseGpx(gpx))
const relativeError = (value: number, truth: number) => Math.abs(value - truth) / truth

describe('the distance of a route', () => {
  const places: { where: string; start: [number, number]; heading: number }[] = [
    { where: 'in the Tatras', start: [49.2, 20.0], heading: 30 },
    { where: 'near the equator, heading east', start: [0.3, 36.8], heading: 90 },
    { where: 'in the far north, heading north', start: [69.6, 18.9], heading: 0 },
    { where: 'in Patagonia', start: [-50.3, -72.9], heading: 200 },
  ]
  for (const { where, start, heading } of places) {
    it(`is within 1 % of the geodesic length ${where}`, () => {
      const walk = geodesicWalk({ start, lengthKm: 40, stepM: 25, heading, seed: start[0] * 100 })
      const track = summaryOf(gpx11([walk.points.map(([lat, lng]) => ({ lat, lng }))]))
      expect(relativeError(track.distanceKm, walk.trueKm)).toBeLessThan(0.01)
      // The ellipsoidal formula is in fact much closer than the 1 % the site promises.
      expect(relativeError(track.distanceKm, walk.trueKm)).toBeLessThan(0.001)
    })
  }

  it('is right for a planned route with points kilometres apart (GPX 1.0 rte)', () => {
    const walk = geodesicWalk({ start: [45.6, 24.6], lengthKm: 120, stepM: 4000, wander: 40, seed: 3 })
    const track = summaryOf(gpx10Route(walk.points.map(([lat, lng]) => ({ lat, lng }))))
    expect(relativeError(track.distanceKm, walk.trueKm)).toBeLessThan(0.01)
  })

  it('takes the short way across the antimeridian (Chukotka to Alaska is not round the world)', () => {
    const walk = geodesicWalk({
      start: [65.8, 179.7],
      lengthKm: 30,
      stepM: 50,
      heading: 90,
      wander: 2,
      seed: 5,
    })
    expect(walk.points.some(([, lng]) => lng < 0)).toBe(true)
    const track = summaryOf(gpx11([walk.points.map(([lat, lng]) => ({ lat, lng }))]))
    expect(relativeError(track.distanceKm, walk.trueKm)).toBeLessThan(0.01)
  })

  it('adds up the segments of a track but not the gaps between them', () => {
    const a = geodesicWalk({ start: [48.1, 17.1], lengthKm: 10, stepM: 30, seed: 11 })
    const b = geodesicWalk({ start: [48.5, 17.9], lengthKm: 15, stepM: 30, seed: 12 })
    const track = summaryOf(
      gpx11([a.points.map(([lat, lng]) => ({ lat, lng })), b.points.map(([lat, lng]) => ({ lat, lng }))]),
    )
    expect(relativeError(track.distanceKm, a.trueKm + b.trueKm)).toBeLessThan(0.01)
  })
})

describe('the climb of a route', () => {
  it('is within 10 % of the true climb on a recording with 3 m of elevation noise', () => {
    const { points, truth } = mountainPassRecording()
    const track = summaryOf(gpx11([points]))
    expect(relativeError(track.ascentM, truth.ascent)).toBeLessThan(0.1)
    expect(relativeError(track.descentM, truth.descent)).toBeLessThan(0.1)

    // The case is a real test: summing the raw differences would more than double the climb.
    let naive = 0
    for (let i = 1; i < points.length; i++)
      naive += Math.max(0, (points[i]?.ele ?? 0) - (points[i - 1]?.ele ?? 0))
    expect(naive / truth.ascent).toBeGreaterThan(2)
  })

  it('stays near zero on a flat road whatever the noise', () => {
    const walk = geodesicWalk({ start: [52.4, 4.9], lengthKm: 20, stepM: 12, seed: 21 })
    const random = seededRandom(99)
    const points = walk.points.map(([lat, lng]) => ({ lat, lng, ele: 2 + gaussian(random, 3) }))
    const track = summaryOf(gpx11([points]))
    expect(track.ascentM).toBeLessThan(20)
    expect(track.descentM).toBeLessThan(20)
  })

  it('keeps the climbs of a planned route whose points are far apart', () => {
    const lengthKm = 60
    const walk = geodesicWalk({ start: [46.5, 11.8], lengthKm, stepM: 500, seed: 8 })
    const profile = (km: number) => 1200 + 700 * Math.sin((2 * Math.PI * km) / 30)
    const truth = trueClimb(profile, walk.trueKm)
    const track = summaryOf(
      gpx10Route(walk.points.map(([lat, lng], i) => ({ lat, lng, ele: profile(walk.km[i] as number) }))),
    )
    expect(relativeError(track.ascentM, truth.ascent)).toBeLessThan(0.1)
  })

  it('gives the lowest and the highest point, and the time from the first to the last point of a segment', () => {
    const { points } = mountainPassRecording()
    const track = summaryOf(gpx11([points]))
    // the pass is at about 2,100 m (± the rolling hills), the start at 600 m
    expect(track.maxEleM).toBeGreaterThan(2050)
    expect(track.maxEleM).toBeLessThan(2150)
    expect(track.minEleM).toBeGreaterThan(560)
    expect(track.minEleM).toBeLessThan(640)
    const first = points[0]?.time?.getTime() ?? 0
    const last = points[points.length - 1]?.time?.getTime() ?? 0
    expect(track.durationS).toBe(Math.round((last - first) / 1000))
  })
})

describe('the shape and profile kept for the map and the chart', () => {
  it('are cut to at most 500 points and 300 samples, from the true start to the true end', () => {
    const { points, trueKm } = mountainPassRecording()
    expect(points.length).toBeGreaterThan(2000)
    const track = summaryOf(gpx11([points]))
    expect(track.line.length).toBeLessThanOrEqual(TRACK_LINE_MAX)
    expect(track.line.length).toBeGreaterThan(100)
    expect(track.profile?.length).toBeLessThanOrEqual(TRACK_PROFILE_MAX)
    const first = points[0] as FixturePoint
    const last = points[points.length - 1] as FixturePoint
    expect(track.start).toEqual([round5(first.lat), round5(first.lng)])
    expect(track.end).toEqual([round5(last.lat), round5(last.lng)])
    expect(track.line[0]).toEqual(track.start)
    expect(track.line[track.line.length - 1]).toEqual(track.end)
    const [south, west, north, east] = track.bbox
    for (const p of points) {
      expect(p.lat).toBeGreaterThanOrEqual(south - 1e-5)
      expect(p.lat).toBeLessThanOrEqual(north + 1e-5)
      expect(p.lng).toBeGreaterThanOrEqual(west - 1e-5)
      expect(p.lng).toBeLessThanOrEqual(east + 1e-5)
    }
    // The simplified line keeps the route's length and shape.
    const lineKm = cumulativeKm(track.line).at(-1) ?? 0
    expect(relativeError(lineKm, trueKm)).toBeLessThan(0.05)
    const profile = track.profile ?? []
    expect(profile[0]?.[0]).toBe(0)
    expect(profile.at(-1)?.[0]).toBeCloseTo(track.distanceKm, 1)
  })

  it('lets the map find the spot of a profile sample on the line', () => {
    const { points, profile: elevation } = mountainPassRecording()
    const track = summaryOf(gpx11([points]))
    const samples = track.profile ?? []
    const middle = samples[Math.floor(samples.length / 2)] as [number, number]
    const spot = pointAlong(track.line, middle[0] / track.distanceKm)
    // the recorded point nearest to that spot is about as far along as the sample says
    let best = 0
    let bestD = Infinity
    points.forEach((p, i) => {
      const d = (p.lat - spot[0]) ** 2 + (p.lng - spot[1]) ** 2
      if (d < bestD) {
        bestD = d
        best = i
      }
    })
    const nearestKm = cumulativeKm(points.slice(0, best + 1).map((p) => [p.lat, p.lng])).at(-1) ?? 0
    expect(Math.abs(nearestKm - middle[0])).toBeLessThan(0.5)
    expect(Math.abs(middle[1] - elevation(middle[0]))).toBeLessThan(30)
  })

  it('has no profile, no climb and no extremes when the file has no elevations', () => {
    const walk = geodesicWalk({ start: [44.0, 15.3], lengthKm: 5, stepM: 50, seed: 2 })
    const track = summaryOf(gpx11([walk.points.map(([lat, lng]) => ({ lat, lng }))]))
    expect(track).toMatchObject({ ascentM: 0, descentM: 0, minEleM: null, maxEleM: null, durationS: null })
    expect(track).not.toHaveProperty('profile')
  })
})

describe('a file of several segments (days, outings, a lift between them)', () => {
  /** A recorded-style segment along `walk` with the elevation `profile(km)` and 2 m of noise, at 20 km/h. */
  function segment(walk: ReturnType<typeof geodesicWalk>, profile: (km: number) => number, start: string) {
    const random = seededRandom(Math.round(walk.trueKm * 1000))
    return walk.points.map(([lat, lng], i) => ({
      lat,
      lng,
      ele: profile(walk.km[i] as number) + gaussian(random, 2),
      time: new Date(Date.parse(start) + ((walk.km[i] as number) / 20) * 3600_000),
    }))
  }

  it('counts no climb or descent for the jump from one segment to the next', () => {
    // A valley drive at 500 m, then (after a cable car) a high road at 1,500 m, then back down by the
    // car at 500 m: both roads are flat, so there is nothing to climb on the way.
    const valley = geodesicWalk({ start: [47.1, 11.4], lengthKm: 5, stepM: 15, seed: 31 })
    const high = geodesicWalk({ start: [47.15, 11.45], lengthKm: 5, stepM: 15, seed: 32 })
    const again = geodesicWalk({ start: [47.1, 11.4], lengthKm: 3, stepM: 15, seed: 33 })
    const track = summaryOf(
      gpx11([
        segment(valley, () => 500, '2024-07-01T08:00:00Z'),
        segment(high, () => 1500, '2024-07-01T10:00:00Z'),
        segment(again, () => 500, '2024-07-01T14:00:00Z'),
      ]),
    )
    expect(track.ascentM).toBeLessThan(15)
    expect(track.descentM).toBeLessThan(15)
    expect(track.minEleM).toBeGreaterThan(490)
    expect(track.maxEleM).toBeLessThan(1510)
  })

  it('keeps the sign of the net climb when a day ends higher than the next one starts', () => {
    // Day one climbs 300 m and ends at 800 m; day two starts at 600 m and climbs 100 m: 400 m up, none down.
    const one = geodesicWalk({ start: [46.5, 13.7], lengthKm: 6, stepM: 15, seed: 41 })
    const two = geodesicWalk({ start: [46.55, 13.75], lengthKm: 4, stepM: 15, seed: 42 })
    const track = summaryOf(
      gpx11([
        segment(one, (km) => 500 + (300 * km) / one.trueKm, '2024-07-01T08:00:00Z'),
        segment(two, (km) => 600 + (100 * km) / two.trueKm, '2024-07-02T08:00:00Z'),
      ]),
    )
    expect(relativeError(track.ascentM, 400)).toBeLessThan(0.1)
    expect(track.descentM).toBeLessThan(15)
  })

  it('gives the time recorded, each segment’s own span, not the days between them', () => {
    const morning = geodesicWalk({ start: [48.7, 19.1], lengthKm: 40, stepM: 200, seed: 51 })
    const nextDay = geodesicWalk({ start: [48.9, 19.6], lengthKm: 60, stepM: 200, seed: 52 })
    const days = [
      segment(morning, () => 400, '2024-05-01T08:00:00Z'),
      segment(nextDay, () => 400, '2024-05-02T09:00:00Z'),
    ]
    const hours = (morning.trueKm + nextDay.trueKm) / 20
    expect(summaryOf(gpx11(days)).durationS).toBe(Math.round(hours * 3600))
    // Stored in the other order, and months apart, the figure is the same.
    const spring = segment(morning, () => 400, '2024-03-01T08:00:00Z')
    expect(summaryOf(gpx11([days[1] as FixturePoint[], spring])).durationS).toBe(Math.round(hours * 3600))
  })
})

describe('the highest and the lowest point', () => {
  it('are the summit and the valley as recorded, not lowered and raised by the smoothing', () => {
    // A steep trail (30 %) to a sharp summit at 2,500 m, and down the other side to 1,600 m.
    const walk = geodesicWalk({ start: [46.4, 13.8], lengthKm: 6, stepM: 10, seed: 61 })
    const top = walk.trueKm / 2
    const profile = (km: number) => 2500 - 300 * Math.abs(km - top)
    const random = seededRandom(62)
    const points = walk.points.map(([lat, lng], i) => ({
      lat,
      lng,
      ele: profile(walk.km[i] as number) + gaussian(random, 0.5),
    }))
    const track = summaryOf(gpx11([points]))
    expect(Math.abs((track.maxEleM ?? 0) - 2500)).toBeLessThanOrEqual(3)
    expect(Math.abs((track.minEleM ?? 0) - profile(walk.trueKm))).toBeLessThanOrEqual(3)
  })

  it('leave out a spike of a GPS fix, which the climb does not count either', () => {
    const walk = geodesicWalk({ start: [45.8, 6.9], lengthKm: 4, stepM: 15, seed: 71 })
    const random = seededRandom(72)
    const points = walk.points.map(([lat, lng]) => ({ lat, lng, ele: 1200 + gaussian(random, 1) }))
    const middle = points[Math.floor(points.length / 2)] as FixturePoint
    middle.ele = 1450
    const next = points[Math.floor(points.length / 2) + 1] as FixturePoint
    next.ele = 1420
    const track = summaryOf(gpx11([points]))
    expect(track.maxEleM).toBeLessThan(1210)
    expect(track.ascentM).toBeLessThan(15)
  })
})

function round5(value: number) {
  return Math.round(value * 1e5) / 1e5
}
