// The Store contract against the official Firestore emulator (`npm run test:emulators` starts it and
// sets FIRESTORE_EMULATOR_HOST). Every test gets a project of its own, so each starts empty.
import { afterAll, describe, expect, it } from 'vitest'
import { COLLECTIONS, eventDocument, firestoreStore } from '../src/store/firestore'
import { backfillGeohashes } from '../src/store/events/backfill-geohashes'
import { openTestFirestore, type TestFirestore } from './firestore-projects'
import { describeStoreContract } from './store-contract'
import { checkinRecord, eventRecord } from './factories'
import { sitemap } from '../src/pages/sitemap'
import { eventsService } from '../src/services/events-service'
import { newId } from '../src/store/shared/new-id'
import { NO_CHECKINS } from '../src/store/port'
import { generateNKeysBetween } from 'fractional-indexing'
import { NO_VEHICLE, TRIP_STOPS_MAX } from '@travel/domain'
import { tripsService } from '../src/services/trips-service'

const opened: TestFirestore[] = []
afterAll(async () => {
  await Promise.all(opened.map((firestore) => firestore.close()))
})

describeStoreContract('Firestore', async (options) => {
  const firestore = openTestFirestore('contract')
  opened.push(firestore)
  return { store: firestoreStore(() => firestore.db, options) }
})

describe('Firestore check-ins from several instances', () => {
  // Across instances only the transaction keeps them apart: the emulator settles each clash by a lock
  // timeout of a few seconds, hence the long limit.
  it(
    'counts check-ins that two instances write on one event at the same time',
    { timeout: 60_000 },
    async () => {
      const firestore = openTestFirestore('instances')
      opened.push(firestore)
      const [first, second] = [firestoreStore(() => firestore.db), firestoreStore(() => firestore.db)]
      const event = eventRecord({ ownerId: 'owner-a' })
      await first.events.createEvent(event)
      const ratings = [5, 4, 3, 2, 1, 5]
      await Promise.all(
        ratings.map((rating, i) =>
          (i % 2 ? second : first).checkins.saveCheckin(
            checkinRecord(event.id, `visitor${i}`, { visitDate: `2025-04-0${i + 1}`, rating }),
          ),
        ),
      )
      const stored = await first.events.getEvent(event.id)
      expect(stored).toMatchObject({ checkins: 6, ratingCount: 6, ratingSum: 20, lastVisit: '2025-04-06' })
    },
  )
})

describe('Firestore events saved before the map averaged positions', () => {
  it('get their lat/lng from the backfill, once, and the map places their cluster at their mean', async () => {
    const firestore = openTestFirestore('map-positions')
    opened.push(firestore)
    const store = firestoreStore(() => firestore.db)
    const old = Array.from({ length: 3 }, (_, i) => eventRecord({ coordinates: [48.1 + i * 0.01, 17.1] }))
    for (const event of old) {
      const { lat: _lat, lng: _lng, ...fields } = eventDocument(event)
      await firestore.db.collection(COLLECTIONS.events).doc(event.id).set(fields)
    }
    const prefix = old[0]!.geohash!.slice(0, 3)
    const cell = { from: prefix, to: prefix }
    // counted with averages, a document without the averaged fields is not counted at all
    expect(await store.events.countCells({}, [cell])).toEqual([{ count: 0, mean: null }])
    expect(await backfillGeohashes(store)).toBe(3)
    expect(await backfillGeohashes(store)).toBe(0)
    const [counted] = await store.events.countCells({}, [cell])
    expect(counted?.count).toBe(3)
    expect(counted?.mean?.[0]).toBeCloseTo(48.11, 6)
    expect(counted?.mean?.[1]).toBeCloseTo(17.1, 6)
    expect((await store.events.getEvent(old[0]!.id))?.updatedAt).toBe(old[0]!.updatedAt)
  })
})

