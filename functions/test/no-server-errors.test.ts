// "Bad input never returns a 5xx": hundreds of bodies built from awkward values (nulls, wrong types,
// nested objects, huge numbers, long strings) against every endpoint that reads a body. Each answer must
// be a 4xx or a success in the documented shape, and nothing may reach the error log.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, bucketUrl, eventBody, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let user: Awaited<ReturnType<typeof signedInUser>>
let eventId: string

beforeAll(async () => {
  t = await testApp()
  user = await signedInUser(t.app, 'fuzz')
  const res = await request(t.app).post('/api/events').set(bearer(user.idToken)).send(eventBody(user))
  eventId = res.body.data._id
})
afterAll(() => t.close())

function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31
    return s / 2 ** 31
  }
}

const AWKWARD: unknown[] = [
  null,
  true,
  0,
  -1,
  3,
  1.5,
  1e308,
  '',
  ' ',
  'x',
  'camp',
  'Slovakia',
  '2024-01-01',
  '9999-12-31',
  '48.1, 17.1',
  'https://evil.example/a.jpg',
  bucketUrl('events/u/1_a.jpg'),
  'ü'.repeat(300),
  [],
  [48.1],
  [48.1, 17.1, 3],
  ['a', 'b'],
  [null, null],
  {},
  { main: 'camp' },
  { main: 'route', sub: 'offroad', extra: { deep: [1, 2] } },
  { $gt: '' },
  { __proto__: { polluted: true } },
]

function bodies(fields: string[], count: number, seed: number): Record<string, unknown>[] {
  const next = random(seed)
  const pick = () => AWKWARD[Math.floor(next() * AWKWARD.length)]
  return Array.from({ length: count }, () => {
    const body: Record<string, unknown> = {}
    for (const field of fields) if (next() < 0.7) body[field] = pick()
    return body
  })
}

const EVENT_FIELDS = [
  'title',
  'description',
  'image',
  'thumbnail',
  'gpxFile',
  'map',
  'coordinates',
  'access',
  'date',
  'section',
  'country',
  'user',
]

describe('no input makes the API fail with a server error', () => {
  it('POST and PUT /api/events', async () => {
    for (const [i, body] of bodies(EVENT_FIELDS, 120, 1).entries()) {
      const res =
        i % 2
          ? await request(t.app).post('/api/events').set(bearer(user.idToken)).send(body)
          : await request(t.app).put(`/api/events/${eventId}`).set(bearer(user.idToken)).send(body)
      expect(res.status, JSON.stringify(body)).toBeLessThan(500)
      expect(res.body.success, JSON.stringify(body)).toBe(res.status < 400)
      if (res.status === 400) expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0)
    }
  })

  it('the auth, user and wishlist bodies and the list filters', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ...bodies(['username', 'email', 'password'], 40, 2).map((b) => ['signup', b] as [string, typeof b]),
      ...bodies(['name', 'email', 'photo'], 40, 3).map((b) => ['google', b] as [string, typeof b]),
      ...bodies(['username', 'profilePicture'], 40, 4).map((b) => ['update', b] as [string, typeof b]),
      ...bodies(['eventID', 'title', 'userID'], 40, 5).map((b) => ['wishlist', b] as [string, typeof b]),
      ...bodies(['user', 'section', 'sub', 'country', 'limit', 'cursor'], 60, 6).map(
        (b) => ['list', b] as [string, typeof b],
      ),
    ]
    for (const [kind, body] of calls) {
      let res: request.Response
      if (kind === 'signup') res = await request(t.app).post('/api/auth/signup').send(body)
      else if (kind === 'google')
        res = await request(t.app).post('/api/auth/google').set(bearer(user.idToken)).send(body)
      else if (kind === 'update')
        res = await request(t.app).post(`/api/user/update/${user.uid}`).set(bearer(user.idToken)).send(body)
      else if (kind === 'wishlist')
        res = await request(t.app).post('/api/wishlist').set(bearer(user.idToken)).send(body)
      else {
        const query = Object.entries(body)
          .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
          .join('&')
        res = await request(t.app).get(`/api/events?${query}`)
      }
      expect(res.status, `${kind} ${JSON.stringify(body)}`).toBeLessThan(500)
      expect(res.body.success).toBe(res.status < 400)
    }
    expect(t.errors).toEqual([])
  })
})
