// GET /api/events?near=… and GET /api/events/map over HTTP: events created through the API (so the
// service stores their geohash), real ID tokens from the Auth emulator, answers in en and sk.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '@travel/domain/validation-messages'
import { backfillGeohashes } from '../src/store/events/backfill-geohashes'
import { bearer, eventBody, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let author: Awaited<ReturnType<typeof signedInUser>>
const ids: Record<string, string> = {}

// Bratislava, and places whose distance from it along its meridian is known by construction.
const CENTER = [48.1486, 17.1077] as const
const north = (km: number) => [Number((CENTER[0] + (km / 6371) * (180 / Math.PI)).toFixed(6)), CENTER[1]]

async function create(name: string, overrides: Record<string, unknown>) {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(author.idToken))
    .send(eventBody(author, overrides))
  expect(res.status).toBe(201)
  ids[name] = res.body.data._id
}

beforeAll(async () => {
  t = await testApp()
  author = await signedInUser(t.app, 'near')
  await create('camp5', { coordinates: north(5), title: 'Camp five km north' })
  await create('view20', { coordinates: north(20), section: { main: 'places', sub: 'views' } })
  await create('camp60', { coordinates: north(60) })
  await create('austria', { coordinates: north(30), country: 'Austria' })
  // a route without a route file has no position
  await create('route', { coordinates: [], section: { main: 'route', sub: 'offroad' } })
})
afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

const near = (query: string) => request(t.app).get(`/api/events?near=${CENTER.join(',')}&${query}`)
const names = (body: { data: { _id: string }[] }) =>
  body.data.map((e) => Object.keys(ids).find((name) => ids[name] === e._id))

describe('GET /api/events?near=lat,lng', () => {
  it('answers events within the radius, nearest first, each with its distance in km', async () => {
    const res = await near('radius=50').expect(200)
    expect(names(res.body)).toEqual(['camp5', 'view20', 'austria'])
    expect(res.body.data.map((e: { distanceKm: number }) => e.distanceKm)).toEqual([
      expect.closeTo(5, 2),
      expect.closeTo(20, 2),
      expect.closeTo(30, 2),
    ])
    // without radius: 100 km
    expect(names((await near('').expect(200)).body)).toEqual(['camp5', 'view20', 'austria', 'camp60'])
  })

  it('combines with the list filters and pages with its own cursor', async () => {
    const slovak = await near('radius=100&country=Slovakia&section=camp,places').expect(200)
    expect(names(slovak.body)).toEqual(['camp5', 'view20', 'camp60'])
    expect(names((await near('radius=100&sub=views').expect(200)).body)).toEqual(['view20'])
    const first = await near('radius=100&limit=3').expect(200)
    expect(names(first.body)).toEqual(['camp5', 'view20', 'austria'])
    const second = await near(`radius=100&limit=3&cursor=${first.body.nextCursor}`).expect(200)
    expect(names(second.body)).toEqual(['camp60'])
    expect(second.body.nextCursor).toBeNull()
    // a list cursor is not a near cursor
    const list = await request(t.app).get('/api/events?limit=1').expect(200)
    const mixed = await near(`cursor=${list.body.nextCursor}`)
    expect(mixed.status).toBe(400)
    expect(mixed.body.fields.cursor).toBe(validationMessages.en.cursor_invalid)
  })

  it.each([
    ['near=abc', 'near', 'near_invalid'],
    ['near=91,17', 'near', 'near_invalid'],
    ['near=48,181', 'near', 'near_invalid'],
    ['near=48', 'near', 'near_invalid'],
    ['near=1e1,17', 'near', 'near_invalid'],
    ['near=48,17&radius=0', 'radius', 'radius_invalid'],
    ['near=48,17&radius=5000', 'radius', 'radius_invalid'],
    ['near=48,17&radius=ten', 'radius', 'radius_invalid'],
    ['radius=10', 'radius', 'radius_without_near'],
    ['near=48,17&near=49,17', 'near', 'query_repeated'],
    ['near=48,17&radius=5&radius=10', 'radius', 'query_repeated'],
  ] as const)('%s is a 400 on %s in English and Slovak', async (query, field, key) => {
    const en = await request(t.app).get(`/api/events?${query}`)
    expect(en.status).toBe(400)
    expect(en.body.fields[field]).toBe(validationMessages.en[key])
    const sk = await request(t.app).get(`/api/events?${query}`).set('Accept-Language', 'sk')
    expect(sk.status).toBe(400)
    expect(sk.body.fields[field]).toBe(validationMessages.sk[key])
  })
})

describe('near and the map with a search', () => {
  it('answers only the events matching every word of q', async () => {
    const nearFive = await near('radius=50&q=FIVE north').expect(200)
    expect(names(nearFive.body)).toEqual(['camp5'])
    const nearTatras = await near('radius=100&q=tatras').expect(200)
    expect(names(nearTatras.body)).toEqual(['view20', 'austria', 'camp60'])
    const map = await request(t.app).get('/api/events/map?q=tatras&country=Slovakia').expect(200)
    expect(names(map.body).sort()).toEqual(['camp60', 'view20'])
    expect(names((await request(t.app).get('/api/events/map?q=nowhere').expect(200)).body)).toEqual([])
  })
})

