import { describe, expect, it } from 'vitest'
import { circleRing, radiusForView } from './near-area'

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

describe('the radius of a place picked on a map', () => {
  it("reaches the map's corners, from a valley to a continent", () => {
    const phone = { width: 358, height: 544 }
    const valley = radiusForView({ centre: [49.2, 20.1], zoom: 12, size: phone })
    const country = radiusForView({ centre: [48.7, 19.5], zoom: 7, size: phone })
    const continent = radiusForView({ centre: [50, 12], zoom: 3, size: phone })
    expect(valley).toBe(10)
    expect(country).toBeGreaterThan(valley)
    expect(continent).toBe(1000)
    // half the diagonal of a phone at zoom 7 over Slovakia: 326 px × 0.81 km = 263 km, the next offered is 500
    expect(country).toBe(500)
  })
})
