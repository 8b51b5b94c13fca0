// A trip as the owner sees it while changes are on their way: the server's trip with each move, night
// and removal not yet answered applied to it, so the page follows a tap at once. Each is idempotent
// ("put this stop after that one"), so applying one the answer already holds changes nothing.
import type { TripDto, TripStopDto } from '@travel/domain'
import type { TripChange } from '../api/trips'

function moveAfter(stops: TripStopDto[], stopId: string, after: string | null): TripStopDto[] {
  const moved = stops.find((s) => s._id === stopId)
  if (!moved || (after !== null && !stops.some((s) => s._id === after))) return stops
  const rest = stops.filter((s) => s !== moved)
  const at = after === null ? 0 : rest.findIndex((s) => s._id === after) + 1
  const next = [...rest.slice(0, at), moved, ...rest.slice(at)]
  return next.every((s, i) => s === stops[i]) ? stops : next
}

/** The trip with one change applied as the server will; what the page does not show early is left. */
export function withChange(trip: TripDto, change: TripChange): TripDto {
  if (change.kind === 'remove-stop') {
    const stops = trip.stops.filter((s) => s._id !== change.stopId)
    return stops.length === trip.stops.length ? trip : { ...trip, stops }
  }
  if (change.kind !== 'stop') return trip
  const { after, overnight } = change.body
  let stops = trip.stops
  if (overnight !== undefined)
    stops = stops.map((s) => (s._id === change.stopId && s.overnight !== overnight ? { ...s, overnight } : s))
  if (after !== undefined) stops = moveAfter(stops, change.stopId, after)
  return stops.every((s, i) => s === trip.stops[i]) && stops.length === trip.stops.length
    ? trip
    : { ...trip, stops }
}
