// The area of a near search ("within 50 km of here") on a map: the radius that fits what a map shows, and
// its circle as a ring of places to draw on either map engine.
import { NEAR_RADIUS_MAX_KM, type LatLng } from '@travel/domain'
import { metresPerPixel, type Size } from '@/components/map/viewport'
import { NEAR_RADII_KM } from './near-radii'

/** What a map shows: its centre, zoom and size in px. */
export interface MapView {
  centre: LatLng
  zoom: number
  size: Size
}

/**
 * The radius for "events near here" picked on a map: the smallest offered that reaches from the centre to
 * the map's corners, so every event the map shows is in the list, a place picked on a map of a country
 * asks about that country and one picked on a map of a valley about that valley.
 */
export function radiusForView({ centre, zoom, size }: MapView): number {
  const km = (Math.hypot(size.width, size.height) / 2) * (metresPerPixel(centre[0], zoom) / 1000)
  return NEAR_RADII_KM.find((r) => r >= km) ?? NEAR_RADIUS_MAX_KM
}

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
