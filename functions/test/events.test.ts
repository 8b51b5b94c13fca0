import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gpx11 } from './gpx-fixtures'
import { fileTestApp, signedInUsers, type User } from './http-test'
import {
  bearer,
  bucketUrl,
  daysAgo,
  eventBody,
  putFile,
  signedInUser,
  testApp,
  type TestApp,
} from './test-app'

/** A short route file (three points from Bratislava eastwards), stored at `path`; answers its address. */
function storedGpx(path: string): Promise<string> {
  const gpx = gpx11([
    [
      { lat: 48.14, lng: 17.1 },
      { lat: 48.15, lng: 17.2 },
      { lat: 48.16, lng: 17.3 },
    ],
  ])
  return putFile(t.files, path, 'application/gpx+xml', new TextEncoder().encode(gpx))
}

let owner: User
let other: User

// No request in this file, however bad its input, may end in a server error.
const t = fileTestApp(async ({ app }) => {
  ;[owner, other] = await signedInUsers(app, ['owner', 'other'])
})

async function createEvent(user: { uid: string; idToken: string }, overrides: Record<string, unknown> = {}) {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(user.idToken))
    .send(eventBody(user, overrides))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { _id: string } & Record<string, unknown>
}

describe('reading events', () => {
  it('a visitor can read the list and one event', async () => {
    const event = await createEvent(owner, { title: 'Visible to everyone' })
    const list = await request(t.app).get('/api/events')
    expect(list.status).toBe(200)
    expect(list.body.success).toBe(true)
    expect(list.body.data.map((e: { _id: string }) => e._id)).toContain(event._id)
    const one = await request(t.app).get(`/api/events/${event._id}`)
    expect(one.status).toBe(200)
    expect(one.body.data).toMatchObject({
      _id: event._id,
      title: 'Visible to everyone',
      user: { _id: owner.uid, username: owner.username },
    })
  })

  it('a missing event is 404 "Event not found", in Slovak too', async () => {
    const en = await request(t.app).get('/api/events/doesNotExist123')
    expect(en.status).toBe(404)
    expect(en.body).toMatchObject({ success: false, code: 'event_not_found', message: 'Event not found' })
    const sk = await request(t.app).get('/api/events/doesNotExist123').set('Accept-Language', 'sk')
    expect(sk.body.message).toBe('Tip sa nenašiel')
    const odd = await request(t.app).get(`/api/events/${encodeURIComponent('..')}`)
    expect(odd.status).toBe(404)
    const broken = await request(t.app).get('/api/events/%E0%A4%A')
    expect(broken.status).toBe(404)
  })
})

describe('adding an event', () => {
  it('a visitor cannot add an event', async () => {
    const res = await request(t.app).post('/api/events').send(eventBody(owner))
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('You must be signed in.')
  })

  it('a signed-in user adds an event and becomes its creator, whatever `user` the body claims', async () => {
    const res = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .send(eventBody(owner, { user: { _id: other.uid, username: 'mallory' }, ownerId: other.uid }))
    expect(res.status).toBe(201)
    expect(res.body.data.user).toEqual({ _id: owner.uid, username: owner.username })
    const stored = await t.store.events.getEvent(res.body.data._id)
    expect(stored?.ownerId).toBe(owner.uid)
  })

  it('unknown fields are dropped, not stored', async () => {
    const event = await createEvent(owner, { views: 1_000_000, status: 'featured' })
    expect(event).not.toHaveProperty('views')
    const stored = (await t.store.events.getEvent(event._id)) as unknown as Record<string, unknown>
    expect(stored).not.toHaveProperty('views')
    expect(stored).not.toHaveProperty('status')
  })

  it('a route or an itinerary is saved without coordinates, and placed where its track starts', async () => {
    const route = await createEvent(owner, {
      section: { main: 'route', sub: 'caravan_car' },
      coordinates: [],
      gpxFile: await storedGpx(`events/${owner.uid}/1700000000000_trip.gpx`),
    })
    expect(route).toMatchObject({
      section: { main: 'route', sub: 'caravan_car' },
      coordinates: [48.14, 17.1],
    })
    const itinerary = await createEvent(owner, { section: { main: 'itinerary' }, coordinates: [] })
    expect(itinerary.section).toEqual({ main: 'itinerary', sub: null })
    expect(itinerary).toMatchObject({ coordinates: [], track: null })
  })
})

