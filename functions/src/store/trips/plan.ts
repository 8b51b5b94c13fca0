// What one change does to a trip, worked out from the trip and its stops as the transaction read them:
// both adapters apply the same plan, so they cannot differ. A move writes the moved stop's key only.
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing'
import { TRIP_STOPS_MAX } from '@travel/domain'
import { defined } from '../shared/collections'
import type { StopRecord, TripChange, TripRecord, TripRefusal, TripWithStops } from './port'

/**
 * Keys grow by about a character every few inserts into one gap; past this length the trip's keys are
 * given out afresh (every stop written once) so no key nears Firestore's limit on an indexed value.
 */
export const ORDER_KEY_MAX = 40

export interface TripPlan extends TripWithStops {
  /** the stops to write (new or changed) and those to delete */
  put: StopRecord[]
  drop: string[]
}

export const byOrder = (a: StopRecord, b: StopRecord) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0)

/** The key for a stop placed after `after` (null: first, undefined: last) among `stops` (in order). */
function keyAt(stops: StopRecord[], after: string | null | undefined): string | TripRefusal {
  if (after === undefined) return generateKeyBetween(stops.at(-1)?.order ?? null, null)
  if (after === null) return generateKeyBetween(null, stops[0]?.order ?? null)
  const i = stops.findIndex((s) => s.id === after)
  if (i < 0) return 'stop_not_found'
  return generateKeyBetween(stops[i]!.order, stops[i + 1]?.order ?? null)
}

/** Places `stop` with its new key; renumbers every stop when the key grew too long. */
function placed(others: StopRecord[], stop: StopRecord): { stops: StopRecord[]; put: StopRecord[] } {
  const stops = [...others, stop].sort(byOrder)
  if (stop.order.length <= ORDER_KEY_MAX) return { stops, put: [stop] }
  const keys = generateNKeysBetween(null, null, stops.length)
  const renumbered = stops.map((s, i) => ({ ...s, order: keys[i]! }))
  return { stops: renumbered, put: renumbered }
}

/** The trip after `change`, or why it is refused. */
export function planTripChange(
  { trip, stops }: TripWithStops,
  version: number,
  change: TripChange,
  at: string,
): TripPlan | TripRefusal {
  if (trip.version !== version) return 'version'
  const next = (fields: Partial<TripRecord>, plan: { stops: StopRecord[]; put: StopRecord[] }) => ({
    trip: { ...trip, ...fields, version: trip.version + 1, updatedAt: at, stopCount: plan.stops.length },
    stops: plan.stops,
    put: plan.put,
    drop: [] as string[],
  })
  switch (change.kind) {
    case 'details': {
      const { kind: _kind, ...fields } = change
      return next(defined(fields), { stops, put: [] })
    }
    case 'add': {
      if (stops.length >= TRIP_STOPS_MAX) return 'full'
      const order = keyAt(stops, change.after)
      if (order === 'stop_not_found') return order
      return next({}, placed(stops, { ...change.stop, order }))
    }
    case 'stop': {
      const current = stops.find((s) => s.id === change.stopId)
      if (!current) return 'stop_not_found'
      const { overnight, note, name } = change
      const renamed = current.kind === 'point' && name !== undefined ? { name } : {}
      const changed: StopRecord = { ...current, ...defined({ overnight, note }), ...renamed }
      const others = stops.filter((s) => s.id !== current.id)
      const after = change.move?.after
      if (!change.move || after === current.id) {
        return next({}, { stops: stops.map((s) => (s.id === current.id ? changed : s)), put: [changed] })
      }
      const order = keyAt(others, after)
      if (order === 'stop_not_found') return order
      return next({}, placed(others, { ...changed, order }))
    }
    case 'remove': {
      if (!stops.some((s) => s.id === change.stopId)) return 'stop_not_found'
      const plan = next({}, { stops: stops.filter((s) => s.id !== change.stopId), put: [] })
      return { ...plan, drop: [change.stopId] }
    }
  }
}
