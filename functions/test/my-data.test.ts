// GET /api/user/export.zip over HTTP with real ID tokens: only the caller may download, the ZIP holds
// exactly the caller's data and files and nothing of anyone else's, and its README speaks their language.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gpx11 } from './gpx-fixtures'
import {
  bearer,
  bucketUrl,
  daysAgo,
  eventBody,
  photoPath,
  putFile,
  signedInUser,
  testApp,
  type TestApp,
} from './test-app'
import { zipEntries } from './zip-entries'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

type User = Awaited<ReturnType<typeof signedInUser>>

const download = (user: User | undefined, language = 'en') => {
  const req = request(t.app).get('/api/user/export.zip').set('Accept-Language', language)
  if (user) req.set(bearer(user.idToken))
  return req.buffer(true).responseType('blob')
}

async function createEvent(user: User, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(user.idToken))
    .send(eventBody(user, overrides))
  expect(res.status).toBe(201)
  return res.body.data._id as string
}

async function checkIn(user: User, eventId: string, text: string, photos: string[]): Promise<string> {
  const res = await request(t.app)
    .post(`/api/events/${eventId}/checkins`)
    .set(bearer(user.idToken))
    .send({ visitDate: daysAgo(2), state: 'as-described', rating: 5, text, photos, access: 0 })
  expect(res.status).toBe(201)
  return res.body.data.checkin._id as string
}

const route = gpx11([
  [
    { lat: 48.1, lng: 17.1, ele: 150, time: new Date('2024-06-01T08:00:00Z') },
    { lat: 48.11, lng: 17.12, ele: 160, time: new Date('2024-06-01T08:10:00Z') },
  ],
])

const json = (entries: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(entries.get(name)!.toString('utf8'))

describe('downloading my data', () => {
  it('is refused to a visitor, a bad token and a deleted account', async () => {
    expect((await download(undefined)).status).toBe(401)
    const bad = await request(t.app).get('/api/user/export.zip').set(bearer('not-a-token'))
    expect(bad.status).toBe(401)
    const gone = await signedInUser(t.app, 'mydatagone')
    await request(t.app).delete(`/api/user/delete/${gone.uid}`).set(bearer(gone.idToken)).expect(200)
    const refused = await download(gone)
    expect(refused.status).toBe(401)
    expect(refused.headers['content-type']).toMatch(/application\/json/)
  })

  it('holds exactly the caller’s profile, events, check-ins, wishlist and files, nothing of others', async () => {
    const me = await signedInUser(t.app, 'mydata')
    const other = await signedInUser(t.app, 'mydataother')

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7])
    const picture = await putFile(t.files, `profiles/${me.uid}/1700000000001_me.png`, 'image/png', png)
    await request(t.app)
      .post(`/api/user/update/${me.uid}`)
      .set(bearer(me.idToken))
      .send({ profilePicture: picture })
      .expect(200)
    const thumb = await putFile(t.files, `events/${me.uid}/1700000000002_lake_thumb.jpg`)
    const gpx = await putFile(
      t.files,
      `events/${me.uid}/1700000000003_route.gpx`,
      'application/gpx+xml',
      new TextEncoder().encode(route),
    )
    const first = await createEvent(me, { title: 'My lake camp', thumbnail: thumb, gpxFile: gpx })
    const second = await createEvent(me, { title: 'My second trip', date: daysAgo(20) })
    const theirs = await createEvent(other, { title: 'Someone else’s place' })

    const myPhoto = await putFile(t.files, `checkins/${me.uid}/1700000000004_visit.jpg`)
    const myCheckin = await checkIn(me, theirs, 'My own visit there.', [myPhoto])
    const theirPhoto = await putFile(t.files, `checkins/${other.uid}/1700000000005_theirs.jpg`)
    await checkIn(other, first, 'The other traveller wrote this.', [theirPhoto])
    await request(t.app).post('/api/wishlist').set(bearer(me.idToken)).send({ eventID: theirs }).expect(201)

    const res = await download(me)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.zip"`,
    )
    const entries = await zipEntries(res.body as Buffer)
    expect([...entries.keys()]).toEqual([
      'profile.json',
      'events.json',
      'checkins.json',
      'wishlist.json',
      'files/events/1700000000000_lake.jpg',
      'files/events/1700000000002_lake_thumb.jpg',
      'files/events/1700000000003_route.gpx',
      'files/profiles/1700000000001_me.png',
      'files/checkins/1700000000004_visit.jpg',
      'README.txt',
    ])
    expect(entries.get('files/events/1700000000003_route.gpx')!.toString('utf8')).toBe(route)
    expect(entries.get('files/profiles/1700000000001_me.png')).toEqual(Buffer.from(png))

    expect(json(entries, 'profile.json')).toEqual({
      id: me.uid,
      username: me.username,
      email: me.email,
      profilePicture: picture,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const events = json(entries, 'events.json') as Record<string, unknown>[]
    expect(events.map((e) => e.id)).toEqual([first, second])
    expect(events[0]).toMatchObject({
      title: 'My lake camp',
      image: bucketUrl(photoPath(me.uid)),
      thumbnail: thumb,
      gpxFile: gpx,
      country: 'Slovakia',
      section: { main: 'camp', sub: 'natural' },
    })
    expect(events[0]!.track).toMatchObject({ distanceKm: expect.any(Number) })
    // The visit counts and ratings of the caller's events come from others' check-ins.
    expect(Object.keys(events[0]!)).not.toContain('ratingAverage')
    expect(Object.keys(events[0]!)).not.toContain('checkins')
    expect(json(entries, 'checkins.json')).toEqual([
      {
        id: myCheckin,
        eventId: theirs,
        visitDate: daysAgo(2),
        state: 'as-described',
        rating: 5,
        text: 'My own visit there.',
        photos: [myPhoto],
        access: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ])
    expect(json(entries, 'wishlist.json')).toEqual([{ eventId: theirs, addedAt: expect.any(String) }])

    // Nothing of the other user: not their id, name, words or files.
    for (const [name, bytes] of entries) {
      const text = bytes.toString('latin1')
      for (const theirs of [other.uid, other.username, other.email, 'The other traveller', 'Someone else'])
        expect(text.includes(theirs), `${name} names ${theirs}`).toBe(false)
    }

    const readme = entries.get('README.txt')!.toString('utf8')
    expect(readme).toContain('Your data from Off-road & On-road Travel')
    expect(readme).toContain(`"${me.username}"`)
    expect(readme).toContain('The 2 event(s) you added')
  })

  it('writes the README in Slovak for a Slovak reader, and holds empty lists for a new user', async () => {
    const fresh = await signedInUser(t.app, 'mydatafresh')
    const res = await download(fresh, 'sk')
    expect(res.status).toBe(200)
    const entries = await zipEntries(res.body as Buffer)
    expect(json(entries, 'events.json')).toEqual([])
    expect(json(entries, 'checkins.json')).toEqual([])
    expect(json(entries, 'wishlist.json')).toEqual([])
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual([
      'files/events/1700000000000_lake.jpg',
    ])
    const readme = entries.get('README.txt')!.toString('utf8')
    expect(readme).toContain('Vaše údaje z Off-road & On-road cestovanie')
    expect(readme).toContain('Udalosti, ktoré ste pridali (0)')
  })
})
