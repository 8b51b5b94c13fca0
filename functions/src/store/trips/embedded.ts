// The trips capability on the embedded store: each change is planned and applied synchronously, so the
// version check and the limits hold without a lock.
import { TRIPS_MAX } from '@travel/domain'
import type { EmbeddedContext } from '../embedded-data'
import { copyEvent } from '../events/embedded-order'
import { planTripChange } from './plan'
import type { TripRecord, TripStore } from './port'

const recentFirst = (a: TripRecord, b: TripRecord) =>
  a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1

/** A trip published as an itinerary event, one to one. */
function publishing({ data, persist }: EmbeddedContext): Pick<TripStore, 'publishTrip' | 'publishedTrip'> {
  const table = data.trips
  return {
    async publishTrip(id, ownerId, eventId, accepts, at) {
      data.accounts.assertAlive(ownerId)
      const trip = table.trips.get(id)
      if (!trip || trip.ownerId !== ownerId) return { status: 'not_found' }
      const event = data.events.events.get(eventId)
      if (!event || !accepts(copyEvent(event))) return { status: 'event_not_found' }
      const before = trip.publishedEventId
      const elsewhere = before !== null && before !== eventId && data.events.events.has(before)
      const taken = [...table.trips.values()].some((t) => t.publishedEventId === eventId && t.id !== id)
      if (elsewhere || taken) return { status: 'published_elsewhere' }
      table.putTrip({ ...trip, publishedEventId: eventId, version: trip.version + 1, updatedAt: at })
      await persist()
      return { status: 'published', ...table.read(id)! }
    },

    async publishedTrip(eventId) {
      for (const trip of table.trips.values())
        if (trip.publishedEventId === eventId) return table.read(trip.id)
      return null
    },
  }
}

export function embeddedTrips(ctx: EmbeddedContext): TripStore {
  const { data, persist } = ctx
  const table = data.trips
  const owned = (id: string, ownerId: string) => {
    const trip = table.trips.get(id)
    return trip && trip.ownerId === ownerId ? trip : null
  }
  return {
    async tripsOf(ownerId) {
      return [...table.trips.values()]
        .filter((t) => t.ownerId === ownerId)
        .sort(recentFirst)
        .map((t) => ({ ...t, vehicle: { ...t.vehicle } }))
    },

    async getTrip(id) {
      return table.read(id)
    },

    async createTrip(trip) {
      data.accounts.assertAlive(trip.ownerId)
      let count = 0
      for (const t of table.trips.values()) if (t.ownerId === trip.ownerId) count++
      if (count >= TRIPS_MAX) return { status: 'limit' }
      table.putTrip(trip)
      await persist()
      return { status: 'created', trip: table.read(trip.id)!.trip }
    },

    async changeTrip(id, ownerId, version, change, at) {
      data.accounts.assertAlive(ownerId)
      const current = owned(id, ownerId) ? table.read(id) : null
      if (!current) return { status: 'not_found' }
      const plan = planTripChange(current, version, change, at)
      if (typeof plan === 'string') return { status: plan }
      table.apply(plan)
      await persist()
      return { status: 'changed', ...table.read(id)! }
    },

    async deleteTrip(id, ownerId) {
      if (!owned(id, ownerId)) return false
      table.dropTrip(id)
      await persist()
      return true
    },

    ...publishing(ctx),

    async getTripShare(token) {
      return table.shares.get(token)
    },

    async shareOf(tripId) {
      return table.shares.of(tripId)
    },

    async shareTrip(link) {
      data.accounts.assertAlive(link.userId)
      if (!owned(link.tripId, link.userId)) return { status: 'not_found' }
      table.shares.put(link)
      await persist()
      return { status: 'shared', link: { ...link } }
    },

    async unshareTrip(tripId, ownerId) {
      if (!owned(tripId, ownerId) || !table.shares.drop(tripId)) return false
      await persist()
      return true
    },
  }
}
