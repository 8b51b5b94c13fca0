// The events map of one view: the box split into a grid of geohash cells, each counted; the sparse cells
// read as single points, the others answered as clusters (docs/routes-and-maps.md). The plan is here, once,
// so both stores give the same answer from the same counts.
import {
  mapGridOf,
  MAP_ZOOM_DEEPEST,
  type Language,
  type MapBox,
  type MapClusterDto,
  type MapViewDto,
} from '@travel/domain'
import type { EventFilter, Store } from '../store/port'
import { toMapPointDto } from './dto'

/** A cell with at most this many events is shown as its events rather than as a bubble. */
export const MAP_CELL_POINTS_MAX = 8
/** Points one answer reads at most (each a Firestore read), so a view stays within its read budget. */
export const MAP_VIEW_POINTS_MAX = 160

export async function mapView(
  store: Store,
  filter: EventFilter,
  box: MapBox,
  zoom = 0,
  language?: Language,
): Promise<MapViewDto> {
  const { cells } = mapGridOf(box)
  const counts = await store.events.countCells(filter, cells)
  // The sparsest cells become points first, while the answer's points last; ties by place in the grid.
  // At the deepest zoom a crowded cell may too: nothing could open its cluster.
  const pointsMax = zoom >= MAP_ZOOM_DEEPEST ? MAP_VIEW_POINTS_MAX : MAP_CELL_POINTS_MAX
  const sparse = counts
    .map((c, at) => ({ ...c, at }))
    .filter((c) => c.count > 0 && c.count <= pointsMax)
    .sort((a, b) => a.count - b.count || a.at - b.at)
  const read = new Set<number>()
  let budget = MAP_VIEW_POINTS_MAX
  for (const cell of sparse) {
    if (cell.count > budget) break
    read.add(cell.at)
    budget -= cell.count
  }
  const points = await store.events.cellPoints(
    filter,
    cells.filter((_, at) => read.has(at)),
  )
  const clusters: MapClusterDto[] = []
  counts.forEach((c, at) => {
    const bounds = cells[at]!.box
    if (c.count === 0 || read.has(at)) return
    const centre: [number, number] = [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2]
    clusters.push({ position: c.mean ? rounded(c.mean) : centre, count: c.count, bounds })
  })
  return {
    clusters,
    points: points.map((point) => toMapPointDto(point, language)),
    truncated: sparse.length > read.size,
  }
}

/** Six decimals (about 10 cm): the same text from both stores' slightly different sums. */
function rounded([lat, lng]: [number, number]): [number, number] {
  return [Number(lat.toFixed(6)), Number(lng.toFixed(6))]
}