describe('GET /api/events/map', () => {
  it('answers a compact point for every matching event with a position', async () => {
    const res = await request(t.app).get('/api/events/map').expect(200)
    expect(res.body.truncated).toBe(false)
    expect(names(res.body).sort()).toEqual(['austria', 'camp5', 'camp60', 'view20'])
    const camp = res.body.data.find((p: { _id: string }) => p._id === ids.camp5)
    expect(camp).toEqual({
      _id: ids.camp5,
      lat: north(5)[0],
      lng: CENTER[1],
      main: 'camp',
      sub: 'natural',
      access: 0,
      title: 'Camp five km north',
      thumbnail: null,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      rating: null,
      lastVisit: null,
      state: 'as-described',
    })
    const filtered = await request(t.app).get('/api/events/map?country=Slovakia&section=places').expect(200)
    expect(names(filtered.body)).toEqual(['view20'])
    // paging and near parameters do not apply to the map: it is always every matching event
    expect(
      names((await request(t.app).get('/api/events/map?limit=1&near=abc').expect(200)).body),
    ).toHaveLength(4)
    const bad = await request(t.app).get('/api/events/map?country=Atlantis').set('Accept-Language', 'sk')
    expect(bad.status).toBe(400)
    expect(bad.body.fields.country).toBe(validationMessages.sk.country_invalid)
  })
})

describe('GET /api/events/map?bbox&zoom', () => {
  const view = (query: string) => request(t.app).get(`/api/events/map?${query}`)

  it('answers the clusters and points of the box with the list filters, and agrees with near', async () => {
    const res = await view('bbox=47.5,16.5,49.8,22.8&zoom=7').expect(200)
    expect(res.body.data.clusters).toEqual([])
    expect(res.body.data.truncated).toBe(false)
    expect(names({ data: res.body.data.points }).sort()).toEqual(['austria', 'camp5', 'camp60', 'view20'])
    const camps = await view('bbox=47.5,16.5,49.8,22.8&zoom=7&section=camp&country=Slovakia').expect(200)
    expect(names({ data: camps.body.data.points }).sort()).toEqual(['camp5', 'camp60'])
    // the near list of the same place finds the same events
    const nearby = await near('radius=100&section=camp&country=Slovakia').expect(200)
    expect(names(nearby.body).sort()).toEqual(['camp5', 'camp60'])
    // across 180°, far from every event
    const empty = await view('bbox=-20,175,-12,-175&zoom=5').expect(200)
    expect(empty.body.data).toEqual({ clusters: [], points: [], truncated: false })
    expect(empty.headers['cache-control']).toMatch(/^public/)
  })

  it('refuses a bad box or zoom in the reader’s language', async () => {
    const upsideDown = await view('bbox=49,16,47,22&zoom=7').set('Accept-Language', 'sk').expect(400)
    expect(upsideDown.body.fields).toEqual({ bbox: validationMessages.sk.bbox_invalid })
    const noZoom = await view('bbox=47,16,49,22').expect(400)
    expect(noZoom.body.fields).toEqual({ zoom: validationMessages.en.zoom_invalid })
    const both = await view('bbox=47,16,49&zoom=21&country=Atlantis').expect(400)
    expect(Object.keys(both.body.fields).sort()).toEqual(['bbox', 'country', 'zoom'])
  })
})

describe('Cache-Control of public event reads', () => {
  it('lets a shared cache keep anonymous answers for a short time, and never signed-in ones', async () => {
    for (const path of [
      '/api/events',
      `/api/events?near=${CENTER.join(',')}`,
      '/api/events/map',
      `/api/events/${ids.camp5}`,
    ]) {
      const anonymous = await request(t.app).get(path).expect(200)
      expect(anonymous.headers['cache-control']).toMatch(/^public, max-age=\d+, s-maxage=\d+$/)
      expect(anonymous.headers.vary).toMatch(/Authorization/)
      const signedIn = await request(t.app).get(path).set(bearer(author.idToken)).expect(200)
      expect(signedIn.headers['cache-control']).toBe('private, no-store')
    }
    // errors are never cached
    const missing = await request(t.app).get('/api/events/no-such-event').expect(404)
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/)
  })
})

describe('geohash backfill', () => {
  it('gives events stored without a geohash theirs, once, so near queries find them', async () => {
    const base = (await t.store.events.getEvent(ids.camp5!))!
    const { geohash: _gone, ...old } = { ...base, id: 'old-event', coordinates: north(2) }
    await t.store.events.createEvent(old)
    expect(await backfillGeohashes(t.store)).toBe(1)
    expect(await backfillGeohashes(t.store)).toBe(0)
    expect((await t.store.events.getEvent('old-event'))?.geohash).toMatch(/^[0-9b-hjkmnp-z]{10}$/)
    expect((await t.store.events.getEvent('old-event'))?.updatedAt).toBe(base.updatedAt)
    await t.store.events.deleteEvent('old-event')
  })
})
