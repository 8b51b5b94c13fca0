// The trips' part of any Firestore transaction: a trip read with its stops, a change's plan written, and
// a deleted account's trips with their stops and links.
import type { DocumentData, DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { TRIP_STOPS, withoutId } from '../shared/collections'
import { firestoreShareLinks } from '../shared/firestore-share-links'
import type { FirestoreCollections, FirestoreTx, Writes } from '../shared/firestore-tx'
import type { TripPlan } from './plan'
import type { StopRecord, TripRecord, TripShareRecord, TripWithStops } from './port'

export function tripOf(snap: DocumentSnapshot<DocumentData>): TripRecord {
  return { ...(snap.data() as Omit<TripRecord, 'id'>), id: snap.id }
}

export function stopOf(snap: QueryDocumentSnapshot<DocumentData>): StopRecord {
  return { ...(snap.data() as Omit<StopRecord, 'id'>), id: snap.id }
}

export const stopsOf = (at: FirestoreCollections, tripId: string) =>
  at.trips().doc(tripId).collection(TRIP_STOPS)

/** one order on one field of the subcollection: the automatic index serves it */
export const stopsInOrder = (at: FirestoreCollections, tripId: string) => stopsOf(at, tripId).orderBy('order')

/** The trip and its stops, read in the transaction: two requests, 1 + stops documents. */
export async function readTripIn({ tx, in: at }: FirestoreTx, id: string): Promise<TripWithStops | null> {
  const [trip, stops] = await Promise.all([tx.get(at.trips().doc(id)), tx.get(stopsInOrder(at, id))])
  return trip.exists ? { trip: tripOf(trip), stops: stops.docs.map(stopOf) } : null
}

/** A plan's writes: the trip's document, and only the stops it puts or drops. */
export function writePlan({ tx, in: at }: FirestoreTx, plan: TripPlan): void {
  tx.set(at.trips().doc(plan.trip.id), withoutId(plan.trip))
  for (const stop of plan.put) tx.set(stopsOf(at, plan.trip.id).doc(stop.id), withoutId(stop))
  for (const id of plan.drop) tx.delete(stopsOf(at, plan.trip.id).doc(id))
}

/** each trip's one link */
export const tripLinks = (at: FirestoreCollections) =>
  firestoreShareLinks<TripShareRecord>(at.tripShares, 'tripId')

/** A trip with its stops and links: what deleting it removes. */
export async function readTripRemoval(t: FirestoreTx, tripId: string): Promise<Writes> {
  const [stops, link] = await Promise.all([
    t.tx.get(stopsOf(t.in, tripId)),
    tripLinks(t.in).readOwn(t.tx, tripId),
  ])
  return () => {
    for (const d of stops.docs) t.tx.delete(d.ref)
    link.replaceWith()
    t.tx.delete(t.in.trips().doc(tripId))
  }
}

/** A deleted account's trips, their stops and their links. */
export async function readAccountTrips(t: FirestoreTx, uid: string): Promise<Writes> {
  const [own, links] = await Promise.all([
    t.tx.get(t.in.trips().where('ownerId', '==', uid)),
    t.tx.get(t.in.tripShares().where('userId', '==', uid)),
  ])
  const removals: Writes[] = []
  for (const trip of own.docs) removals.push(await readTripRemoval(t, trip.id))
  const ownIds = new Set(own.docs.map((d) => d.id))
  return () => {
    for (const remove of removals) remove()
    // a link whose trip was already gone (those of the trips above went with them)
    for (const link of links.docs) if (!ownIds.has(String(link.get('tripId')))) t.tx.delete(link.ref)
  }
}
