// The circle of a near search ("within 50 km of here") as a ring of places, to draw on either map engine.
import type { LatLng } from '@travel/domain'

const EARTH_RADIUS_KM = 6371

/** Places `radiusKm` from `centre` in `steps` directions (great-circle destinations), first = last. */
export function circleRing([lat, lng]: LatLng, radiusKm: number, steps = 96): LatLng[] {
  const φ1 = (lat * Math.PI) / 180
  const λ1 = (lng * Math.PI) / 180
  const δ = radiusKm / EARTH_RADIUS_KM
  const ring: LatLng[] = []
  for (let i = 0; i <= steps; i++) {
    const θ = (2 * Math.PI * i) / steps
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ))
    const λ2 =
      λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2))
    ring.push([(φ2 * 180) / Math.PI, (λ2 * 180) / Math.PI])
  }
  return ring
}
