import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { bearer, eventBody } from './test-app'

let owner: User
let other: User
let eventId: string

const t = fileTestApp(async ({ app }) => {
  ;[owner, other] = await signedInUsers(app, ['wisher', 'otherwisher'])
  const res = await request(app)
    .post('/api/events')
    .set(bearer(other.idToken))
    .send(eventBody(other, { title: 'Views over the Danube', section: { main: 'places', sub: 'views' } }))
  eventId = res.body.data._id
})

async function newEvent(title: string) {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(other.idToken))
    .send(eventBody(other, { title }))
  return res.body.data._id as string
}

describe('the wishlist', () => {
  it('a visitor can use none of the wishlist routes', async () => {
    const calls = [
      request(t.app).get('/api/wishlist'),
      request(t.app).get(`/api/wishlist/${owner.uid}`),
      request(t.app).post('/api/wishlist').send({ eventID: eventId }),
      request(t.app).delete(`/api/wishlist/${eventId}/${owner.uid}`),
      request(t.app).delete(`/api/wishlist/${owner.uid}_${eventId}`),
      request(t.app).delete('/api/wishlist'),
    ]
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401)
  })

  it('adding an event twice keeps one entry, joined with the event and listed in favourites', async () => {
    const first = await request(t.app)
      .post('/api/wishlist')
      .set(bearer(owner.idToken))
      .send({ eventID: eventId, title: 'A stale title', userID: other.uid, image: 'x' })
    expect(first.status).toBe(201)
    expect(first.body.data).toEqual({
      _id: `${owner.uid}_${eventId}`,
      eventID: eventId,
      userID: owner.uid,
      title: 'Views over the Danube',
      image: expect.stringContaining('/v0/b/'),
      thumbnail: null,
      section: { main: 'places', sub: 'views' },
      country: 'Slovakia',
      addedAt: expect.any(String),
    })
    const again = await request(t.app)
      .post('/api/wishlist')
      .set(bearer(owner.idToken))
      .send({ eventID: eventId })
    expect(again.status).toBe(200)
    expect(again.body.data._id).toBe(first.body.data._id)
    const list = await request(t.app).get(`/api/wishlist/${owner.uid}`).set(bearer(owner.idToken))
    expect(list.body.data).toHaveLength(1)
    const me = await request(t.app).post('/api/auth/signin').set(bearer(owner.idToken))
    expect(me.body.data.favourites).toEqual([eventId])
  })

  it('items show the event as it is now, not as it was when saved', async () => {
    const id = await newEvent('Old name')
    await request(t.app).post('/api/wishlist').set(bearer(owner.idToken)).send({ eventID: id }).expect(201)
    await request(t.app)
      .put(`/api/events/${id}`)
      .set(bearer(other.idToken))
      .send(eventBody(other, { title: 'New name', country: 'Austria' }))
      .expect(200)
    const list = await request(t.app).get('/api/wishlist').set(bearer(owner.idToken))
    expect(list.body.data.find((w: { eventID: string }) => w.eventID === id)).toMatchObject({
      title: 'New name',
      country: 'Austria',
    })
  })

  it('an unknown event is 404 and a missing eventID is 400, in both languages', async () => {
    const unknown = await request(t.app)
      .post('/api/wishlist')
      .set(bearer(owner.idToken))
      .send({ eventID: 'nope123' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Event not found')
    const missing = await request(t.app).post('/api/wishlist').set(bearer(owner.idToken)).send({})
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toEqual({ eventID: 'Say which event to save.' })
    const sk = await request(t.app)
      .post('/api/wishlist')
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
      .send({})
    expect(sk.body.fields).toEqual({ eventID: 'Uveďte, ktorý tip chcete uložiť.' })
  })

  it("another user cannot read or change someone's wishlist", async () => {
    expect((await request(t.app).get(`/api/wishlist/${owner.uid}`).set(bearer(other.idToken))).status).toBe(
      403,
    )
    const byPair = await request(t.app)
      .delete(`/api/wishlist/${eventId}/${owner.uid}`)
      .set(bearer(other.idToken))
    expect(byPair.status).toBe(403)
    const byId = await request(t.app)
      .delete(`/api/wishlist/${owner.uid}_${eventId}`)
      .set(bearer(other.idToken))
    expect(byId.status).toBe(403)
    await request(t.app).delete('/api/wishlist').set(bearer(other.idToken)).expect(200)
    expect((await t.store.lists.wishlistOf(owner.uid)).map((w) => w.eventId)).toContain(eventId)
  })

  it('the owner removes an entry by event and user; removing it again is 404', async () => {
    const id = await newEvent('To remove by pair')
    await request(t.app).post('/api/wishlist').set(bearer(owner.idToken)).send({ eventID: id }).expect(201)
    const res = await request(t.app).delete(`/api/wishlist/${id}/${owner.uid}`).set(bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: { eventID: id } })
    expect(
      (await request(t.app).delete(`/api/wishlist/${id}/${owner.uid}`).set(bearer(owner.idToken))).status,
    ).toBe(404)
  })

  it('the owner removes an entry by its id', async () => {
    const id = await newEvent('To remove by id')
    const added = await request(t.app).post('/api/wishlist').set(bearer(owner.idToken)).send({ eventID: id })
    const res = await request(t.app).delete(`/api/wishlist/${added.body.data._id}`).set(bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ _id: added.body.data._id, eventID: id })
    expect((await t.store.lists.wishlistOf(owner.uid)).map((w) => w.eventId)).not.toContain(id)
  })

  it("clearing the wishlist removes only the caller's own entries", async () => {
    await request(t.app)
      .post('/api/wishlist')
      .set(bearer(other.idToken))
      .send({ eventID: eventId })
      .expect(201)
    const res = await request(t.app).delete('/api/wishlist').set(bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.body.data.deleted).toBeGreaterThan(0)
    expect(await t.store.lists.wishlistOf(owner.uid)).toEqual([])
    expect((await t.store.lists.wishlistOf(other.uid)).map((w) => w.eventId)).toEqual([eventId])
  })
})
