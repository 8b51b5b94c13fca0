// Trips over HTTP with real ID tokens: the owner's changes under the version check, who may read what,
// the limits, and stops whose event is hidden or gone (trips-published.test.ts has the rest).
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { TRIP_STOPS_MAX, type TripDto } from '@travel/domain'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { signedInUser } from './test-app'
import { as, tripHelpers } from './trip-helpers'

let owner: User
let other: User
let camp: string

const t = fileTestApp(async ({ app }) => {
  ;[owner, other] = await signedInUsers(app, ['tripowner', 'tripother'])
  camp = await newEvent(other, 'Camp by the Orava dam')
})

const helpers = tripHelpers(() => t.app)
const newEvent = helpers.newEvent
const newTrip = (user: User = owner, name?: string) => helpers.newTrip(user, name)
const addPoint = (trip: TripDto, name: string, after?: string | null) =>
  helpers.addPoint(owner, trip, name, after)

const names = (trip: TripDto) => trip.stops.map((s) => s.name)

describe('a trip of its owner', () => {
  it('is created, renamed, given stops, reordered, trimmed and deleted', async () => {
    const created = await newTrip()
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'Slovak loop',
      startDate: null,
      vehicle: { lengthM: null, heightM: null, fourByFour: false },
      stops: [],
      owner: { username: owner.username },
      publishedEventId: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const renamed = await request(t.app)
      .patch(`/api/trips/${created._id}`)
      .set(as(owner))
      .send({
        version: 1,
        name: 'Orava and Liptov',
        startDate: '2026-07-01',
        vehicle: { lengthM: 7.5, heightM: 3.1, fourByFour: false },
      })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({
      name: 'Orava and Liptov',
      startDate: '2026-07-01',
      vehicle: { lengthM: 7.5 },
      version: 2,
    })
    const withEvent = await request(t.app)
      .post(`/api/trips/${created._id}/stops`)
      .set(as(owner))
      .send({ version: 2, eventId: camp, overnight: true, note: 'Arrive before dark' })
    expect(withEvent.status).toBe(201)
    expect(withEvent.body.data.stops).toEqual([
      {
        _id: expect.any(String),
        kind: 'event',
        eventId: camp,
        name: 'Camp by the Orava dam',
        overnight: true,
        note: 'Arrive before dark',
        event: expect.objectContaining({
          _id: camp,
          title: 'Camp by the Orava dam',
          section: { main: 'camp', sub: 'natural' },
          track: null,
        }),
      },
    ])
    let trip = await addPoint(withEvent.body.data, 'Border at Trstená')
    trip = await addPoint(trip, 'Ferry at Strečno', null)
    expect(names(trip)).toEqual(['Ferry at Strečno', 'Camp by the Orava dam', 'Border at Trstená'])
    const ferry = trip.stops[0]!
    const moved = await request(t.app)
      .patch(`/api/trips/${trip._id}/stops/${ferry._id}`)
      .set(as(owner))
      .send({
        version: trip.version,
        after: trip.stops[2]!._id,
        note: 'Cash only',
        name: 'Ferry over the Váh',
      })
    expect(moved.status).toBe(200)
    expect(names(moved.body.data)).toEqual([
      'Camp by the Orava dam',
      'Border at Trstená',
      'Ferry over the Váh',
    ])
    expect(moved.body.data.stops[2]).toMatchObject({ note: 'Cash only' })
    const removed = await request(t.app)
      .delete(`/api/trips/${trip._id}/stops/${trip.stops[2]!._id}?version=${moved.body.data.version}`)
      .set(as(owner))
    expect(removed.status).toBe(200)
    expect(names(removed.body.data)).toEqual(['Camp by the Orava dam', 'Ferry over the Váh'])
    const list = await request(t.app).get('/api/trips').set(as(owner))
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.body.data[0]).toEqual({
      _id: trip._id,
      name: 'Orava and Liptov',
      startDate: '2026-07-01',
      stops: 2,
      publishedEventId: null,
      updatedAt: removed.body.data.updatedAt,
    })
    await request(t.app).delete(`/api/trips/${trip._id}`).set(as(owner)).expect(200)
    expect((await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))).status).toBe(404)
  })

  it('lists the most recently changed trip first', async () => {
    const first = await newTrip(owner, 'First planned')
    await newTrip(owner, 'Second planned')
    await request(t.app)
      .patch(`/api/trips/${first._id}`)
      .set(as(owner))
      .send({ version: 1, name: 'First, changed' })
      .expect(200)
    const list = await request(t.app).get('/api/trips').set(as(owner))
    expect(list.body.data.slice(0, 2).map((s: { name: string }) => s.name)).toEqual([
      'First, changed',
      'Second planned',
    ])
  })

  it('a move writes one stop: the others keep their order keys', async () => {
    let trip = await newTrip()
    for (const name of ['A', 'B', 'C', 'D']) trip = await addPoint(trip, name)
    const before = (await t.store.trips.getTrip(trip._id))!
    await request(t.app)
      .patch(`/api/trips/${trip._id}/stops/${trip.stops[3]!._id}`)
      .set(as(owner))
      .send({ version: trip.version, after: null })
      .expect(200)
    const after = (await t.store.trips.getTrip(trip._id))!
    expect(after.stops.map((s) => s.name)).toEqual(['D', 'A', 'B', 'C'])
    const keys = (stops: { name: string; order: string }[]) =>
      Object.fromEntries(stops.filter((s) => s.name !== 'D').map((s) => [s.name, s.order]))
    expect(keys(after.stops)).toEqual(keys(before.stops))
  })

  it('two reorders sent with the same version: one is refused with 409, nothing is lost', async () => {
    let trip = await newTrip()
    for (const name of ['A', 'B', 'C']) trip = await addPoint(trip, name)
    const [a, , c] = trip.stops
    const answers = await Promise.all([
      request(t.app)
        .patch(`/api/trips/${trip._id}/stops/${a!._id}`)
        .set(as(owner))
        .send({ version: trip.version, after: c!._id }),
      request(t.app)
        .patch(`/api/trips/${trip._id}/stops/${c!._id}`)
        .set(as(owner))
        .send({ version: trip.version, after: null }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = answers.find((r) => r.status === 409)!
    expect(refused.body).toMatchObject({ success: false, code: 'trip_changed' })
    const stored = await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))
    expect(stored.body.data.version).toBe(trip.version + 1)
    expect(names(stored.body.data).sort()).toEqual(['A', 'B', 'C'])
  })

  it(`holds at most ${TRIP_STOPS_MAX} stops`, { timeout: 120_000 }, async () => {
    let trip = await newTrip()
    for (let i = 0; i < TRIP_STOPS_MAX; i++) trip = await addPoint(trip, `Stop ${i + 1}`)
    const full = await request(t.app)
      .post(`/api/trips/${trip._id}/stops`)
      .set(as(owner))
      .send({ version: trip.version, name: 'One too many', coordinates: [48, 17] })
    expect(full.status).toBe(409)
    expect(full.body.code).toBe('trip_full')
    const stored = await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))
    expect(stored.body.data.stops).toHaveLength(TRIP_STOPS_MAX)
  })

  it('refuses bad input with 400 in the reader’s language, and stores nothing', async () => {
    const trip = await newTrip()
    const badName = await request(t.app)
      .post('/api/trips?lang=sk')
      .set(as(owner))
      .send({ name: 'x', vehicle: { lengthM: 99 } })
    expect(badName.status).toBe(400)
    expect(badName.body.fields).toEqual({
      name: expect.stringMatching(/Názov cesty/),
      'vehicle.lengthM': expect.stringMatching(/dĺžk/i),
    })
    const both = await request(t.app)
      .post(`/api/trips/${trip._id}/stops`)
      .set(as(owner))
      .set('Accept-Language', 'sk')
      .send({ version: trip.version, eventId: camp, name: 'Both', coordinates: [48, 17] })
    expect(both.status).toBe(400)
    expect(Object.values(both.body.fields as Record<string, string>).join(' ')).toMatch(/zastávka/i)
    const noVersion = await request(t.app)
      .patch(`/api/trips/${trip._id}`)
      .set(as(owner))
      .send({ name: 'No version' })
    expect(noVersion.status).toBe(400)
    expect(noVersion.body.fields).toEqual({
      version: 'The version of the trip is missing. Reload the trip, then try again.',
    })
    const stored = await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))
    expect(stored.body.data).toMatchObject({ name: 'Slovak loop', version: 1, stops: [] })
  })
})