describe('bad event input gets a 400 with a message per field, in the caller language', () => {
  async function rejected(body: unknown, lang = 'en') {
    const before = (await t.store.events.listEvents({}, 100)).events.length
    const res = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .set('Accept-Language', lang)
      .send(body as object)
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'validation_failed' })
    expect((await t.store.events.listEvents({}, 100)).events.length, 'nothing is written').toBe(before)
    return res.body.fields as Record<string, string>
  }

  it('missing fields', async () => {
    const en = await rejected({})
    expect(en).toMatchObject({
      title: 'This field is required.',
      description: 'This field is required.',
      image: 'Please upload the image first.',
      access: 'Choose caravan, car or off-road.',
      date: 'This field is required.',
      'section.main': 'Choose a section.',
      country: 'Choose a country from the list.',
    })
    const sk = await rejected({}, 'sk-SK,sk;q=0.9,en;q=0.8')
    expect(sk).toMatchObject({
      title: 'Toto pole je povinné.',
      image: 'Nahrajte obrázok.',
      country: 'Vyberte krajinu zo zoznamu.',
    })
  })

  it('a section that does not exist, and a sub-section of another section', async () => {
    expect(
      await rejected(eventBody(owner, { section: { main: 'beach', sub: 'natural' } as never })),
    ).toMatchObject({
      'section.main': 'Choose a section.',
    })
    expect(await rejected(eventBody(owner, { section: { main: 'camp', sub: 'offroad' } }))).toEqual({
      'section.sub': 'This sub-section does not belong to the chosen section.',
    })
    expect(await rejected(eventBody(owner, { section: { main: 'camp', sub: null } }), 'sk')).toEqual({
      'section.sub': 'Vyberte podsekciu.',
    })
    expect(await rejected(eventBody(owner, { section: 'camp' as never }))).toMatchObject({
      section: 'Choose a section.',
    })
  })

  it('an unknown country', async () => {
    expect(await rejected(eventBody(owner, { country: 'Atlantis' as never }))).toEqual({
      country: 'Choose a country from the list.',
    })
    expect(await rejected(eventBody(owner, { country: 'Atlantis' as never }), 'sk')).toEqual({
      country: 'Vyberte krajinu zo zoznamu.',
    })
  })

  it('access 3', async () => {
    expect(await rejected(eventBody(owner, { access: 3 as never }))).toEqual({
      access: 'Choose caravan, car or off-road.',
    })
    expect(await rejected(eventBody(owner, { access: 'offroad' as never }), 'sk')).toEqual({
      access: 'Vyberte, pre aké vozidlo je tip vhodný.',
    })
  })

  it('bad coordinates', async () => {
    const message = 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.'
    expect(await rejected(eventBody(owner, { coordinates: [95.5, 17.1] }))).toEqual({ coordinates: message })
    expect(await rejected(eventBody(owner, { coordinates: [48.1] }))).toEqual({ coordinates: message })
    expect(await rejected(eventBody(owner, { coordinates: [48.1, 'east'] as never }))).toEqual({
      coordinates: message,
    })
    expect(await rejected(eventBody(owner, { coordinates: '48.148598, 17.107748' as never }), 'sk')).toEqual({
      coordinates: 'Zadajte súradnice s\u00a0desatinnou bodkou, napríklad 48.148598, 17.107748.',
    })
  })

  it('coordinates on a route', async () => {
    expect(
      await rejected(
        eventBody(owner, { section: { main: 'route', sub: 'offroad' }, coordinates: [48.1, 17.1] }),
      ),
    ).toEqual({ coordinates: 'Routes and itineraries have no coordinates.' })
    expect(
      await rejected(
        eventBody(owner, { section: { main: 'itinerary', sub: null }, coordinates: [48.1, 17.1] }),
        'sk',
      ),
    ).toEqual({ coordinates: 'Trasy a\u00a0itineráre nemajú súradnice.' })
  })

  it('a date in the future', async () => {
    const future = new Date()
    future.setDate(future.getDate() + 5)
    const date = future.toISOString().slice(0, 10)
    expect(await rejected(eventBody(owner, { date }))).toEqual({
      date: 'The date cannot be later than today.',
    })
    expect(await rejected(eventBody(owner, { date }), 'sk')).toEqual({
      date: 'Dátum nemôže byť v\u00a0budúcnosti.',
    })
    expect(await rejected(eventBody(owner, { date: '2024-02-30' }))).toEqual({ date: 'Enter a valid date.' })
  })

  it('an image outside the project bucket, and a route file that is not .gpx', async () => {
    expect(await rejected(eventBody(owner, { image: 'https://evil.example/cat.jpg' }))).toEqual({
      image: 'The file must be uploaded to this site.',
    })
    expect(
      await rejected(
        eventBody(owner, { image: bucketUrl('events/x/1_a.jpg', 'someone-else.appspot.com') }),
        'sk',
      ),
    ).toEqual({ image: 'Súbor musí byť nahraný na túto stránku.' })
    expect(
      await rejected(eventBody(owner, { gpxFile: bucketUrl(`events/${owner.uid}/1_trip.kml`) })),
    ).toEqual({
      gpxFile: 'Only .gpx route files can be uploaded.',
    })
  })

  it('a title that is too short and a body that is not an object', async () => {
    expect(await rejected(eventBody(owner, { title: 'ab' }))).toEqual({
      title: 'Title must be 3 to 120 characters long.',
    })
    expect(await rejected([1, 2, 3])).toHaveProperty('title', 'This field is required.')
  })

  it('a body over 100 KB is 413, in both languages', async () => {
    const huge = eventBody(owner, { description: 'x'.repeat(101 * 1024) })
    const en = await request(t.app).post('/api/events').set(bearer(owner.idToken)).send(huge)
    expect(en.status).toBe(413)
    expect(en.body).toMatchObject({
      success: false,
      code: 'payload_too_large',
      message: 'The request is too large.',
    })
    const sk = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
      .send(huge)
    expect(sk.body.message).toBe('Požiadavka je príliš veľká.')
  })

  it('malformed JSON is 400, in both languages', async () => {
    const send = (lang: string) =>
      request(t.app)
        .post('/api/events')
        .set(bearer(owner.idToken))
        .set('Content-Type', 'application/json')
        .set('Accept-Language', lang)
        .send('{"title": "unfinished')
    const en = await send('en')
    expect(en.status).toBe(400)
    expect(en.body).toMatchObject({ code: 'malformed_json', message: 'The request body is not valid JSON.' })
    expect((await send('sk')).body.message).toBe('Telo požiadavky nie je platný JSON.')
  })

  it('a body in a charset or encoding the API does not read is 400, not a server error', async () => {
    const latin1 = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .set('Content-Type', 'application/json; charset=latin1')
      .send(JSON.stringify(eventBody(owner)))
    expect(latin1.status).toBe(400)
    expect(latin1.body.code).toBe('unsupported_encoding')
    const zipped = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'compress')
      .send(JSON.stringify(eventBody(owner)))
    expect(zipped.status).toBe(400)
  })
})

