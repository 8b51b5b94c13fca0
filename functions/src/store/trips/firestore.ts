// The trips capability on Firestore: a trip's document, its stops in a subcollection ordered by a
// fractional key, and the one link per trip; every change is one transaction with the version check.
import { FieldPath } from 'firebase-admin/firestore'
import { TRIPS_MAX } from '@travel/domain'
import { assertAlive, assertAliveIn } from '../accounts/firestore-tx'
import { eventOf } from '../events/firestore-doc'
import { withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import {
  readTripIn,
  readTripRemoval,
  stopOf,
  stopsInOrder,
  tripLinks,
  tripOf,
  writePlan,
} from './firestore-tx'
import { planTripChange } from './plan'
import type { TripStore } from './port'

/** Trips and their stops. */
function trips(
  ctx: FirestoreContext,
): Omit<
  TripStore,
  'getTripShare' | 'shareOf' | 'shareTrip' | 'unshareTrip' | 'publishTrip' | 'publishedTrip'
> {
  const { trips: tripsIn } = ctx.in
  const tombstone = (uid: string) => ctx.in.deletedAccounts().doc(uid)
  const count = (documents: number) => ctx.options.onReads?.(Math.max(1, documents))
  return {
    async tripsOf(ownerId) {
      const snap = await tripsIn()
        .where('ownerId', '==', ownerId)
        .orderBy('updatedAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .get()
      count(snap.size)
      return snap.docs.map(tripOf)
    },
    async getTrip(id) {
      const [trip, stops] = await Promise.all([tripsIn().doc(id).get(), stopsInOrder(ctx.in, id).get()])
      count(1)
      count(stops.size)
      return trip.exists ? { trip: tripOf(trip), stops: stops.docs.map(stopOf) } : null
    },
    async createTrip(trip) {
      return ctx.transact(async ({ tx }) => {
        const [gone, own] = await Promise.all([
          tx.get(tombstone(trip.ownerId)),
          tx.get(tripsIn().where('ownerId', '==', trip.ownerId).count()),
        ])
        assertAlive(gone)
        if (own.data().count >= TRIPS_MAX) return { status: 'limit' as const }
        tx.create(tripsIn().doc(trip.id), withoutId(trip))
        return { status: 'created' as const, trip }
      })
    },
    async changeTrip(id, ownerId, version, change, at) {
      return ctx.transact(async (t) => {
        const [gone, current] = await Promise.all([t.tx.get(tombstone(ownerId)), readTripIn(t, id)])
        assertAlive(gone)
        if (!current || current.trip.ownerId !== ownerId) return { status: 'not_found' as const }
        const plan = planTripChange(current, version, change, at)
        if (typeof plan === 'string') return { status: plan }
        writePlan(t, plan)
        return { status: 'changed' as const, trip: plan.trip, stops: plan.stops }
      })
    },
    async deleteTrip(id, ownerId) {
      return ctx.transact(async (t) => {
        const snap = await t.tx.get(tripsIn().doc(id))
        if (!snap.exists || snap.get('ownerId') !== ownerId) return false
        ;(await readTripRemoval(t, id))()
        return true
      })
    },
  }
}

/** A trip published as an itinerary event, one to one. */
function publishing(ctx: FirestoreContext): Pick<TripStore, 'publishTrip' | 'publishedTrip'> {
  const { trips: tripsIn, events } = ctx.in
  const tombstone = (uid: string) => ctx.in.deletedAccounts().doc(uid)
  return {
    async publishTrip(id, ownerId, eventId, accepts, at) {
      return ctx.transact(async (t) => {
        const [gone, current, event, taken] = await Promise.all([
          t.tx.get(tombstone(ownerId)),
          readTripIn(t, id),
          t.tx.get(events().doc(eventId)),
          t.tx.get(tripsIn().where('publishedEventId', '==', eventId).limit(2)),
        ])
        assertAlive(gone)
        if (!current || current.trip.ownerId !== ownerId) return { status: 'not_found' as const }
        if (!event.exists || !accepts(eventOf(event))) return { status: 'event_not_found' as const }
        const before = current.trip.publishedEventId
        const elsewhere =
          before !== null && before !== eventId && (await t.tx.get(events().doc(before))).exists
        if (elsewhere || taken.docs.some((d) => d.id !== id))
          return { status: 'published_elsewhere' as const }
        const trip = {
          ...current.trip,
          publishedEventId: eventId,
          version: current.trip.version + 1,
          updatedAt: at,
        }
        t.tx.set(tripsIn().doc(id), withoutId(trip))
        return { status: 'published' as const, trip, stops: current.stops }
      })
    },
    async publishedTrip(eventId) {
      const snap = await tripsIn().where('publishedEventId', '==', eventId).limit(1).get()
      const first = snap.docs[0]
      if (!first) return null
      const stops = await stopsInOrder(ctx.in, first.id).get()
      return { trip: tripOf(first), stops: stops.docs.map(stopOf) }
    },
  }
}

/** The one link per trip. */
function tripShares(
  ctx: FirestoreContext,
): Pick<TripStore, 'getTripShare' | 'shareOf' | 'shareTrip' | 'unshareTrip'> {
  const { trips: tripsIn } = ctx.in
  const links = tripLinks(ctx.in)
  return {
    getTripShare: links.get,
    shareOf: links.of,
    async shareTrip(link) {
      return ctx.transact(async (t) => {
        const [trip, own] = await Promise.all([
          t.tx.get(tripsIn().doc(link.tripId)),
          links.readOwn(t.tx, link.tripId),
          assertAliveIn(t, link.userId),
        ])
        if (!trip.exists || trip.get('ownerId') !== link.userId) return { status: 'not_found' as const }
        own.replaceWith(link)
        return { status: 'shared' as const, link }
      })
    },
    async unshareTrip(tripId, ownerId) {
      return ctx.transact(async ({ tx }) => {
        const [trip, own] = await Promise.all([tx.get(tripsIn().doc(tripId)), links.readOwn(tx, tripId)])
        if (!trip.exists || trip.get('ownerId') !== ownerId) return false
        own.replaceWith()
        return own.had
      })
    },
  }
}

export function firestoreTrips(ctx: FirestoreContext): TripStore {
  return { ...trips(ctx), ...publishing(ctx), ...tripShares(ctx) }
}