describe('who may read and change a trip', () => {
  it('another traveller is answered 404, a visitor 401, for every route', async () => {
    const trip = await addPoint(await newTrip(), 'Somewhere')
    const stop = trip.stops[0]!._id
    const calls = (send: (r: request.Test) => request.Test) => [
      send(request(t.app).get(`/api/trips/${trip._id}`)),
      send(
        request(t.app).patch(`/api/trips/${trip._id}`).send({ version: trip.version, name: 'Taken over' }),
      ),
      send(request(t.app).delete(`/api/trips/${trip._id}`)),
      send(
        request(t.app)
          .post(`/api/trips/${trip._id}/stops`)
          .send({ version: trip.version, name: 'Mine', coordinates: [1, 1] }),
      ),
      send(
        request(t.app)
          .patch(`/api/trips/${trip._id}/stops/${stop}`)
          .send({ version: trip.version, note: 'x' }),
      ),
      send(request(t.app).delete(`/api/trips/${trip._id}/stops/${stop}?version=${trip.version}`)),
      send(request(t.app).post(`/api/trips/${trip._id}/share`)),
      send(request(t.app).get(`/api/trips/${trip._id}/share`)),
      send(request(t.app).get(`/api/trips/${trip._id}/export.gpx`)),
    ]
    for (const res of await Promise.all(calls((r) => r.set(as(other))))) {
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('trip_not_found')
    }
    for (const res of await Promise.all(calls((r) => r))) expect(res.status).toBe(401)
    expect((await request(t.app).get('/api/trips')).status).toBe(401)
    const stored = await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))
    expect(stored.body.data).toMatchObject({
      name: 'Slovak loop',
      version: trip.version,
      stops: [{ note: '' }],
    })
  })

  it('a shared link reads the trip without an account, only reads, and stops when renewed or turned off', async () => {
    const trip = await addPoint(await newTrip(), 'Upper Lars border crossing')
    const none = await request(t.app).get(`/api/trips/${trip._id}/share`).set(as(owner))
    expect([none.status, none.body.data]).toEqual([200, null])
    const first = await request(t.app).post(`/api/trips/${trip._id}/share`).set(as(owner))
    expect(first.status).toBe(201)
    expect(first.body.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      createdAt: expect.any(String),
    })
    const read = await request(t.app).get(`/api/shared-trips/${first.body.data.token}`)
    expect(read.status).toBe(200)
    expect(read.headers['x-robots-tag']).toBe('noindex')
    expect(read.headers['cache-control']).toBe('private, no-store')
    expect(read.body.data).toMatchObject({
      _id: trip._id,
      owner: { username: owner.username },
      stops: [{ name: 'Upper Lars border crossing' }],
    })
    // read-only: the token opens no route that changes anything
    expect(
      (
        await request(t.app)
          .patch(`/api/shared-trips/${first.body.data.token}`)
          .send({ version: 2, name: 'x' })
      ).status,
    ).toBe(404)
    const renewed = await request(t.app).post(`/api/trips/${trip._id}/share`).set(as(owner))
    expect((await request(t.app).get(`/api/shared-trips/${first.body.data.token}`)).status).toBe(404)
    expect((await request(t.app).get(`/api/trips/${trip._id}/share`).set(as(owner))).body.data).toEqual(
      renewed.body.data,
    )
    await request(t.app).delete(`/api/trips/${trip._id}/share`).set(as(owner)).expect(200)
    const gone = await request(t.app)
      .get(`/api/shared-trips/${renewed.body.data.token}`)
      .set('Accept-Language', 'sk')
    expect(gone.status).toBe(404)
    expect(gone.body).toMatchObject({
      code: 'shared_trip_not_found',
      message: expect.stringMatching(/zdieľaná cesta/),
    })
  })
})

