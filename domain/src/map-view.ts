// The events map by viewport: the visible box and zoom the map asks about, the grid of geohash cells the
// server counts it in (docs/routes-and-maps.md), and the answer. The web rounds its box to that grid, so
// nearby views ask the same address and share the CDN's copy.
import type { MapPointDto } from './api'

/** A box of the world: south, west, north, east in degrees; west > east when it crosses 180°. */
export type MapBox = [south: number, west: number, north: number, east: number]

export const MAP_ZOOM_MAX = 20
/** The grid never has more cells than this: each is one count query on Firestore. */
export const MAP_GRID_CELLS_MAX = 64

export interface MapViewQuery {
  bbox: MapBox
  zoom: number
}

/** Many events in one cell of the grid, shown as one bubble with their count. */
export interface MapClusterDto {
  /** [lat, lng]: the events' mean position (the cell's centre where the store cannot average) */
  position: [number, number]
  count: number
  /** the cell: a click zooms the map to it */
  bounds: MapBox
}

export interface MapViewDto {
  clusters: MapClusterDto[]
  points: MapPointDto[]
  /** true when cells small enough to show as points came as clusters, the answer's points being spent */
  truncated: boolean
}

export interface MapViewResponse {
  success: true
  data: MapViewDto
}

/** A cell of the grid at some geohash precision: its row and column, counted from the south-west corner. */
export interface MapGridCell {
  row: number
  column: number
  box: MapBox
}

export interface MapGrid {
  /** geohash characters of each cell */
  precision: number
  /** the box the cells cover, rounded out to whole cells */
  box: MapBox
  cells: MapGridCell[]
}

/** A cell's size in degrees at a geohash precision (longitude takes the odd bit). */
export function geohashCellSize(precision: number): { lat: number; lng: number } {
  const bits = precision * 5
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) }
}

/** The first column and how many, west to east, wrapping at 180°; the whole way round when the box spans it. */
function columnsOf(box: MapBox, size: number): { first: number; count: number; around: number } {
  const around = Math.round(360 / size)
  const [, west, , east] = box
  const span = west <= east ? east - west : 360 - (west - east)
  if (span >= 360 - 1e-9) return { first: 0, count: around, around }
  const first = Math.min(Math.floor((west + 180) / size), around - 1)
  const last = Math.max(first, Math.ceil((west + span + 180) / size) - 1)
  return { first, count: Math.min(last - first + 1, around), around }
}

function rowsOf(box: MapBox, size: number): { first: number; count: number } {
  const last = Math.round(180 / size) - 1
  const first = Math.min(Math.floor((box[0] + 90) / size), last)
  const end = Math.min(Math.max(first, Math.ceil((box[2] + 90) / size) - 1), last)
  return { first, count: end - first + 1 }
}

/**
 * The finest grid of geohash cells that covers the box in at most MAP_GRID_CELLS_MAX cells. Precision 1
 * (32 cells) covers the whole world, so there is always one.
 */
export function mapGridOf(box: MapBox): MapGrid {
  let precision = 9
  for (; precision > 1; precision--) {
    const size = geohashCellSize(precision)
    if (rowsOf(box, size.lat).count * columnsOf(box, size.lng).count <= MAP_GRID_CELLS_MAX) break
  }
  const size = geohashCellSize(precision)
  const rows = rowsOf(box, size.lat)
  const columns = columnsOf(box, size.lng)
  const cells: MapGridCell[] = []
  for (let r = 0; r < rows.count; r++)
    for (let c = 0; c < columns.count; c++) {
      const row = rows.first + r
      const column = (columns.first + c) % columns.around
      cells.push({
        row,
        column,
        box: [
          row * size.lat - 90,
          column * size.lng - 180,
          (row + 1) * size.lat - 90,
          (column + 1) * size.lng - 180,
        ],
      })
    }
  const south = rows.first * size.lat - 90
  const north = (rows.first + rows.count) * size.lat - 90
  if (columns.count === columns.around) return { precision, box: [south, -180, north, 180], cells }
  const west = columns.first * size.lng - 180
  const east = ((columns.first + columns.count - 1) % columns.around) * size.lng + size.lng - 180
  return { precision, box: [south, west, north, east], cells }
}

/** A box written for an address: rounded, so the same view always gives the same text. */
export function mapBoxParam(box: MapBox): string {
  return box.map((v) => Number(v.toFixed(6))).join(',')
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,15})?$/

export type MapViewQueryResult =
  { ok: true; query: MapViewQuery } | { ok: false; fields: Record<string, string> }

/** Parses `bbox` (south,west,north,east) and `zoom` (0–20) of GET /api/events/map. */
export function parseMapViewQuery(bboxRaw: unknown, zoomRaw: unknown): MapViewQueryResult {
  const fields: Record<string, string> = {}
  let bbox: MapBox | undefined
  if (typeof bboxRaw !== 'string') fields.bbox = Array.isArray(bboxRaw) ? 'query_repeated' : 'bbox_invalid'
  else {
    const parts = bboxRaw.split(',').map((s) => s.trim())
    const numbers = parts.map(Number)
    const [south, west, north, east] = numbers as MapBox
    const valid =
      parts.length === 4 &&
      parts.every((p) => DECIMAL.test(p)) &&
      [south, north].every((v) => v >= -90 && v <= 90) &&
      [west, east].every((v) => v >= -180 && v <= 180) &&
      south <= north
    if (valid) bbox = [south, west, north, east]
    else fields.bbox = 'bbox_invalid'
  }
  if (typeof zoomRaw !== 'string') fields.zoom = Array.isArray(zoomRaw) ? 'query_repeated' : 'zoom_invalid'
  else if (!/^\d{1,2}$/.test(zoomRaw.trim()) || Number(zoomRaw) > MAP_ZOOM_MAX) fields.zoom = 'zoom_invalid'
  if (!bbox || Object.keys(fields).length) return { ok: false, fields }
  return { ok: true, query: { bbox, zoom: Number(zoomRaw) } }
}
