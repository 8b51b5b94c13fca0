// /api/events/:id/checkins over HTTP with real ID tokens: who may do what, every bad input, the
// one-per-day rule, paging, the event's summary, and the cascades of event and account deletion.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { bearer, bucketUrl, daysAgo, eventBody, putFile, signedInUser } from './test-app'

let owner: User
let traveller: User
let stranger: User

const t = fileTestApp(async ({ app }) => {
  ;[owner, traveller, stranger] = await signedInUsers(app, [
    'checkinowner',
    'checkintraveller',
    'checkinstranger',
  ])
})

async function newEvent(by = owner, overrides: Record<string, unknown> = {}) {
  const res = await request(t.app).post('/api/events').set(bearer(by.idToken)).send(eventBody(by, overrides))
  expect(res.status).toBe(201)
  return res.body.data._id as string
}

let photoSerial = 0
async function checkinPhoto(user: { uid: string }) {
  photoSerial++
  return putFile(t.files, `checkins/${user.uid}/17000000000${String(photoSerial).padStart(2, '0')}_visit.jpg`)
}

const body = (overrides: Record<string, unknown> = {}) => ({
  visitDate: daysAgo(3),
  state: 'as-described',
  rating: 4,
  text: 'Quiet night, water tap works.',
  photos: [],
  access: 0,
  ...overrides,
})

const post = (eventId: string, user: { idToken: string }, payload: object, language = 'en') =>
  request(t.app)
    .post(`/api/events/${eventId}/checkins`)
    .set(bearer(user.idToken))
    .set('Accept-Language', language)
    .send(payload)

