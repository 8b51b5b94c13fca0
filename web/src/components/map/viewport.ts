// The map's viewport model, shared by every map of the site: Web Mercator world coordinates and a centre +
// zoom over a box of pixels. Panning and zooming are pure functions of it, so any engine or gesture can
// drive it and tests can check it without a browser (docs/routes-and-maps.md).
import { MAP_ZOOM_DEEPEST, type LatLng } from '@travel/domain'

export const TILE = 256
const MIN_ZOOM = 1
/** the server answers the events map's deepest view with points, so the two must agree */
export const MAX_ZOOM = MAP_ZOOM_DEEPEST
/** Web Mercator stops here (the map is square) */
const MAX_LAT = 85.05112878

export interface Viewport {
  center: LatLng
  zoom: number
}

export interface Size {
  width: number
  height: number
}

/** A point of the world at zoom 0, in px: x 0..256 west to east, y 0..256 north to south. */
export function toWorld([lat, lng]: readonly [number, number]): [number, number] {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat))
  const sin = Math.sin((clamped * Math.PI) / 180)
  const x = TILE * (0.5 + lng / 360)
  const y = TILE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI))
  return [x, y]
}

export function fromWorld([x, y]: readonly [number, number]): LatLng {
  const lng = (x / TILE - 0.5) * 360
  const n = Math.PI - (2 * Math.PI * y) / TILE
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n))
  return [lat, wrapLng(lng)]
}

function wrapLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180
}

export const scaleOf = (zoom: number) => 2 ** zoom

export function clampZoom(zoom: number): number {
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom))
}

/**
 * The affine map from world px to screen px for a viewport: screen = world * scale + translate. Layers
 * drawn in world px (the land, a track) take it as one SVG transform, so panning and zooming never
 * re-project their geometry.
 */
export function worldTransform(viewport: Viewport, size: Size) {
  const scale = scaleOf(viewport.zoom)
  const [cx, cy] = toWorld(viewport.center)
  return { scale, x: size.width / 2 - cx * scale, y: size.height / 2 - cy * scale }
}

/**
 * A number of screen px as a map writes it into the page: to a hundredth of a px, and a scale to 8
 * significant digits. The server and the browser can differ in the last bits of a sine; rounded far above
 * them, both write the same and hydration matches (docs/routes-and-maps.md).
 */
export const pagePx = (px: number) => Math.round(px * 100) / 100
export const pageScale = (scale: number) => Number(scale.toPrecision(8))

/** Where a place is on screen, in px from the top left of the map. */
export function project(point: readonly [number, number], viewport: Viewport, size: Size): [number, number] {
  const { scale, x, y } = worldTransform(viewport, size)
  const [wx, wy] = toWorld(point)
  return [wx * scale + x, wy * scale + y]
}

/** The place under a screen px. */
export function unproject(point: readonly [number, number], viewport: Viewport, size: Size): LatLng {
  const { scale, x, y } = worldTransform(viewport, size)
  return fromWorld([(point[0] - x) / scale, (point[1] - y) / scale])
}

/** The viewport moved by a drag of dx, dy screen px (the map follows the pointer). */
export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  const scale = scaleOf(viewport.zoom)
  const [cx, cy] = toWorld(viewport.center)
  const y = Math.max(0, Math.min(TILE, cy - dy / scale))
  return { ...viewport, center: fromWorld([cx - dx / scale, y]) }
}

/** Zooms by `delta` levels keeping the place under `anchor` (screen px) where it is, as a pinch does. */
export function zoomAround(
  viewport: Viewport,
  size: Size,
  delta: number,
  anchor: readonly [number, number],
): Viewport {
  const zoom = clampZoom(viewport.zoom + delta)
  if (zoom === viewport.zoom) return viewport
  const fixed = toWorld(unproject(anchor, viewport, size))
  const scale = scaleOf(zoom)
  // the centre that puts `fixed` at `anchor` at the new scale
  const cx = fixed[0] - (anchor[0] - size.width / 2) / scale
  const cy = fixed[1] - (anchor[1] - size.height / 2) / scale
  return { zoom, center: fromWorld([cx, cy]) }
}

/**
 * The viewport showing a bounding box ([south, west, north, east]) whole, with `padding` px left free
 * on every side; at most `maxZoom`, so a short track is not shown from a metre away.
 */
export function fitBounds(
  [south, west, north, east]: readonly [number, number, number, number],
  size: Size,
  { padding = 32, maxZoom = 13 }: { padding?: number; maxZoom?: number } = {},
): Viewport {
  const [x0, y0] = toWorld([north, west])
  const [eastX, y1] = toWorld([south, east])
  // a box across the antimeridian: its east edge lies one world further east
  const x1 = eastX < x0 ? eastX + TILE : eastX
  const width = Math.max(1, size.width - 2 * padding)
  const height = Math.max(1, size.height - 2 * padding)
  const spanX = Math.max(x1 - x0, 1e-9)
  const spanY = Math.max(y1 - y0, 1e-9)
  const zoom = clampZoom(Math.min(maxZoom, Math.log2(Math.min(width / spanX, height / spanY))))
  return { zoom, center: fromWorld([(x0 + x1) / 2, (y0 + y1) / 2]) }
}

/** Metres per screen px at a latitude and zoom (for the scale bar). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * 6378137) / (TILE * scaleOf(zoom))
}