describe('stops whose event changes', () => {
  it('a hidden or removed event stays on the trip as a stop without its event', async () => {
    const hidden = await newEvent(other, 'Quarry soon hidden')
    const removed = await newEvent(other, 'Camp soon removed')
    let trip = await newTrip()
    for (const eventId of [hidden, removed, camp]) {
      const res = await request(t.app)
        .post(`/api/trips/${trip._id}/stops`)
        .set(as(owner))
        .send({ version: trip.version, eventId })
      expect(res.status).toBe(201)
      trip = res.body.data
    }
    for (let i = 0; i < 3; i++) {
      const reporter = await signedInUser(t.app, `tripreporter${i}`)
      await request(t.app)
        .post('/api/reports')
        .set(as(reporter))
        .send({ target: { type: 'event', id: hidden }, reason: 'spam', text: '' })
        .expect(201)
    }
    await request(t.app).delete(`/api/events/${removed}`).set(as(other)).expect(200)
    const read = await request(t.app).get(`/api/trips/${trip._id}`).set(as(owner))
    expect(
      read.body.data.stops.map((s: { name: string; event: unknown }) => [s.name, s.event === null]),
    ).toEqual([
      ['Quarry soon hidden', true],
      ['Camp soon removed', true],
      ['Camp by the Orava dam', false],
    ])
    const unknown = await request(t.app)
      .post(`/api/trips/${trip._id}/stops`)
      .set(as(owner))
      .send({ version: trip.version, eventId: removed })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('event_not_found')
  })
})

describe('a trip in the reader’s language', () => {
  it('names each event stop in the reader’s version, on the trip, its link and its export', async () => {
    const camp = await newEvent(owner, 'Kemp pri vodopáde', {
      writtenIn: 'sk',
      translation: { title: 'Camp by the waterfall', description: 'A meadow below the falls.' },
    })
    const trip = await newTrip()
    const added = await request(t.app)
      .post(`/api/trips/${trip._id}/stops?lang=en`)
      .set(as(owner))
      .send({ version: trip.version, eventId: camp })
    expect(added.body.data.stops[0].event.title).toBe('Camp by the waterfall')
    const inSlovak = await request(t.app)
      .get(`/api/trips/${trip._id}`)
      .set(as(owner))
      .set('Accept-Language', 'sk')
    expect(inSlovak.body.data.stops[0].event.title).toBe('Kemp pri vodopáde')
    const gpx = await request(t.app).get(`/api/trips/${trip._id}/export.gpx?lang=en`).set(as(owner))
    expect(gpx.text).toContain('Camp by the waterfall')
  })
})
