// The geohash cells that cover a ring around a point, for near queries that search outward until they
// have found enough (docs/search.md "Near me"). A cell is a lat/lng rectangle; its prefix is a range of
// stored geohashes, so one cell is one indexed range query.
import { geohashForLocation } from 'geofire-common'
import { distanceKm } from './near'

const BITS_PER_CHAR = 5
/** Cells per ring step at most: each costs a query, and an empty query is billed as one read. */
const MAX_CELLS = 40
const KM_PER_DEGREE = 111.195

export interface Cell {
  prefix: string
  latMin: number
  latMax: number
  lngMin: number
  lngMax: number
}

/** The size in degrees of a cell of `precision` characters (longitude takes the odd bit). */
function cellSize(precision: number): { lat: number; lng: number } {
  const bits = precision * BITS_PER_CHAR
  return { lat: 180 / 2 ** Math.floor(bits / 2), lng: 360 / 2 ** Math.ceil(bits / 2) }
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
const toRad = (deg: number) => (deg * Math.PI) / 180
const toDeg = (rad: number) => (rad * 180) / Math.PI

/** Longitude difference in (-180, 180]. */
function lngDelta(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180
  return d === -180 ? 180 : d
}

/**
 * The exact least distance from `center` to the cell: along the meridian when the centre's longitude is
 * the cell's, else on the nearer side meridian, where the distance along the side is a shifted cosine
 * whose extremes are at φ0 and φ0 ± 180°, so the least of those and the corners is the minimum.
 */
export function minDistanceKm(center: readonly [number, number], cell: Cell): number {
  const [lat, lng] = center
  const west = lngDelta(lng, cell.lngMin)
  const east = lngDelta(lng, cell.lngMax)
  const inside = west <= 0 && east >= 0 && cell.lngMax - cell.lngMin < 360
  if (inside || cell.lngMax - cell.lngMin >= 360)
    return distanceKm(center, [clamp(lat, cell.latMin, cell.latMax), lng])
  const side = Math.abs(west) < Math.abs(east) ? cell.lngMin : cell.lngMax
  const phi0 = toDeg(
    Math.atan2(Math.sin(toRad(lat)), Math.cos(toRad(lat)) * Math.cos(toRad(lngDelta(lng, side)))),
  )
  const candidates = [phi0, phi0 - 180, phi0 + 180, cell.latMin, cell.latMax]
    .filter((phi) => phi >= cell.latMin && phi <= cell.latMax)
    .map((phi) => distanceKm(center, [phi, side]))
  return Math.min(...candidates)
}

/** An upper bound of the distance from `center` to any point of the cell (triangle inequality). */
export function maxDistanceKm(center: readonly [number, number], cell: Cell): number {
  const middle: [number, number] = [(cell.latMin + cell.latMax) / 2, (cell.lngMin + cell.lngMax) / 2]
  const corners: [number, number][] = [
    [cell.latMin, cell.lngMin],
    [cell.latMin, cell.lngMax],
    [cell.latMax, cell.lngMin],
    [cell.latMax, cell.lngMax],
  ]
  const halfDiagonal = Math.max(...corners.map((corner) => distanceKm(middle, corner)))
  return distanceKm(center, middle) + halfDiagonal * 1.01 + 0.001
}

/** The longest precision whose cells are at least `km` tall and wide at this latitude (at least 1). */
function precisionFor(km: number, lat: number): number {
  const shrink = Math.max(Math.cos(toRad(Math.min(Math.abs(lat), 89))), 0.01)
  for (let precision = 10; precision > 1; precision--) {
    const size = cellSize(precision)
    if (size.lat * KM_PER_DEGREE >= km && size.lng * KM_PER_DEGREE * shrink >= km) return precision
  }
  return 1
}

/** Every cell of `precision` whose rectangle meets the circle's bounding box. */
function cellsOfBox(center: readonly [number, number], radiusKm: number, precision: number): Cell[] {
  const size = cellSize(precision)
  const [lat, lng] = center
  const dLat = radiusKm / KM_PER_DEGREE
  const latMin = Math.max(-90, lat - dLat)
  const latMax = Math.min(90, lat + dLat)
  const widest = Math.max(Math.abs(latMin), Math.abs(latMax))
  const dLng = widest >= 89.9 ? 180 : radiusKm / (KM_PER_DEGREE * Math.cos(toRad(widest)))
  const rows = [
    Math.floor((latMin + 90) / size.lat),
    Math.min(Math.floor((latMax + 90) / size.lat), 180 / size.lat - 1),
  ]
  const columnsAround = 360 / size.lng
  const firstColumn = Math.floor((lng - Math.min(dLng, 180) + 180) / size.lng)
  const lastColumn = Math.floor((lng + Math.min(dLng, 180) + 180) / size.lng)
  const columnCount = Math.min(lastColumn - firstColumn + 1, columnsAround)
  const cells: Cell[] = []
  for (let row = rows[0]!; row <= rows[1]!; row++) {
    for (let step = 0; step < columnCount; step++) {
      const column = (((firstColumn + step) % columnsAround) + columnsAround) % columnsAround
      const cell = {
        latMin: row * size.lat - 90,
        latMax: (row + 1) * size.lat - 90,
        lngMin: column * size.lng - 180,
        lngMax: (column + 1) * size.lng - 180,
      }
      const middle: [number, number] = [(cell.latMin + cell.latMax) / 2, (cell.lngMin + cell.lngMax) / 2]
      cells.push({ ...cell, prefix: geohashForLocation(middle, precision) })
    }
  }
  return cells
}

function cellsMeeting(
  center: readonly [number, number],
  innerKm: number,
  outerKm: number,
  cellKm: number,
  maxCells: number,
): Cell[] {
  let precision = precisionFor(cellKm, center[0])
  for (;;) {
    const cells = cellsOfBox(center, outerKm, precision).filter(
      (cell) => minDistanceKm(center, cell) <= outerKm && maxDistanceKm(center, cell) >= innerKm,
    )
    if (cells.length <= maxCells || precision === 1) return cells
    precision--
  }
}

/**
 * The cells that meet the ring between `innerKm` (a cell wholly closer is left out) and `outerKm`: a
 * quarter of its radius or larger, at most MAX_CELLS (coarser ones when more would be needed).
 */
export function ringCells(center: readonly [number, number], innerKm: number, outerKm: number): Cell[] {
  return cellsMeeting(center, innerKm, outerKm, outerKm / 4, MAX_CELLS)
}

/** The same ring in fewer, larger cells (half its radius or larger, at most 16): cheap to count. */
export function coverCells(center: readonly [number, number], innerKm: number, outerKm: number): Cell[] {
  return cellsMeeting(center, innerKm, outerKm, outerKm / 2, 16)
}

/**
 * The parts of a cell's range not read yet, given the prefixes read already (none of which is a prefix of
 * another): null when the cell was read whole, else the ranges between the read sub-cells, for
 * startAfter/endBefore queries ('~' sorts after every geohash character).
 */
export function unreadRanges(
  prefix: string,
  read: ReadonlySet<string>,
): { after: string | null; before: string | null }[] | null {
  for (let length = 1; length <= prefix.length; length++) if (read.has(prefix.slice(0, length))) return null
  const inside = [...read].filter((p) => p.startsWith(prefix)).sort()
  const ranges: { after: string | null; before: string | null }[] = []
  let after: string | null = null
  for (const sub of inside) {
    ranges.push({ after, before: sub })
    after = `${sub}~`
  }
  ranges.push({ after, before: null })
  return ranges
}