describe('check-ins', () => {
  it('a traveller checks in with a photo; the event, its list and the author’s list show it', async () => {
    const eventId = await newEvent()
    const photo = await checkinPhoto(traveller)
    const res = await post(eventId, traveller, body({ photos: [photo] }))
    expect(res.status).toBe(201)
    expect(res.body.data.checkin).toMatchObject({
      eventID: eventId,
      user: { _id: traveller.uid, username: traveller.username },
      visitDate: daysAgo(3),
      state: 'as-described',
      rating: 4,
      photos: [photo],
      access: 0,
    })
    expect(res.body.data.summary).toEqual({
      checkins: 1,
      rating: { average: 4, count: 1 },
      lastVisit: daysAgo(3),
      state: 'as-described',
    })
    const event = await request(t.app).get(`/api/events/${eventId}`)
    expect(event.body.data).toMatchObject({
      checkins: 1,
      rating: { average: 4, count: 1 },
      lastVisit: daysAgo(3),
    })
    const list = await request(t.app).get(`/api/events/${eventId}/checkins`)
    expect(list.status).toBe(200)
    expect(list.body.data.checkins.map((c: { _id: string }) => c._id)).toEqual([res.body.data.checkin._id])
    const mine = await request(t.app).get('/api/user/checkins').set(bearer(traveller.idToken))
    expect(mine.body.data.checkins[0]).toMatchObject({
      eventID: eventId,
      event: { _id: eventId, title: expect.any(String) },
    })
    // the event owner may check in on their own event too
    expect((await post(eventId, owner, body({ rating: 2 }))).status).toBe(201)
    const after = await request(t.app).get(`/api/events/${eventId}`)
    expect(after.body.data.rating).toEqual({ average: 3, count: 2 })
  })

  it('a second check-in for the same visit day replaces the first', async () => {
    const eventId = await newEvent()
    const first = await post(eventId, traveller, body({ rating: 5 }))
    const again = await post(
      eventId,
      traveller,
      body({ rating: 1, state: 'changed', text: 'The tap is broken.' }),
    )
    expect(again.status).toBe(200)
    expect(again.body.data.checkin._id).toBe(first.body.data.checkin._id)
    expect(again.body.data.summary).toEqual({
      checkins: 1,
      rating: { average: 1, count: 1 },
      lastVisit: daysAgo(3),
      state: 'changed',
    })
  })

  it('the authz grid: visitors read only, only the author edits or deletes', async () => {
    const eventId = await newEvent()
    const created = await post(eventId, traveller, body())
    const id = created.body.data.checkin._id as string
    const path = `/api/events/${eventId}/checkins/${id}`
    expect((await request(t.app).get(`/api/events/${eventId}/checkins`)).status).toBe(200)
    expect((await request(t.app).post(`/api/events/${eventId}/checkins`).send(body())).status).toBe(401)
    expect((await request(t.app).put(path).send(body())).status).toBe(401)
    expect((await request(t.app).delete(path)).status).toBe(401)
    // neither the event's owner nor another traveller may change it
    for (const user of [owner, stranger]) {
      expect((await request(t.app).put(path).set(bearer(user.idToken)).send(body())).status).toBe(403)
      expect((await request(t.app).delete(path).set(bearer(user.idToken))).status).toBe(403)
    }
    const edited = await request(t.app)
      .put(path)
      .set(bearer(traveller.idToken))
      .send(body({ visitDate: daysAgo(5), state: 'gone', text: 'Barrier across the road.' }))
    expect(edited.status).toBe(200)
    expect(edited.body.data.summary).toMatchObject({ checkins: 1, state: 'gone', lastVisit: null })
    const movedPath = `/api/events/${eventId}/checkins/${edited.body.data.checkin._id}`
    expect((await request(t.app).delete(path).set(bearer(traveller.idToken))).status).toBe(404)
    const removed = await request(t.app).delete(movedPath).set(bearer(traveller.idToken))
    expect(removed.status).toBe(200)
    expect(removed.body.data.summary).toEqual({
      checkins: 0,
      rating: null,
      lastVisit: null,
      state: 'as-described',
    })
  })

  it('moving a check-in onto a day that has one is a conflict, in the reader’s language', async () => {
    const eventId = await newEvent()
    await post(eventId, traveller, body({ visitDate: daysAgo(1) }))
    const other = await post(eventId, traveller, body({ visitDate: daysAgo(2) }))
    const res = await request(t.app)
      .put(`/api/events/${eventId}/checkins/${other.body.data.checkin._id}`)
      .set(bearer(traveller.idToken))
      .set('Accept-Language', 'sk')
      .send(body({ visitDate: daysAgo(1) }))
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('checkin_exists')
    expect(res.body.message).toMatch(/deň návštevy/)
  })

  it('unknown events and check-ins are 404', async () => {
    expect((await request(t.app).get('/api/events/missing-event/checkins')).status).toBe(404)
    expect((await post('missing-event', traveller, body())).status).toBe(404)
    const eventId = await newEvent()
    const res = await request(t.app)
      .put(`/api/events/${eventId}/checkins/nothing-here`)
      .set(bearer(traveller.idToken))
      .send(body())
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('checkin_not_found')
  })

  it('refuses every bad input with a message in the user’s language, and stores nothing', async () => {
    const eventId = await newEvent()
    const othersPhoto = await checkinPhoto(stranger)
    const ownPhoto = await checkinPhoto(traveller)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ visitDate: '2025-02-30' }, 'visitDate', 'Zadajte platný dátum.'],
      [{ visitDate: daysAgo(-3) }, 'visitDate', 'Návšteva nemôže byť v\u00a0budúcnosti.'],
      [{ visitDate: '1899-12-31' }, 'visitDate', 'Zadajte dátum od roku 1900.'],
      [
        { state: 'closed' },
        'state',
        'Uveďte, v\u00a0akom stave ste miesto našli: ako v\u00a0popise, zmenené alebo zaniknuté.',
      ],
      [{ state: 'gone', text: '  ' }, 'text', 'Napíšte, čo sa zmenilo alebo prečo miesto zaniklo.'],
      [{ text: 'x'.repeat(2001) }, 'text', 'Text môže mať najviac 2\u00a0000 znakov.'],
      [{ rating: 6 }, 'rating', 'Hodnotenie je 1 až 5 hviezdičiek.'],
      [{ rating: '4' }, 'rating', 'Hodnotenie je 1 až 5 hviezdičiek.'],
      [{ rating: 3.5 }, 'rating', 'Hodnotenie je 1 až 5 hviezdičiek.'],
      [{ access: 3 }, 'access', 'Vyberte, s\u00a0čím ste prišli: karavan, auto alebo terénne auto.'],
      [{ photos: [othersPhoto] }, 'photos', 'Súbor musí byť nahraný na túto stránku.'],
      [{ photos: ['a', 'b', 'c', 'd'] }, 'photos', 'Pridajte najviac 3 fotky.'],
      [{ photos: [ownPhoto, ownPhoto] }, 'photos', 'Každú fotku pridajte len raz.'],
      [{ photos: [ownPhoto, ` ${ownPhoto}`] }, 'photos', 'Každú fotku pridajte len raz.'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await post(eventId, traveller, body(overrides), 'sk')
      expect(res.status, JSON.stringify(overrides)).toBe(400)
      expect(res.body.fields[field], JSON.stringify(overrides)).toBe(message)
    }
    // a photo in the right folder that was never uploaded
    const missing = bucketUrl(`checkins/${traveller.uid}/1_never.jpg`)
    const res = await post(eventId, traveller, body({ photos: [missing] }))
    expect(res.status).toBe(400)
    expect(res.body.fields['photos[0]']).toBe('The file was not found. Upload it again.')
    const list = await request(t.app).get(`/api/events/${eventId}/checkins`)
    expect(list.body.data.checkins).toEqual([])
  })

  it('an event found gone leaves the lists, the map and near-me, unless the reader asks for gone ones', async () => {
    const eventId = await newEvent()
    const shown = async (query: string) => {
      const res = await request(t.app).get(`/api/events?${query}`).expect(200)
      return (res.body.data as { _id: string }[]).some((e) => e._id === eventId)
    }
    const onMap = async (query: string) => {
      const res = await request(t.app).get(`/api/events/map?${query}`).expect(200)
      return (res.body.data as { _id: string }[]).some((p) => p._id === eventId)
    }
    const near = 'near=49.123456,20.123456&radius=5'
    expect(await shown('limit=100')).toBe(true)
    await post(eventId, traveller, body({ state: 'gone', text: 'The camp is closed for good.' }))
    expect(await shown('limit=100')).toBe(false)
    expect(await shown(near)).toBe(false)
    expect(await onMap('')).toBe(false)
    expect(await shown('limit=100&gone=1')).toBe(true)
    expect(await shown(`${near}&gone=1`)).toBe(true)
    expect(await onMap('gone=1')).toBe(true)
    // the owner's own list shows all of their events
    expect(await shown(`user=${owner.uid}&limit=100`)).toBe(true)
    const event = await request(t.app).get(`/api/events/${eventId}`)
    expect(event.body.data.state).toBe('gone')
    const bad = await request(t.app).get('/api/events?gone=yes').set('Accept-Language', 'sk')
    expect(bad.status).toBe(400)
    expect(bad.body.fields.gone).toBe('gone môže byť len 1: zobraziť aj zaniknuté tipy.')
  })

  it('sorts by latest visit and by rating, filters on a visit within 12 months and on stars, and pages', async () => {
    const country = 'Iceland'
    const [lately, longAgo, unvisited] = [
      await newEvent(owner, { country }),
      await newEvent(owner, { country }),
      await newEvent(owner, { country }),
    ]
    await post(lately, traveller, body({ visitDate: daysAgo(10), rating: 3 }))
    await post(lately, stranger, body({ visitDate: daysAgo(20), rating: 4 }))
    await post(longAgo, traveller, body({ visitDate: daysAgo(400), rating: 5 }))
    const listed = async (query: string) => {
      const res = await request(t.app).get(`/api/events?country=${country}&${query}`).expect(200)
      return {
        ids: (res.body.data as { _id: string }[]).map((e) => e._id),
        next: res.body.nextCursor as string,
      }
    }
    expect((await listed('sort=visited')).ids).toEqual([lately, longAgo, unvisited])
    expect((await listed('sort=rating')).ids).toEqual([longAgo, lately, unvisited])
    expect((await listed('visited=1')).ids).toEqual([lately])
    expect((await listed('rating=4')).ids).toEqual([longAgo])
    expect((await listed('rating=4&visited=1')).ids).toEqual([])
    // paging in an order carries on in it, and a cursor of one order is refused in another
    const first = await listed('sort=rating&limit=1')
    expect(first.ids).toEqual([longAgo])
    expect((await listed(`sort=rating&limit=2&cursor=${first.next}`)).ids).toEqual([lately, unvisited])
    const mixed = await request(t.app).get(`/api/events?sort=visited&cursor=${first.next}`)
    expect(mixed.status).toBe(400)
    const refused = async (query: string) => {
      const res = await request(t.app).get(`/api/events?${query}`).set('Accept-Language', 'sk').expect(400)
      return res.body.fields as Record<string, string>
    }
    expect(await refused('sort=oldest')).toEqual({
      sort: 'sort môže byť visited (od naposledy navštívených) alebo rating (od najlepšie hodnotených).',
    })
    expect(await refused('rating=6')).toEqual({
      rating: 'rating musí byť počet hviezdičiek od 1 do 5: tipy hodnotené aspoň toľko.',
    })
    expect(Object.keys(await refused('visited=yes'))).toEqual(['visited'])
    expect(Object.keys(await refused('sort=rating&near=48.1,17.1'))).toEqual(['sort'])
    expect(Object.keys(await refused(`sort=rating&user=${owner.uid}`))).toEqual(['sort'])
  })

  it('pages ten at a time, newest visit first, and refuses a made-up cursor', async () => {
    const eventId = await newEvent()
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => signedInUser(t.app, `pager${i}`)))
    for (const [i, user] of users.entries()) await post(eventId, user, body({ visitDate: daysAgo(i + 1) }))
    const first = await request(t.app).get(`/api/events/${eventId}/checkins`)
    expect(first.body.data.checkins).toHaveLength(10)
    expect(first.body.data.checkins[0].visitDate).toBe(daysAgo(1))
    const second = await request(t.app).get(`/api/events/${eventId}/checkins?cursor=${first.body.data.next}`)
    expect(second.body.data.checkins.map((c: { visitDate: string }) => c.visitDate)).toEqual([
      daysAgo(11),
      daysAgo(12),
    ])
    expect(second.body.data.next).toBeNull()
    const bad = await request(t.app).get(`/api/events/${eventId}/checkins?cursor=abc`)
    expect(bad.status).toBe(400)
  })

  it("deleting an event removes its check-ins and their photos; deleting an account updates others' events", async () => {
    const eventId = await newEvent()
    const photo = await checkinPhoto(traveller)
    await post(eventId, traveller, body({ photos: [photo] }))
    const photoPath = decodeURIComponent(new URL(photo).pathname.split('/o/')[1] ?? '')
    expect(await t.files.exists(photoPath)).toBe(true)
    await request(t.app).delete(`/api/events/${eventId}`).set(bearer(owner.idToken)).expect(200)
    expect(await t.files.exists(photoPath)).toBe(false)

    const leaving = await signedInUser(t.app, 'checkinleaver')
    const kept = await newEvent()
    await post(kept, leaving, body({ rating: 1, visitDate: daysAgo(1) }))
    await post(kept, stranger, body({ rating: 5, visitDate: daysAgo(20) }))
    await request(t.app).delete(`/api/user/delete/${leaving.uid}`).set(bearer(leaving.idToken)).expect(200)
    const event = await request(t.app).get(`/api/events/${kept}`)
    expect(event.body.data).toMatchObject({
      checkins: 1,
      rating: { average: 5, count: 1 },
      lastVisit: daysAgo(20),
    })
  })
})
