// The embedded store's trips: the trips by id, each trip's stops by id, and the shared links by token
// with each trip's one token.
import { EmbeddedShareLinks } from '../shared/embedded-share-links'
import { byOrder, type TripPlan } from './plan'
import type { StopRecord, TripRecord, TripShareRecord, TripWithStops } from './port'

export class TripTable {
  readonly trips = new Map<string, TripRecord>()
  /** tripId → stopId → stop */
  readonly stops = new Map<string, Map<string, StopRecord>>()
  /** each trip's one shared link */
  readonly shares = new EmbeddedShareLinks<TripShareRecord>((link) => link.tripId)

  /** a copy of the trip and its stops in order, or null */
  read(id: string): TripWithStops | null {
    const trip = this.trips.get(id)
    if (!trip) return null
    const stops = [...(this.stops.get(id)?.values() ?? [])].sort(byOrder).map(copyStop)
    return { trip: copyTrip(trip), stops }
  }

  putTrip(trip: TripRecord) {
    this.trips.set(trip.id, copyTrip(trip))
    if (!this.stops.has(trip.id)) this.stops.set(trip.id, new Map())
  }

  putStop(tripId: string, stop: StopRecord) {
    let stops = this.stops.get(tripId)
    if (!stops) this.stops.set(tripId, (stops = new Map()))
    stops.set(stop.id, copyStop(stop))
  }

  apply(plan: TripPlan) {
    this.putTrip(plan.trip)
    for (const stop of plan.put) this.putStop(plan.trip.id, stop)
    for (const id of plan.drop) this.stops.get(plan.trip.id)?.delete(id)
  }

  dropTrip(id: string): boolean {
    if (!this.trips.delete(id)) return false
    this.stops.delete(id)
    this.shares.drop(id)
    return true
  }

  /** every trip of the owner and their links; answers how many trips there were */
  dropOwner(ownerId: string): number {
    const own = [...this.trips.values()].filter((t) => t.ownerId === ownerId)
    for (const trip of own) this.dropTrip(trip.id)
    return own.length
  }

  /** every stop with its trip's id, for the file */
  allStops(): ({ tripId: string } & StopRecord)[] {
    return [...this.stops].flatMap(([tripId, stops]) => [...stops.values()].map((s) => ({ tripId, ...s })))
  }
}

function copyTrip(trip: TripRecord): TripRecord {
  return { ...trip, vehicle: { ...trip.vehicle } }
}

function copyStop(stop: StopRecord): StopRecord {
  return { ...stop, coordinates: stop.coordinates ? [stop.coordinates[0], stop.coordinates[1]] : null }
}