describe('Firestore reads of the sitemap', () => {
  it("reads a count and one part's own events per part, never every event", { timeout: 60_000 }, async () => {
    const firestore = openTestFirestore('sitemap')
    opened.push(firestore)
    const total = 1_200
    const all = Array.from({ length: total }, () => ({ ...eventRecord({ id: newId() }), ...NO_CHECKINS }))
    for (let at = 0; at < total; at += 400) {
      const batch = firestore.db.batch()
      for (const event of all.slice(at, at + 400))
        batch.set(firestore.db.collection(COLLECTIONS.events).doc(event.id), eventDocument(event))
      await batch.commit()
    }
    let reads = 0
    const store = firestoreStore(() => firestore.db, { onReads: (documents) => (reads += documents) })
    const notRead = () => Promise.reject(new Error('the sitemap never asks for this'))
    const events = eventsService({
      store,
      accounts: { ensureProfile: notRead },
      tracks: notRead,
      fileUrls: { assertExist: notRead, deleteAll: notRead },
    })
    // 100 events a part: the 1,200 events make an index of the pages and about 15 ranges
    const partSize = 200
    const countReads = Math.ceil(total / 1000)
    const index = await sitemap(events, 'https://travel.example', undefined, partSize)
    expect(reads).toBe(countReads)
    const parts = [...(index ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].length
    expect(parts).toBeGreaterThan(10)
    const listed = new Set<string>()
    for (let part = 1; part <= parts; part++) {
      reads = 0
      const xml = (await sitemap(events, 'https://travel.example', part, partSize)) ?? ''
      const ids = [...xml.matchAll(/<loc>https:\/\/travel\.example\/events\/([0-9A-Za-z]{20})<\/loc>/g)].map(
        (m) => m[1]!,
      )
      // the site's pages are in the first part, the events (ids as newId makes them) in the others
      for (const id of ids) listed.add(id)
      expect(ids.length, `part ${part}`).toBeLessThan(total / 4)
      expect(reads, `part ${part}`).toBeLessThanOrEqual(countReads + Math.max(ids.length, 1))
    }
    expect([...listed].sort()).toEqual(all.map((e) => e.id).sort())
  })
})

describe('Firestore reads of a trip', () => {
  // A trip's load must not grow in requests with its stops: its document, its stops (one query), one
  // batched read of the events they name, and the owner's profile (docs/data-model.md).
  it(
    `reads 2 + stops + events documents for a trip of ${TRIP_STOPS_MAX} stops`,
    { timeout: 60_000 },
    async () => {
      const firestore = openTestFirestore('trip-reads')
      opened.push(firestore)
      const { db } = firestore
      const events = Array.from({ length: TRIP_STOPS_MAX / 2 }, () => ({
        ...eventRecord({ id: newId() }),
        ...NO_CHECKINS,
      }))
      const keys = generateNKeysBetween(null, null, TRIP_STOPS_MAX)
      const tripId = newId()
      const batch = db.batch()
      for (const event of events)
        batch.set(db.collection(COLLECTIONS.events).doc(event.id), eventDocument(event))
      batch.set(db.collection(COLLECTIONS.users).doc('planner'), {
        username: 'Planner',
        email: 'p@example.com',
      })
      batch.set(db.collection(COLLECTIONS.trips).doc(tripId), {
        ...{ ownerId: 'planner', name: 'Long trip', startDate: null, vehicle: NO_VEHICLE, version: 1 },
        ...{ stopCount: TRIP_STOPS_MAX, publishedEventId: null, createdAt: 'x', updatedAt: 'x' },
      })
      keys.forEach((order, i) => {
        const event = events[i / 2]
        batch.set(db.collection(COLLECTIONS.trips).doc(tripId).collection('stops').doc(`s${i}`), {
          ...{ order, overnight: false, note: '', name: `Stop ${i}` },
          ...(i % 2 === 0 && event
            ? { kind: 'event', eventId: event.id, coordinates: null }
            : { kind: 'point', eventId: null, coordinates: [42, 44] }),
        })
      })
      await batch.commit()
      let reads = 0
      const store = firestoreStore(() => db, { onReads: (documents) => (reads += documents) })
      const notUsed = () => Promise.reject(new Error('a read needs no profile check'))
      const trips = tripsService({ store, accounts: { ensureProfile: notUsed } })
      const caller = { uid: 'planner', email: undefined, name: undefined, picture: undefined }
      const trip = await trips.get(caller, tripId)
      expect(trip.stops).toHaveLength(TRIP_STOPS_MAX)
      expect(trip.stops.filter((s) => s.kind === 'event' && s.event !== null)).toHaveLength(events.length)
      // the trip, its 100 stops, the 50 events and the owner's profile
      expect(reads).toBe(1 + TRIP_STOPS_MAX + events.length + 1)
    },
  )
})
