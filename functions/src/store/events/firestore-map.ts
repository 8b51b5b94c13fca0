// The events map on Firestore: its points in geohash order, a count and mean position per cell from one
// aggregation each, and the points of the cells shown one by one.
import { AggregateField, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore'
import type { FirestoreContext } from '../shared/firestore-tx'
import { SEARCH_FIELD } from './firestore-doc'
import { holdsAll, type EventQueries } from './firestore-search'
import { checkinFiltersOf } from './list-order'
import type { EventFilter, EventStore, MapPointRecord, MapPoints } from './port'

/** The gRPC status of a query Firestore refuses for want of an index. */
const FAILED_PRECONDITION = 9

/** The fields of an event a marker and its card need (MapPointRecord). */
const MAP_POINT_FIELDS = [
  'title',
  'writtenIn',
  'translation.title',
  'thumbnail',
  'coordinates',
  'access',
  'date',
  'section',
  'ratingAverage',
  'lastVisit',
  'state',
] as const

type MapPart = Pick<EventStore, 'mapPoints' | 'countCells' | 'cellPoints' | 'eventsWithoutMapPosition'>

/** A point's fields as a query that selected them answers, without what it read only to check or page. */
function pointOf(doc: QueryDocumentSnapshot): Omit<MapPointRecord, 'id'> {
  const {
    [SEARCH_FIELD]: _words,
    geohash: _geohash,
    ...fields
  } = doc.data() as Omit<MapPointRecord, 'id'> & { [SEARCH_FIELD]?: string[]; geohash?: string }
  return fields
}

/** Up to `max` points matching the filter, in geohash order, and whether more match. */
async function mapPointsOf(queries: EventQueries, filter: EventFilter, max: number): Promise<MapPoints> {
  const narrowed = await queries.narrowed(filter)
  if (!narrowed) return { points: [], truncated: false }
  const others = narrowed.others
  const passes = checkinFiltersOf(filter)
  const checking = others.length > 0 || filter.visitedSince !== undefined || filter.minRating !== undefined
  // A range on geohash skips events without a position (a range matches strings only, and a null
  // geohash is not one), uses the near queries' indexes, and reads only the fields a marker needs
  // (and the search index when a search has words left to check).
  const query = narrowed.query
    .where('geohash', '>', '')
    .orderBy('geohash')
    // paging past a document needs its geohash (the order), and the words left to check
    .select(...MAP_POINT_FIELDS, ...(checking ? ['geohash', SEARCH_FIELD] : []))
  const points: MapPointRecord[] = []
  let from: QueryDocumentSnapshot | undefined
  // Without anything left to check one query answers; else pages are read until max + 1 match.
  for (;;) {
    const snap = await (from ? query.startAfter(from) : query).limit(max + 1).get()
    for (const doc of snap.docs) {
      if (!holdsAll(doc, others)) continue
      const fields = pointOf(doc)
      if (passes(fields)) points.push({ ...fields, id: doc.id })
    }
    from = snap.docs[snap.docs.length - 1]
    if (points.length > max || snap.size <= max || !from) break
  }
  return { points: points.slice(0, max), truncated: points.length > max }
}

/** An adapter's cell counts; once average() is refused for want of an index, counts alone are asked. */
function cellAggregator() {
  let averagesRefused = false

  /**
   * A cell's count and its events' mean position. Firestore averages over index entries; should an
   * index be refused for it, the cell's centre stands in for the mean rather than the map failing.
   */
  return async function cellAggregate(
    query: Query,
  ): Promise<{ count: number; lat: number | null; lng: number | null }> {
    if (!averagesRefused)
      try {
        const snap = await query
          .aggregate({
            count: AggregateField.count(),
            lat: AggregateField.average('lat'),
            lng: AggregateField.average('lng'),
          })
          .get()
        return snap.data()
      } catch (error) {
        if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error
        averagesRefused = true
        console.warn('The events map counts without average positions:', (error as Error).message)
      }
    const snap = await query.count().get()
    return { count: snap.data().count, lat: null, lng: null }
  }
}

export function firestoreEventsMap(ctx: FirestoreContext, queries: EventQueries): MapPart {
  const { onReads } = ctx.options
  const cellAggregate = cellAggregator()
  return {
    mapPoints: (filter, max) => mapPointsOf(queries, filter, max),

    async countCells(filter, cells) {
      const none = cells.map(() => ({ count: 0, mean: null }))
      const narrowed = await queries.narrowed(filter)
      if (!narrowed) return none
      const inArea = narrowed.query.orderBy('geohash')
      // One aggregation per cell: billed a read per 1,000 index entries it counts, at least one.
      return Promise.all(
        cells.map(async ({ from, to }) => {
          const { count, lat, lng } = await cellAggregate(inArea.startAt(from).endAt(`${to}~`))
          onReads?.(Math.max(Math.ceil(count / 1000), 1))
          return { count, mean: count && lat !== null && lng !== null ? [lat, lng] : null }
        }),
      )
    },

    async cellPoints(filter, cells) {
      const narrowed = await queries.narrowed(filter)
      if (!narrowed || !cells.length) return []
      const inArea = narrowed.query.orderBy('geohash').select(...MAP_POINT_FIELDS, SEARCH_FIELD)
      const passes = checkinFiltersOf(filter)
      const snaps = await Promise.all(
        [...cells]
          .sort((a, b) => (a.from < b.from ? -1 : 1))
          .map(({ from, to }) => inArea.startAt(from).endAt(`${to}~`).get()),
      )
      const points: MapPointRecord[] = []
      for (const snap of snaps) {
        onReads?.(Math.max(snap.size, 1))
        for (const doc of snap.docs) {
          if (!holdsAll(doc, narrowed.others)) continue
          const fields = pointOf(doc)
          if (passes(fields)) points.push({ ...fields, id: doc.id })
        }
      }
      return points
    },

    async eventsWithoutMapPosition() {
      const snap = await ctx.in.events().where('geohash', '>', '').select('lat').get()
      onReads?.(Math.max(snap.size, 1))
      return snap.docs.filter((doc) => typeof doc.get('lat') !== 'number').map((doc) => doc.id)
    },
  }
}