describe('editing an event', () => {
  it('a visitor cannot edit, another user is refused, the owner can', async () => {
    const event = await createEvent(owner)
    const changed = eventBody(owner, { title: 'Renamed camp' })
    expect((await request(t.app).put(`/api/events/${event._id}`).send(changed)).status).toBe(401)
    const refused = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(other.idToken))
      .send(changed)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('You are not allowed to do that.')
    expect((await t.store.events.getEvent(event._id))?.title).toBe('Lake camp under the Tatras')
    const done = await request(t.app).put(`/api/events/${event._id}`).set(bearer(owner.idToken)).send(changed)
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({ _id: event._id, title: 'Renamed camp', user: { _id: owner.uid } })
  })

  it('without a new image the image, thumbnail and route file stay', async () => {
    const image = await putFile(t.files, `events/${owner.uid}/1_big.jpg`)
    const thumbnail = await putFile(t.files, `events/${owner.uid}/1_big_thumb.webp`, 'image/webp')
    const gpxFile = await storedGpx(`events/${owner.uid}/1_way.gpx`)
    const event = await createEvent(owner, { image, thumbnail, gpxFile })
    const {
      image: _i,
      thumbnail: _t,
      gpxFile: _g,
      ...withoutFiles
    } = eventBody(owner, { title: 'Same pictures' })
    const res = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(owner.idToken))
      .send(withoutFiles)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ title: 'Same pictures', image, thumbnail, gpxFile })
    const newImage = await putFile(t.files, `events/${owner.uid}/2_new.jpg`)
    const replaced = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(owner.idToken))
      .send({ ...withoutFiles, image: newImage, gpxFile: null })
    expect(replaced.body.data).toMatchObject({ image: newImage, thumbnail: null, gpxFile: null })
  })

  it('an empty route file, thumbnail or map link means none, on create and on edit alike', async () => {
    const created = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .send(eventBody(owner, { gpxFile: '', thumbnail: '', map: '' }))
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ gpxFile: null, thumbnail: null, map: null, track: null })
    const gpxFile = await storedGpx(`events/${owner.uid}/1_empty_later.gpx`)
    const withRoute = await createEvent(owner, { gpxFile })
    for (const empty of ['', '   ']) {
      const edited = await request(t.app)
        .put(`/api/events/${withRoute._id}`)
        .set(bearer(owner.idToken))
        .set('Accept-Language', 'sk')
        .send(eventBody(owner, { gpxFile: empty, title: 'No route any more' }))
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
      expect(edited.body.data).toMatchObject({ gpxFile: null, track: null, title: 'No route any more' })
    }
    expect(await t.store.events.getEvent(withRoute._id)).toMatchObject({ gpxFile: null, track: null })
  })

  it('a save made from an older version is 409 in the caller language, and the later save stays', async () => {
    const event = await createEvent(owner)
    const opened = event.updatedAt as string
    const first = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(owner.idToken))
      .send(eventBody(owner, { title: 'First editor', updatedAt: opened }))
    expect(first.status).toBe(200)
    expect(first.body.data.updatedAt).not.toBe(opened)
    const stale = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
      .send(eventBody(owner, { title: 'Second editor', updatedAt: opened }))
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({
      code: 'event_changed',
      message: expect.stringMatching(/^Tento tip medzitým/),
    })
    expect((await t.store.events.getEvent(event._id))?.title).toBe('First editor')
    // From the latest version the same edit goes through.
    const again = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(owner.idToken))
      .send(eventBody(owner, { title: 'Second editor', updatedAt: first.body.data.updatedAt }))
    expect(again.status).toBe(200)
    expect(again.body.data.title).toBe('Second editor')
  })

  it('of two saves from the same version sent at once, one is kept and the other is 409', async () => {
    const event = await createEvent(owner)
    const saves = await Promise.all(
      ['Editor A', 'Editor B', 'Editor C'].map((title) =>
        request(t.app)
          .put(`/api/events/${event._id}`)
          .set(bearer(owner.idToken))
          .send(eventBody(owner, { title, updatedAt: event.updatedAt })),
      ),
    )
    const kept = saves.filter((s) => s.status === 200)
    expect(kept).toHaveLength(1)
    expect(saves.filter((s) => s.status === 409)).toHaveLength(2)
    expect((await t.store.events.getEvent(event._id))?.title).toBe(kept[0]?.body.data.title)
  })

  it('an edit is validated like a new event, and a missing event is 404', async () => {
    const event = await createEvent(owner)
    const bad = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
      .send(eventBody(owner, { access: 3 as never, image: 'https://evil.example/x.jpg' }))
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({
      access: 'Vyberte, pre aké vozidlo je tip vhodný.',
      image: 'Súbor musí byť nahraný na túto stránku.',
    })
    const missing = await request(t.app)
      .put('/api/events/noSuchEvent')
      .set(bearer(owner.idToken))
      .send(eventBody(owner))
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('event_not_found')
  })
})

