// A trip published as an itinerary over HTTP, and what account deletion and "Download my data" do with
// a traveller's trips.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { TripDto } from '@travel/domain'
import { zipEntries } from '@travel/testing/zip'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { signedInUser } from './test-app'
import { as, tripHelpers } from './trip-helpers'

let owner: User
let other: User

const t = fileTestApp(async ({ app }) => {
  ;[owner, other] = await signedInUsers(app, ['tripauthor', 'tripneighbour'])
})

const helpers = tripHelpers(() => t.app)
const newEvent = helpers.newEvent
const newTrip = () => helpers.newTrip(owner)
const addPoint = (trip: TripDto, name: string) => helpers.addPoint(owner, trip, name)

describe('a trip published as an itinerary', () => {
  it('links to the owner’s own itinerary once, and the itinerary’s page reads its stops', async () => {
    const itinerary = await newEvent(owner, 'Three days around Orava', {
      section: { main: 'itinerary', sub: null },
      coordinates: [],
    })
    const ownCamp = await newEvent(owner, 'My camp, not an itinerary')
    const othersItinerary = await newEvent(other, 'Their itinerary', {
      section: { main: 'itinerary', sub: null },
      coordinates: [],
    })
    const trip = await addPoint(await newTrip(), 'Start at Dolný Kubín')
    for (const eventId of [ownCamp, othersItinerary, 'nosuchevent']) {
      const res = await request(t.app).post(`/api/trips/${trip._id}/publish`).set(as(owner)).send({ eventId })
      expect(res.status).toBe(404)
    }
    const none = await request(t.app).get(`/api/events/${itinerary}/trip`)
    expect([none.status, none.body.data]).toEqual([200, null])
    const published = await request(t.app)
      .post(`/api/trips/${trip._id}/publish`)
      .set(as(owner))
      .send({ eventId: itinerary })
    expect(published.status).toBe(200)
    expect(published.body.data.publishedEventId).toBe(itinerary)
    const page = await request(t.app).get(`/api/events/${itinerary}/trip`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toMatch(/^public/)
    // its stops are named in the reader's language: a shared cache keeps the languages apart
    expect(String(page.headers.vary)).toMatch(/Accept-Language/)
    expect(page.body.data).toMatchObject({ _id: trip._id, stops: [{ name: 'Start at Dolný Kubín' }] })
    const second = await newEvent(owner, 'Another itinerary', {
      section: { main: 'itinerary', sub: null },
      coordinates: [],
    })
    const again = await request(t.app)
      .post(`/api/trips/${trip._id}/publish`)
      .set(as(owner))
      .send({ eventId: second })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('trip_published')

    // the itinerary deleted, the trip reads unpublished and may be published again
    await request(t.app).delete(`/api/events/${itinerary}`).set(as(owner)).expect(200)
    const unpublished = await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))
    expect(unpublished.body.data.publishedEventId).toBeNull()
    const listed = await request(t.app).get('/api/trips').set(as(owner))
    expect(listed.body.data.find((s: { _id: string }) => s._id === trip._id).publishedEventId).toBeNull()
    const republished = await request(t.app)
      .post(`/api/trips/${trip._id}/publish`)
      .set(as(owner))
      .send({ eventId: second })
    expect([republished.status, republished.body.data.publishedEventId]).toEqual([200, second])
  })
})

describe('an account’s trips', () => {
  it('are in "Download my data" and go with the account', async () => {
    const leaving = await signedInUser(t.app, 'tripleaving')
    const created = await request(t.app).post('/api/trips').set(as(leaving)).send({ name: 'Last trip' })
    const trip = created.body.data as TripDto
    const added = await request(t.app)
      .post(`/api/trips/${trip._id}/stops`)
      .set(as(leaving))
      .send({ version: 1, name: 'Kazbegi', coordinates: [42.66, 44.64], note: 'Fuel up' })
    const share = await request(t.app).post(`/api/trips/${trip._id}/share`).set(as(leaving))
    const zip = await request(t.app)
      .get('/api/user/export.zip')
      .set(as(leaving))
      .buffer(true)
      .responseType('blob')
    const entries = await zipEntries(zip.body as Buffer)
    expect(JSON.parse(entries.get('trips.json')!.toString('utf8'))).toEqual([
      {
        id: trip._id,
        name: 'Last trip',
        startDate: null,
        vehicle: { lengthM: null, heightM: null, fourByFour: false },
        publishedEventId: null,
        createdAt: trip.createdAt,
        updatedAt: added.body.data.updatedAt,
        stops: [
          {
            kind: 'point',
            eventId: null,
            name: 'Kazbegi',
            coordinates: [42.66, 44.64],
            overnight: false,
            note: 'Fuel up',
          },
        ],
      },
    ])
    await request(t.app).delete(`/api/user/delete/${leaving.uid}`).set(as(leaving)).expect(200)
    expect(await t.store.trips.getTrip(trip._id)).toBeNull()
    expect(await t.store.trips.tripsOf(leaving.uid)).toEqual([])
    expect((await request(t.app).get(`/api/shared-trips/${share.body.data.token}`)).status).toBe(404)
  })
})
