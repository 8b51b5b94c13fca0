import { describe, expect, it } from 'vitest'
import { circleRing } from './near-circle'

/** The distance the API filters near answers by: haversine on a sphere of 6371 km. */
function haversineKm([lat1, lng1]: readonly number[], [lat2, lng2]: readonly number[]): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2! - lat1!) * rad) / 2) ** 2 +
    Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(((lng2! - lng1!) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(a))
}

describe('the circle of a near search', () => {
  it('runs where the list stops, all round and closed, also far north and by the antimeridian', () => {
    for (const [centre, radiusKm] of [
      [[48.1486, 17.1077], 50],
      [[69.65, 18.96], 250],
      [[-17.8, 179.4], 1000],
    ] as const) {
      const ring = circleRing([centre[0], centre[1]], radiusKm)
      expect(ring.at(-1)![0]).toBeCloseTo(ring[0]![0], 9)
      expect(ring.at(-1)![1]).toBeCloseTo(ring[0]![1], 9)
      for (const place of ring) expect(haversineKm(centre, place)).toBeCloseTo(radiusKm, 6)
    }
  })
})
