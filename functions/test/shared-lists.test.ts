import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, eventBody, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let owner: Awaited<ReturnType<typeof signedInUser>>
let other: Awaited<ReturnType<typeof signedInUser>>
const ids: Record<string, string> = {}

async function create(user: typeof owner, title: string) {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(user.idToken))
    .send(eventBody(user, { title }))
  return res.body.data._id as string
}

async function wish(user: typeof owner, eventID: string) {
  await request(t.app).post('/api/wishlist').set(bearer(user.idToken)).send({ eventID }).expect(201)
}

async function share(user: typeof owner): Promise<string> {
  const res = await request(t.app).post('/api/wishlist/share').set(bearer(user.idToken))
  expect(res.status).toBe(201)
  return res.body.data.token as string
}

beforeAll(async () => {
  t = await testApp()
  owner = await signedInUser(t.app, 'sharer')
  other = await signedInUser(t.app, 'nosy')
  ids.lake = await create(other, 'Camp by the lake')
  ids.pass = await create(other, 'Mountain pass')
  ids.others = await create(owner, 'Only on the other list')
  await wish(owner, ids.lake)
  await wish(owner, ids.pass)
  await wish(other, ids.others)
}, 120_000)

afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

describe('sharing a wishlist by a private link', () => {
  it('a visitor can neither read nor change any link', async () => {
    for (const res of await Promise.all([
      request(t.app).get('/api/wishlist/share'),
      request(t.app).post('/api/wishlist/share'),
      request(t.app).delete('/api/wishlist/share'),
    ]))
      expect(res.status).toBe(401)
  })

  it('the link is off until its owner turns it on, and the token is long and URL-safe', async () => {
    const before = await request(t.app).get('/api/wishlist/share').set(bearer(owner.idToken))
    expect(before.status).toBe(200)
    expect(before.body.data).toBeNull()
    const token = await share(owner)
    // 16 random bytes in base64url: 22 characters of [A-Za-z0-9_-]
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const after = await request(t.app).get('/api/wishlist/share').set(bearer(owner.idToken))
    expect(after.headers['cache-control']).toBe('no-store')
    expect(after.body.data).toEqual({ token, createdAt: expect.any(String) })
  })

  it('another user sees only their own link, and cannot turn off or renew someone else’s', async () => {
    const token = await share(owner)
    const seen = await request(t.app).get('/api/wishlist/share').set(bearer(other.idToken))
    expect(seen.body.data).toBeNull()
    const renewed = await share(other)
    await request(t.app).delete('/api/wishlist/share').set(bearer(other.idToken)).expect(200)
    // the owner's link still answers; the other user's own is off
    expect((await request(t.app).get(`/api/shared-lists/${token}`)).status).toBe(200)
    expect((await request(t.app).get(`/api/shared-lists/${renewed}`)).status).toBe(404)
    const own = await request(t.app).get('/api/wishlist/share').set(bearer(owner.idToken))
    expect(own.body.data.token).toBe(token)
  })

  it('anyone with the link reads the owner’s name and only that list, without an account', async () => {
    const token = await share(owner)
    const res = await request(t.app).get(`/api/shared-lists/${token}`)
    expect(res.status).toBe(200)
    expect(res.body.data.owner).toEqual({ username: owner.username })
    expect(res.body.data.owner).not.toHaveProperty('email')
    const titles = (res.body.data.events as { title: string }[]).map((e) => e.title)
    expect(titles).toEqual(['Mountain pass', 'Camp by the lake'])
    expect(JSON.stringify(res.body)).not.toContain(owner.email)
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
    expect(res.headers['x-robots-tag']).toBe('noindex')
  })

  it('the link’s GPX and KML hold the list’s events, in the link’s language', async () => {
    const token = await share(owner)
    const gpx = await request(t.app).get(`/api/shared-lists/${token}/export.gpx`).buffer(true)
    expect(gpx.status).toBe(200)
    expect(gpx.headers['content-type']).toBe('application/gpx+xml; charset=utf-8')
    expect(gpx.headers['content-disposition']).toMatch(/^attachment; filename="wishlist-[\d-]+\.gpx"$/)
    expect(gpx.text).toContain('Camp by the lake')
    expect(gpx.text).toContain('Mountain pass')
    expect(gpx.text).not.toContain('Only on the other list')
    expect(gpx.text).toContain(owner.username)
    const kml = await request(t.app).get(`/api/shared-lists/${token}/export.kml?lang=sk`).buffer(true)
    expect(kml.status).toBe(200)
    expect(kml.text).toContain('Zoznam želaní')
  })

  it('a renewed link’s old token and a revoked link answer 404, in the reader’s language', async () => {
    const old = await share(owner)
    const renewed = await share(owner)
    expect(renewed).not.toBe(old)
    for (const path of [`/api/shared-lists/${old}`, `/api/shared-lists/${old}/export.gpx`]) {
      const res = await request(t.app).get(path)
      expect(res.status).toBe(404)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.body.code).toBe('shared_list_not_found')
    }
    expect((await request(t.app).get(`/api/shared-lists/${renewed}`)).status).toBe(200)
    await request(t.app).delete('/api/wishlist/share').set(bearer(owner.idToken)).expect(200)
    const gone = await request(t.app).get(`/api/shared-lists/${renewed}`).set('Accept-Language', 'sk')
    expect(gone.status).toBe(404)
    expect(gone.body.message).toContain('sa už nezdieľa')
    const off = await request(t.app).get('/api/wishlist/share').set(bearer(owner.idToken))
    expect(off.body.data).toBeNull()
  })

  it('deleting the account takes its link with it', async () => {
    const leaving = await signedInUser(t.app, 'leaver')
    await wish(leaving, ids.lake!)
    const token = await share(leaving)
    expect((await request(t.app).get(`/api/shared-lists/${token}`)).status).toBe(200)
    await request(t.app).delete(`/api/user/delete/${leaving.uid}`).set(bearer(leaving.idToken)).expect(200)
    expect((await request(t.app).get(`/api/shared-lists/${token}`)).status).toBe(404)
  })

  it('a made-up or malformed token is the same 404', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fusers', 'x'.repeat(300)]) {
      const res = await request(t.app).get(`/api/shared-lists/${token}`)
      expect(res.status).toBe(404)
    }
  })
})
