// The events map by viewport: the visible box and zoom the map asks about, the grid of geohash cells the
// server counts it in (docs/routes-and-maps.md), and the answer. The web rounds its box to that grid, so
// nearby views ask the same address and share the CDN's copy.
import type { MapPointDto } from './api'

/** A box of the world: south, west, north, east in degrees; west > east when it crosses 180°. */
export type MapBox = [south: number, west: number, north: number, east: number]

export const MAP_ZOOM_MAX = 20
/**
 * The deepest zoom the site's maps go to. A view asked at it gets its crowded cells as points too (within
 * the answer's points): a cluster there could not be zoomed into, so its events, even ones at one spot,
 * would never show.
 */
export const MAP_ZOOM_DEEPEST = 14
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

/**
 * A cell of the grid: its box, and the geohashes in it, those whose first `from.length` characters lie
 * between `from` and `to` (one prefix when the cell is a whole geohash cell, else a run of its children).
 */
export interface MapGridCell {
  box: MapBox
  from: string
  to: string
}

export interface MapGrid {
  /** geohash bits of each cell (five to a character, the first of each pair a longitude bit) */
  bits: number
  /** the box the cells cover, rounded out to whole cells */
  box: MapBox
  cells: MapGridCell[]
}

/**
 * Degrees an edge may pass a cell's border and still count as on it: a box is written with six decimals
 * (mapBoxParam), so a rounded box read back must give the same grid.
 */
const SLACK = 1e-6
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz'
/** The finest cells asked for: nine geohash characters, a few metres. */
const BITS_MAX = 45

/** A cell's size in degrees at so many geohash bits (longitude takes the odd ones). */
export function geohashCellSize(bits: number): { lat: number; lng: number } {
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) }
}

/** The geohash range of the cell in `row` and `column` of the grid of `bits`. */
function rangeOf(bits: number, row: number, column: number): { from: string; to: string } {
  const lngBits = Math.ceil(bits / 2)
  const latBits = Math.floor(bits / 2)
  let prefix = ''
  let value = 0
  for (let i = 0; i < bits; i++) {
    const bit =
      i % 2 === 0
        ? Math.floor(column / 2 ** (lngBits - 1 - i / 2)) % 2
        : Math.floor(row / 2 ** (latBits - 1 - (i - 1) / 2)) % 2
    value = value * 2 + bit
    if (i % 5 === 4) {
      prefix += BASE32[value]
      value = 0
    }
  }
  const rest = bits % 5
  if (!rest) return { from: prefix, to: prefix }
  const first = value * 2 ** (5 - rest)
  return { from: prefix + BASE32[first], to: prefix + BASE32[first + 2 ** (5 - rest) - 1] }
}

/** The first column and how many, west to east, wrapping at 180°; the whole way round when the box spans it. */
function columnsOf(box: MapBox, size: number): { first: number; count: number; around: number } {
  const around = Math.round(360 / size)
  const [, west, , east] = box
  const span = west <= east ? east - west : 360 - (west - east)
  if (span >= 360 - 1e-9) return { first: 0, count: around, around }
  const first = Math.min(Math.floor((west + 180 + SLACK) / size), around - 1)
  const last = Math.max(first, Math.ceil((west + span + 180 - SLACK) / size) - 1)
  return { first, count: Math.min(last - first + 1, around), around }
}

function rowsOf(box: MapBox, size: number): { first: number; count: number } {
  const last = Math.round(180 / size) - 1
  const first = Math.min(Math.floor((box[0] + 90 + SLACK) / size), last)
  const end = Math.min(Math.max(first, Math.ceil((box[2] + 90 - SLACK) / size) - 1), last)
  return { first, count: end - first + 1 }
}

/**
 * The finest grid of geohash cells, counted in bits rather than characters so it is never coarser than
 * it must be, that covers the box in at most MAP_GRID_CELLS_MAX cells (six bits, 64 cells, cover the world).
 */
export function mapGridOf(box: MapBox): MapGrid {
  let bits = BITS_MAX
  for (; bits > 6; bits--) {
    const size = geohashCellSize(bits)
    if (rowsOf(box, size.lat).count * columnsOf(box, size.lng).count <= MAP_GRID_CELLS_MAX) break
  }
  const size = geohashCellSize(bits)
  const rows = rowsOf(box, size.lat)
  const columns = columnsOf(box, size.lng)
  const cells: MapGridCell[] = []
  for (let r = 0; r < rows.count; r++)
    for (let c = 0; c < columns.count; c++) {
      const row = rows.first + r
      const column = (columns.first + c) % columns.around
      cells.push({
        box: [
          row * size.lat - 90,
          column * size.lng - 180,
          (row + 1) * size.lat - 90,
          (column + 1) * size.lng - 180,
        ],
        ...rangeOf(bits, row, column),
      })
    }
  const south = rows.first * size.lat - 90
  const north = (rows.first + rows.count) * size.lat - 90
  if (columns.count === columns.around) return { bits, box: [south, -180, north, 180], cells }
  const west = columns.first * size.lng - 180
  const east = ((columns.first + columns.count - 1) % columns.around) * size.lng + size.lng - 180
  return { bits, box: [south, west, north, east], cells }
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
