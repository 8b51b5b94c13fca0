// Near queries and the events map on the embedded store: scans of the filter's shortest list, which
// holds a local stack's or a test's events, a few thousand at most.
import { compareNear, distanceKm, geohashOf, hasPosition } from '../../geo/near'
import type { EmbeddedContext } from '../embedded-data'
import { defined } from '../shared/collections'
import { copyEvent, lowerBound, matches } from './embedded-order'
import { checkinFiltersOf } from './list-order'
import type { EventFilter, EventRecord, EventStore, GeohashRange, MapPointRecord } from './port'

type MapPart = Pick<
  EventStore,
  'nearEvents' | 'mapPoints' | 'countCells' | 'cellPoints' | 'eventsWithoutMapPosition'
>

/** Whether a geohash lies in a cell of the map. */
function inCell(hash: string, { from, to }: GeohashRange): boolean {
  const head = hash.slice(0, from.length)
  return head >= from && head <= to
}

function pointOf(e: EventRecord): MapPointRecord {
  const { id, title, thumbnail, coordinates, access, date, section, ratingAverage, lastVisit, state } = e
  const point = { id, title, thumbnail, coordinates: [...coordinates], access, date, section: { ...section } }
  const translation = e.translation ? { translation: { title: e.translation.title } } : {}
  return { ...point, ...defined({ writtenIn: e.writtenIn, ratingAverage, lastVisit, state }), ...translation }
}

export function embeddedEventsMap({ data }: EmbeddedContext): MapPart {
  const table = data.events

  /** The filter as one test, its search words included (looked up in the search index). */
  function matcherOf(filter: EventFilter): (e: EventRecord) => boolean {
    const words = filter.words ?? []
    const passes = checkinFiltersOf(filter)
    if (!words.length) return (e) => matches(e, filter) && passes(e)
    const index = table.wordIndex()
    const holds = (word: string, e: EventRecord) => {
      const list = index.get(word) ?? []
      return list[lowerBound(list, e)] === e
    }
    return (e) => matches(e, filter) && passes(e) && words.every((w) => holds(w, e))
  }

  /** The matching events with a position whose geohash passes `inArea`, as map points in geohash order. */
  function mapPointsIn(filter: EventFilter, inArea: (hash: string) => boolean): MapPointRecord[] {
    const found: { hash: string; point: MapPointRecord }[] = []
    const matching = matcherOf(filter)
    for (const e of table.candidates(filter)) {
      const hash = matching(e) ? geohashOf(e.coordinates) : null
      if (hash !== null && inArea(hash)) found.push({ hash, point: pointOf(e) })
    }
    // Geohash order, ties by id: the order Firestore answers the same query in.
    found.sort((a, b) => (a.hash !== b.hash ? (a.hash < b.hash ? -1 : 1) : a.point.id < b.point.id ? -1 : 1))
    return found.map((f) => f.point)
  }

  return {
    async nearEvents(filter, area, limit, after) {
      const found: { event: EventRecord; distanceKm: number }[] = []
      const matching = matcherOf(filter)
      for (const e of table.candidates(filter)) {
        if (!matching(e) || !hasPosition(e.coordinates)) continue
        const km = distanceKm(area.center, e.coordinates)
        if (km > area.radiusKm) continue
        if (after && compareNear({ distanceKm: km, id: e.id }, after) <= 0) continue
        found.push({ event: e, distanceKm: km })
      }
      found.sort((a, b) =>
        compareNear(
          { distanceKm: a.distanceKm, id: a.event.id },
          { distanceKm: b.distanceKm, id: b.event.id },
        ),
      )
      const page = found.slice(0, limit).map((f) => ({ event: copyEvent(f.event), distanceKm: f.distanceKm }))
      const last = page[page.length - 1]
      return {
        events: page,
        next: found.length > limit && last ? { distanceKm: last.distanceKm, id: last.event.id } : null,
      }
    },

    async mapPoints(filter, max) {
      const found = mapPointsIn(filter, () => true)
      return { points: found.slice(0, max), truncated: found.length > max }
    },

    async countCells(filter, cells) {
      const sums = cells.map(() => ({ count: 0, lat: 0, lng: 0 }))
      const matching = matcherOf(filter)
      for (const e of table.candidates(filter)) {
        const hash = matching(e) ? geohashOf(e.coordinates) : null
        const at = hash === null ? -1 : cells.findIndex((cell) => inCell(hash, cell))
        const sum = sums[at]
        if (!sum) continue
        sum.count++
        sum.lat += e.coordinates[0] ?? 0
        sum.lng += e.coordinates[1] ?? 0
      }
      return sums.map(({ count, lat, lng }) => ({ count, mean: count ? [lat / count, lng / count] : null }))
    },

    async cellPoints(filter, cells) {
      if (!cells.length) return []
      return mapPointsIn(filter, (hash) => cells.some((cell) => inCell(hash, cell)))
    },

    async eventsWithoutMapPosition() {
      return []
    },
  }
}
