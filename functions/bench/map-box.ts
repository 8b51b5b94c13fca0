// The box a desktop map shows around a place at a zoom, rounded to the grid as the web app asks it: the
// views both map benchmarks request.
import { mapGridOf, type MapBox } from '@travel/domain'

/** The map's size in px on a desktop, as the web app's view box is worked out. */
export const MAP_PX = { width: 1280, height: 544 }

/** The box a map of MAP_PX shows around `centre` at `zoom` (Web Mercator, 256 px tiles). */
export function viewBox([lat, lng]: readonly [number, number], zoom: number): MapBox {
  const degreesPerPx = 360 / (256 * 2 ** zoom)
  const halfLng = (MAP_PX.width / 2) * degreesPerPx
  const halfLat = (MAP_PX.height / 2) * degreesPerPx * Math.cos((lat * Math.PI) / 180)
  const box: MapBox = [
    Math.max(-90, lat - halfLat),
    Math.max(-180, lng - halfLng),
    Math.min(90, lat + halfLat),
    Math.min(180, lng + halfLng),
  ]
  return mapGridOf(box).box
}
