// Near queries on Firestore: distance order cannot be an index order, so the area's geohash cells are
// read (whole when few events lie in it, else ring by ring outwards) and the events sorted by distance.
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { compareNear, distanceKm, hasPosition, type NearPosition } from '../../geo/near'
import { coverCells, unreadRanges, type Cell } from '../../geo/near-cells'
import { nearRings } from '../../geo/near-rings'
import type { FirestoreContext } from '../shared/firestore-tx'
import { eventOf } from './firestore-doc'
import { holdsAll, type EventQueries } from './firestore-search'
import { checkinFiltersOf } from './list-order'
import type { EventFilter, EventRecord, EventStore, NearArea, NearPage } from './port'

/**
 * A near page reads its area whole, instead of ring by ring, when it holds at most this many times the
 * page (an empty or sparse area, where each ring's cells would cost a read apiece).
 */
const READ_WHOLE_AT_MOST = 2

type Found = { event: EventRecord; distanceKm: number }

/** The events found, nearest first, cut to a page with the position of its last when more follow. */
function pageOf(found: Iterable<Found>, limit: number): NearPage {
  const sorted = [...found].sort((a, b) =>
    compareNear({ distanceKm: a.distanceKm, id: a.event.id }, { distanceKm: b.distanceKm, id: b.event.id }),
  )
  const page = sorted.slice(0, limit)
  const last = page[page.length - 1]
  return {
    events: page,
    next: sorted.length > limit && last ? { distanceKm: last.distanceKm, id: last.event.id } : null,
  }
}

/** One near query's reading of cells: what it has read, and what it found within the area. */
function areaReader(
  ctx: FirestoreContext,
  inArea: Query,
  accepts: (doc: QueryDocumentSnapshot) => Found | null,
) {
  const onReads = ctx.options.onReads
  const found = new Map<string, Found>()
  const readCells = new Set<string>()
  /** The range queries of the cells' parts not read yet. */
  const unreadQueries = (cells: Cell[]) =>
    cells.flatMap((cell) =>
      (unreadRanges(cell.prefix, readCells) ?? []).map(({ after: from, before }) => {
        const query = from === null ? inArea.startAt(cell.prefix) : inArea.startAfter(from)
        return before === null ? query.endAt(`${cell.prefix}~`) : query.endBefore(before)
      }),
    )
  return {
    found,
    async read(cells: Cell[]) {
      const snaps = await Promise.all(unreadQueries(cells).map((query) => query.get()))
      for (const cell of cells) readCells.add(cell.prefix)
      for (const snap of snaps) {
        onReads?.(Math.max(snap.size, 1))
        for (const doc of snap.docs) {
          const hit = accepts(doc)
          if (hit) found.set(hit.event.id, hit)
        }
      }
    },
    /** Whether the cells hold at most `most` events, told by counts (a read per 1,000 counted). */
    async holdAtMost(cells: Cell[], most: number): Promise<boolean> {
      const counts = await Promise.all(unreadQueries(cells).map((query) => query.count().get()))
      const total = counts.reduce((sum, snap) => sum + snap.data().count, 0)
      for (const snap of counts) onReads?.(Math.max(Math.ceil(snap.data().count / 1000), 1))
      return total <= most
    },
  }
}

export function firestoreNearEvents(ctx: FirestoreContext, queries: EventQueries): EventStore['nearEvents'] {
  return async (filter: EventFilter, area: NearArea, limit: number, after?: NearPosition) => {
    // A search narrows the cells' queries to its most selective word; the others are checked on each.
    const narrowed = await queries.narrowed(filter)
    if (!narrowed) return { events: [], next: null }
    const passes = checkinFiltersOf(filter)
    const reader = areaReader(ctx, narrowed.query.orderBy('geohash'), (doc) => {
      if (!holdsAll(doc, narrowed.others)) return null
      const event = eventOf(doc)
      if (!hasPosition(event.coordinates) || !passes(event)) return null
      const km = distanceKm(area.center, event.coordinates)
      if (km > area.radiusKm) return null
      if (after && compareNear({ distanceKm: km, id: event.id }, after) <= 0) return null
      return { event, distanceKm: km }
    })
    // A count over a few large cells says first whether the area holds so few events that reading it
    // whole is cheapest; otherwise the search goes outward in rings (near-rings.ts), each reading only
    // cells not read yet, and stops once enough events lie inside one.
    const whole = coverCells(area.center, after?.distanceKm ?? 0, area.radiusKm)
    if (await reader.holdAtMost(whole, READ_WHOLE_AT_MOST * (limit + 1))) await reader.read(whole)
    else
      for (const ring of nearRings(area, limit, after)) {
        await reader.read(ring.cells())
        if (ring.enough([...reader.found.values()].map((f) => f.distanceKm))) break
      }
    return pageOf(reader.found.values(), limit)
  }
}