describe('deleting an event', () => {
  it("a visitor cannot delete someone else's event, another user is refused, the owner can", async () => {
    const event = await createEvent(owner)
    expect((await request(t.app).delete(`/api/events/${event._id}`)).status).toBe(401)
    expect((await request(t.app).delete(`/api/events/${event._id}`).set(bearer(other.idToken))).status).toBe(
      403,
    )
    expect(await t.store.events.getEvent(event._id)).not.toBeNull()
    const done = await request(t.app).delete(`/api/events/${event._id}`).set(bearer(owner.idToken))
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ success: true, data: { _id: event._id } })
    expect((await request(t.app).get(`/api/events/${event._id}`)).status).toBe(404)
    expect((await request(t.app).delete(`/api/events/${event._id}`).set(bearer(owner.idToken))).status).toBe(
      404,
    )
  })

  it('deleting an event takes it off every wishlist', async () => {
    const event = await createEvent(owner)
    for (const user of [owner, other]) {
      const res = await request(t.app)
        .post('/api/wishlist')
        .set(bearer(user.idToken))
        .send({ eventID: event._id })
      expect(res.status).toBe(201)
    }
    await request(t.app).delete(`/api/events/${event._id}`).set(bearer(owner.idToken)).expect(200)
    for (const user of [owner, other]) {
      const list = await request(t.app).get(`/api/wishlist/${user.uid}`).set(bearer(user.idToken))
      expect(list.body.data.map((w: { eventID: string }) => w.eventID)).not.toContain(event._id)
      expect((await t.store.lists.wishlistOf(user.uid)).map((w) => w.eventId)).not.toContain(event._id)
      const me = await request(t.app).post('/api/auth/signin').set(bearer(user.idToken))
      expect(me.body.data.favourites).not.toContain(event._id)
    }
  })
})

