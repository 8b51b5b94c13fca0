// Near queries that read what they show: the search goes outward in rings from the centre, each as wide
// as the density seen so far says it must be to hold a page, and stops once a ring holds one more event
// than the page (so that page is surely the nearest, and more follow). docs/search.md has the figures.
import type { NearPosition } from './near'
import { ringCells, type Cell } from './near-cells'

/** The first ring's radius: a town and its surroundings. */
export const FIRST_RING_KM = 10
/** How much a ring may grow on the next: at least this, so a sparse area is crossed in few steps ... */
const MIN_GROWTH = 1.5
/** ... and at most this, so a dense area beyond an empty one is not read whole. */
const MAX_GROWTH = 8
/** The growth when a ring held nothing yet. */
const EMPTY_GROWTH = 4

export interface NearRing {
  outerKm: number
  /** the cells to read for this ring: those meeting it and not wholly closer than the cursor */
  cells(): Cell[]
  /** told the distances of every matching event read so far: whether the page is complete */
  enough(distancesKm: number[]): boolean
}

/**
 * The rings of one near page: `after` is the previous page's last event (every event closer than it has
 * been shown). The last ring is the whole area.
 */
export function* nearRings(
  area: { center: [number, number]; radiusKm: number },
  limit: number,
  after?: NearPosition,
): Generator<NearRing> {
  const wanted = limit + 1
  const innerKm = after?.distanceKm ?? 0
  let outerKm = Math.min(area.radiusKm, Math.max(FIRST_RING_KM, innerKm * MIN_GROWTH))
  for (;;) {
    let inside = 0
    const ringKm = outerKm
    yield {
      outerKm: ringKm,
      cells: () => ringCells(area.center, innerKm, ringKm),
      enough(distancesKm) {
        inside = distancesKm.filter((km) => km <= ringKm).length
        return inside >= wanted
      },
    }
    if (outerKm >= area.radiusKm) return
    // The area that held `inside` events, scaled to hold `wanted`, plus a margin for uneven density.
    const growth = inside > 0 ? Math.sqrt(wanted / inside) * 1.25 : EMPTY_GROWTH
    outerKm = Math.min(area.radiusKm, outerKm * Math.min(MAX_GROWTH, Math.max(MIN_GROWTH, growth)))
  }
}
