// Which clusters and markers the events map shows, for both engines: one supercluster index per map answer,
// asked for a box of the world at a zoom in viewport.ts's (and Google's) zoom levels and pixels.
import Supercluster from 'supercluster'
import type { LatLng, MapBox, MapClusterDto, MapPointDto } from '@travel/domain'
import {
  fitBounds,
  fromWorld,
  MAX_ZOOM,
  scaleOf,
  TILE,
  toWorld,
  type Size,
  type Viewport,
} from '@/components/map/viewport'

/** Markers closer than this many screen px join a cluster. */
export const CLUSTER_RADIUS_PX = 44
/** At the deepest zoom, markers at one spot are set on a ring with this many px between neighbours. */
const SPREAD_GAP_PX = 26
/** A view of the whole of Europe, for a map with no events on it. */
const EMPTY_VIEW: Viewport = { center: [50, 12], zoom: 3 }

type PointProps = { index: number }
export type ClusterIndex = Supercluster<PointProps, PointProps>

export type MapFeature =
  | { kind: 'cluster'; id: number; count: number; position: LatLng }
  | { kind: 'area'; id: number; count: number; position: LatLng; bounds: MapBox }
  | { kind: 'event'; point: MapPointDto; position: LatLng }

/** [west, south, east, north] in degrees, as supercluster takes it; west > east crosses the antimeridian. */
export type LngLatBox = [number, number, number, number]

export function buildClusterIndex(points: readonly MapPointDto[]): ClusterIndex {
  // extent = the map's tile size, so supercluster's zoom levels and pixels are the map's own
  const index = new Supercluster<PointProps, PointProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE,
    // none at the deepest zoom: a cluster there could not be zoomed into, so its events must show
    maxZoom: MAX_ZOOM - 1,
  })
  index.load(
    points.map((p, i) => ({
      type: 'Feature',
      properties: { index: i },
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
    })),
  )
  return index
}

/** The clusters and single events inside `box` at `zoom` (clusters change at whole zoom levels). */
export function featuresIn(
  index: ClusterIndex,
  points: readonly MapPointDto[],
  box: LngLatBox,
  zoom: number,
): MapFeature[] {
  const features: MapFeature[] = []
  for (const feature of index.getClusters(box, Math.floor(zoom))) {
    const [lng, lat] = feature.geometry.coordinates as [number, number]
    const properties = feature.properties as Partial<Supercluster.ClusterProperties> & Partial<PointProps>
    if (properties.cluster && properties.cluster_id !== undefined) {
      features.push({
        kind: 'cluster',
        id: properties.cluster_id,
        count: properties.point_count ?? 0,
        position: [lat, lng],
      })
    } else {
      const point = points[properties.index ?? -1]
      if (point) features.push({ kind: 'event', point, position: [lat, lng] })
    }
  }
  return spreadStacks(features, zoom)
}

/**
 * Events at one spot (a camp several people posted) would hide under each other: each group is set on a
 * ring around the spot, in the order of the answer, so every one can be seen and pressed.
 */
function spreadStacks(features: MapFeature[], zoom: number): MapFeature[] {
  const stacks = new Map<string, MapFeature[]>()
  for (const f of features)
    if (f.kind === 'event') {
      const key = f.position.join()
      stacks.set(key, [...(stacks.get(key) ?? []), f])
    }
  const degreesPerPx = 360 / (TILE * scaleOf(zoom))
  for (const stack of stacks.values()) {
    if (stack.length < 2) continue
    const radiusPx = Math.max(SPREAD_GAP_PX, (stack.length * SPREAD_GAP_PX) / (2 * Math.PI))
    stack.forEach((f, i) => {
      const angle = (2 * Math.PI * i) / stack.length
      const [lat, lng] = f.position
      const cos = Math.cos((lat * Math.PI) / 180)
      f.position = [
        lat - Math.sin(angle) * radiusPx * degreesPerPx * cos,
        lng + Math.cos(angle) * radiusPx * degreesPerPx,
      ]
    })
  }
  return features
}