describe('listing events with filters', () => {
  let list: TestApp
  let alice: User
  let bob: User
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    list = await testApp()
    alice = await signedInUser(list.app, 'alice')
    bob = await signedInUser(list.app, 'bob')
    const add = async (
      name: string,
      user: { uid: string; idToken: string },
      overrides: Record<string, unknown>,
    ) => {
      const res = await request(list.app)
        .post('/api/events')
        .set(bearer(user.idToken))
        .send(eventBody(user, overrides))
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      ids[name] = res.body.data._id
    }
    await add('campSk', alice, { date: daysAgo(1) })
    await add('campCz', alice, {
      date: daysAgo(2),
      country: 'Czechia',
      section: { main: 'camp', sub: 'created' },
    })
    await add('routeSk', bob, {
      date: daysAgo(3),
      section: { main: 'route', sub: 'offroad' },
      coordinates: [],
    })
    await add('placeAt', bob, {
      date: daysAgo(4),
      country: 'Austria',
      section: { main: 'places', sub: 'views' },
    })
    await add('itinSk', alice, {
      date: daysAgo(5),
      section: { main: 'itinerary', sub: null },
      coordinates: [],
    })
  })
  afterAll(async () => {
    expect(list.errors).toEqual([])
    await list.close()
  })

  const names = (body: { data: { _id: string }[] }) =>
    body.data.map((e) => Object.keys(ids).find((k) => ids[k] === e._id))

  it('lists newest date first, each card carrying its creator name', async () => {
    const res = await request(list.app).get('/api/events')
    expect(names(res.body)).toEqual(['campSk', 'campCz', 'routeSk', 'placeAt', 'itinSk'])
    expect(res.body.nextCursor).toBeNull()
    expect(res.body.data[2].user).toEqual({ _id: bob.uid, username: bob.username })
  })

  it('narrows by user, section list, sub-section list and country', async () => {
    const get = async (query: string) =>
      names((await request(list.app).get(`/api/events?${query}`).expect(200)).body)
    expect(await get(`user=${alice.uid}`)).toEqual(['campSk', 'campCz', 'itinSk'])
    expect(await get('section=camp')).toEqual(['campSk', 'campCz'])
    expect(await get('section=route,places')).toEqual(['routeSk', 'placeAt'])
    expect(await get('sub=natural,views')).toEqual(['campSk', 'placeAt'])
    expect(await get('section=camp&sub=created,offroad')).toEqual(['campCz'])
    expect(await get('section=itinerary&sub=natural')).toEqual([])
    expect(await get('country=Slovakia')).toEqual(['campSk', 'routeSk', 'itinSk'])
    expect(await get(`user=${bob.uid}&country=Austria&section=places&sub=views`)).toEqual(['placeAt'])
  })

  it('pages with limit and an opaque cursor', async () => {
    const first = await request(list.app).get('/api/events?limit=2').expect(200)
    expect(names(first.body)).toEqual(['campSk', 'campCz'])
    expect(typeof first.body.nextCursor).toBe('string')
    const second = await request(list.app)
      .get(`/api/events?limit=2&cursor=${first.body.nextCursor}`)
      .expect(200)
    expect(names(second.body)).toEqual(['routeSk', 'placeAt'])
    const third = await request(list.app)
      .get(`/api/events?limit=2&cursor=${second.body.nextCursor}`)
      .expect(200)
    expect(names(third.body)).toEqual(['itinSk'])
    expect(third.body.nextCursor).toBeNull()
  })

  it('rejects unknown filter values instead of answering an empty list', async () => {
    const bad = await request(list.app).get('/api/events?section=beach&country=Atlantis&limit=500')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({
      section: 'Choose a section.',
      country: 'Choose a country from the list.',
      limit: 'limit must be a whole number from 1 to 100.',
    })
    const sub = await request(list.app).get('/api/events?sub=lake').set('Accept-Language', 'sk')
    expect(sub.body.fields).toEqual({ sub: 'Táto podsekcia nepatrí do zvolenej sekcie.' })
    const cursor = await request(list.app).get('/api/events?cursor=not-a-cursor').set('Accept-Language', 'sk')
    expect(cursor.status).toBe(400)
    expect(cursor.body.fields).toEqual({
      cursor: 'Táto stránka výsledkov už nie je dostupná. Načítajte zoznam znova.',
    })
    expect((await request(list.app).get('/api/events?limit=0')).status).toBe(400)
  })
})
