// Route files in the formats real devices and programs write (Garmin, Strava, MapSource, ExpertGPS, a
// route planner), constructed with known totals (fixtures/devices/README.md): what the route's page
// says must agree with them.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseGpx } from '../src/tracks/parse-gpx'
import { summariseTrack } from '../src/tracks/summarise-track'

interface Totals {
  distanceKm: number
  ascentM: number
  descentM: number
  minEleM: number
  maxEleM: number
  durationS: number | null
}
const folder = new URL('./fixtures/devices/', import.meta.url)
const totals = JSON.parse(readFileSync(new URL('totals.json', folder), 'utf8')) as Record<string, Totals>

describe('route files from devices and programs, against their known totals', () => {
  for (const [file, truth] of Object.entries(totals)) {
    it(file, () => {
      const track = summariseTrack(parseGpx(readFileSync(new URL(file, folder))))
      // the distance to the metre or so; the climb and descent within 10 % (or 15 m on a small total)
      expect(Math.abs(track.distanceKm - truth.distanceKm)).toBeLessThan(truth.distanceKm * 0.001)
      expect(Math.abs(track.ascentM - truth.ascentM)).toBeLessThanOrEqual(Math.max(15, truth.ascentM * 0.1))
      expect(Math.abs(track.descentM - truth.descentM)).toBeLessThanOrEqual(
        Math.max(15, truth.descentM * 0.1),
      )
      // the extremes as recorded: within the noise of the recording, never shaved by the smoothing
      expect(Math.abs((track.maxEleM ?? 0) - truth.maxEleM)).toBeLessThanOrEqual(8)
      expect(Math.abs((track.minEleM ?? 0) - truth.minEleM)).toBeLessThanOrEqual(8)
      expect(track.durationS).toBe(truth.durationS)
    })
  }
})