/** The server's clusters (of cells too crowded to send as points), numbered by their place in the answer. */
export function areasOf(clusters: readonly MapClusterDto[]): MapFeature[] {
  return clusters.map((c, id) => ({
    kind: 'area',
    id,
    count: c.count,
    position: c.position,
    bounds: c.bounds,
  }))
}

/** The zoom at which a cluster falls apart into smaller ones (what a press on it zooms to). */
export function expansionZoom(index: ClusterIndex, clusterId: number): number {
  return Math.min(MAX_ZOOM, index.getClusterExpansionZoom(clusterId))
}

/** Px around the view where clusters are still drawn: a disc whose centre is just off the map shows in part. */
const EDGE_PX = 28
/** The markers' positions are counted from a corner that moves only every so many px of panning. */
const ORIGIN_CELL_PX = 8192

/** What to ask for clusters while showing `viewport`: the box on screen (and EDGE_PX around it), at its zoom level. */
export function viewBoxOf(viewport: Viewport, size: Size): { box: LngLatBox; level: number } {
  const scale = scaleOf(viewport.zoom)
  const worldPx = TILE * scale
  const [cx, cy] = toWorld(viewport.center).map((v) => v * scale) as [number, number]
  const halfW = size.width / 2 + EDGE_PX
  const halfH = size.height / 2 + EDGE_PX
  const [north, west] = fromWorld([(cx - halfW) / scale, Math.max(0, cy - halfH) / scale])
  const [south, east] = fromWorld([(cx + halfW) / scale, Math.min(worldPx, cy + halfH) / scale])
  // a map as wide as the world (or wider) shows all of it; otherwise west > east across 180°
  const box: LngLatBox = 2 * halfW >= worldPx ? [-180, south, 180, north] : [west, south, east, north]
  return { box, level: Math.floor(viewport.zoom) }
}

/**
 * The corner the markers are placed from, in px of the whole world at the view's zoom: snapped to a coarse
 * grid, so while a reader drags the map the markers' own positions stay the same (only their layer moves),
 * and the numbers stay small at the deepest zoom (where the world is millions of px wide).
 */
export function markerOriginOf(viewport: Viewport): [number, number] {
  const scale = scaleOf(viewport.zoom)
  const [cx, cy] = toWorld(viewport.center).map((v) => v * scale) as [number, number]
  return [Math.floor(cx / ORIGIN_CELL_PX) * ORIGIN_CELL_PX, Math.floor(cy / ORIGIN_CELL_PX) * ORIGIN_CELL_PX]
}

/**
 * Where a place is drawn, in px from `origin` at the view's zoom; of the copies of the world side by side,
 * in the one nearest the view's centre (a place just across the antimeridian is drawn next to the view).
 */
export function markerOffset(
  position: LatLng,
  viewport: Viewport,
  [x0, y0]: readonly [number, number],
): [number, number] {
  const scale = scaleOf(viewport.zoom)
  const worldPx = TILE * scale
  const centreX = toWorld(viewport.center)[0] * scale
  const [wx, wy] = toWorld(position)
  const x = wx * scale
  return [x - Math.round((x - centreX) / worldPx) * worldPx - x0, wy * scale - y0]
}

/** The view that shows every point, for a map of `size`. */
export function viewOfPoints(points: readonly Pick<MapPointDto, 'lat' | 'lng'>[]) {
  if (!points.length) return () => EMPTY_VIEW
  let [south, west, north, east] = [90, 180, -90, -180]
  for (const p of points) {
    south = Math.min(south, p.lat)
    north = Math.max(north, p.lat)
    west = Math.min(west, p.lng)
    east = Math.max(east, p.lng)
  }
  return (size: Size) => fitBounds([south, west, north, east], size, { padding: 48, maxZoom: 11 })
}

const KM_PER_DEGREE_LAT = 111.32

/** The view of the circle of `radiusKm` around a place (the events near it), for a map of `size`. */
export function viewOfCircle([lat, lng]: LatLng, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LAT
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180)))
  const bounds: [number, number, number, number] = [
    Math.max(-85, lat - dLat),
    lng - Math.min(179, dLng),
    Math.min(85, lat + dLat),
    lng + Math.min(179, dLng),
  ]
  return (size: Size) => fitBounds(bounds, size, { padding: 24, maxZoom: 12 })
}
