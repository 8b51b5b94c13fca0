// GET /api/user/export.zip over HTTP with real ID tokens: only the caller may download, the ZIP holds
// exactly the caller's data and files and nothing of anyone else's, and its README speaks their language.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { gpx11 } from './gpx-fixtures'
import { fileTestApp, type User } from './http-test'
import {
  bearer,
  bucketUrl,
  daysAgo,
  eventBody,
  photoPath,
  putFile,
  queuedVersion,
  signedInUser,
  testApp,
} from './test-app'
import { zipEntries } from '@travel/testing/zip'

const t = fileTestApp()

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
      .send({ profilePicture: picture, vehicle: { lengthM: 6.5, heightM: null, fourByFour: false } })
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
    await request(t.app)
      .post(`/api/events/${theirs}/suggestions`)
      .set(bearer(me.idToken))
      .send({ changes: { access: 2 }, reason: 'Only off-road cars get there.' })
      .expect(201)

    // Two reports: one still open, one a moderator decided, which sends the caller a notice.
    const spam = await createEvent(other, { title: 'Cheap pills camp' })
    const dubious = await createEvent(other, { title: 'Dubious camp' })
    const report = (id: string, reason: string, text: string) =>
      request(t.app)
        .post('/api/reports')
        .set(bearer(me.idToken))
        .send({ target: { type: 'event', id }, reason, text })
        .expect(201)
    await report(spam, 'spam', 'Adverts, not a camp.')
    await report(dubious, 'wrong-info', 'The pin is in a lake.')
    const moderator = await signedInUser(t.app, 'mydatamod')
    await emulatorAdminAuth().setCustomUserClaims(moderator.uid, { moderator: true })
    await request(t.app)
      .post(`/api/moderation/items/event:${dubious}/decision`)
      .set(bearer(moderator.idToken))
      .send({
        action: 'keep',
        reason: 'no-breach',
        text: 'The pin is right.',
        version: await queuedVersion(t.app, moderator.idToken, `event:${dubious}`),
      })
      .expect(200)

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
      'reports.json',
      'notices.json',
      'suggestions.json',
      'revisions.json',
      'trips.json',
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
      vehicle: { lengthM: 6.5, heightM: null, fourByFour: false },
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
    expect(json(entries, 'reports.json')).toEqual([
      { item: `event:${spam}`, reason: 'spam', text: 'Adverts, not a camp.', createdAt: expect.any(String) },
    ])
    const notices = json(entries, 'notices.json') as { kind: string; item?: string }[]
    expect(notices.find((n) => n.item)).toEqual({
      id: expect.any(String),
      kind: expect.any(String),
      item: `event:${dubious}`,
      label: 'Dubious camp',
      action: 'keep',
      reason: 'no-breach',
      text: 'The pin is right.',
      createdAt: expect.any(String),
      read: false,
    })
    expect(notices.filter((n) => !n.item).map((n) => n.kind)).toEqual(['checkin'])

    expect(json(entries, 'suggestions.json')).toEqual([
      {
        id: expect.any(String),
        eventId: theirs,
        suggested: { access: 2 },
        reason: 'Only off-road cars get there.',
        createdAt: expect.any(String),
        state: 'open',
        accepted: [],
        decidedAt: null,
      },
    ])
    const revisions = json(entries, 'revisions.json') as { eventId: string; kind: string }[]
    expect(revisions.map((r) => [r.eventId, r.kind]).sort()).toEqual(
      [
        [first, 'create'],
        [second, 'create'],
      ].sort(),
    )

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
    expect(readme).toContain('The 1 report(s) you filed')
    expect(readme).toContain('The 2 notice(s) the site sent you')
  })

  it('names every file inside its folder, even one stored with a name that climbs out of it', async () => {
    const climber = await signedInUser(t.app, 'mydataclimb')
    // stored past the upload rules (as a file from before them would be)
    await putFile(t.files, `checkins/${climber.uid}/..\\..\\..\\tmp\\x.jpg`, 'image/jpeg', Buffer.from('jpg'))
    await putFile(t.files, `checkins/${climber.uid}/..`, 'image/jpeg', Buffer.from('dots'))
    const entries = await zipEntries((await download(climber)).body as Buffer)
    const names = [...entries.keys()].filter((name) => name.startsWith('files/checkins/'))
    expect(names.sort()).toEqual(['files/checkins/.._.._.._tmp_x.jpg', 'files/checkins/_'])
    for (const name of entries.keys()) expect(name.split('/')).not.toContain('..')
    expect(entries.get('files/checkins/.._.._.._tmp_x.jpg')!.toString()).toBe('jpg')
  })

  it('writes the README in Slovak for a Slovak reader, and holds empty lists for a new user', async () => {
    const fresh = await signedInUser(t.app, 'mydatafresh')
    const res = await download(fresh, 'sk')
    expect(res.status).toBe(200)
    const entries = await zipEntries(res.body as Buffer)
    expect(json(entries, 'events.json')).toEqual([])
    expect(json(entries, 'checkins.json')).toEqual([])
    expect(json(entries, 'wishlist.json')).toEqual([])
    expect(json(entries, 'reports.json')).toEqual([])
    expect(json(entries, 'notices.json')).toEqual([])
    expect([...entries.keys()].filter((name) => name.startsWith('files/'))).toEqual([
      'files/events/1700000000000_lake.jpg',
    ])
    const readme = entries.get('README.txt')!.toString('utf8')
    expect(readme).toContain('Vaše údaje z Off-road & On-road cestovanie')
    expect(readme).toContain('Tipy, ktoré ste pridali (0)')
  })
})

describe('downloading my data while storage changes or fails', () => {
  it('leaves out a file deleted since the listing, and cuts the answer short when a read fails', async () => {
    let failing: string | undefined
    const f = await testApp({
      files: (real) => ({
        ...real,
        list: (prefix) => real.list(prefix),
        async openRead(path) {
          if (path !== failing) return real.openRead(path)
          // Storage failing part-way through a file: some bytes, then an error.
          return new Readable({
            read() {
              this.push(Buffer.alloc(64 * 1024, 1))
              this.destroy(new Error('storage went away'))
            },
          })
        },
      }),
    })
    try {
      const user = await signedInUser(f.app, 'mydatarace')
      const kept = `events/${user.uid}/1700000000009_kept.jpg`
      await putFile(f.files, kept)
      // Listed, then deleted before its turn: the local store then has no object to open.
      const gone = `events/${user.uid}/1700000000008_gone.jpg`
      await putFile(f.files, gone)
      const listed = await f.files.list(`events/${user.uid}/`)
      await f.files.delete(gone)
      expect(listed.map((file) => file.path)).toContain(gone)
      expect(await f.files.openRead(gone)).toBeUndefined()

      const res = await request(f.app)
        .get('/api/user/export.zip')
        .set(bearer(user.idToken))
        .buffer(true)
        .responseType('blob')
      expect(res.status).toBe(200)
      const names = [...(await zipEntries(res.body as Buffer)).keys()].filter((n) => n.startsWith('files/'))
      expect(names).toEqual(['files/events/1700000000000_lake.jpg', 'files/events/1700000000009_kept.jpg'])
      expect(f.errors).toEqual([])

      failing = kept
      const cut = await request(f.app)
        .get('/api/user/export.zip')
        .set(bearer(user.idToken))
        .buffer(true)
        .responseType('blob')
        .then(
          () => 'complete',
          (error: Error) => error.message,
        )
      expect(cut).not.toBe('complete')
      expect(f.errors).toHaveLength(1)
      f.errors.length = 0
    } finally {
      await f.close()
    }
  })

  it('stops reading when the reader closes the download, without logging an error', async () => {
    const open = new Set<Readable>()
    const f = await testApp({
      files: (real) => ({
        ...real,
        list: (prefix) => real.list(prefix),
        async openRead(path) {
          const stream = await real.openRead(path)
          if (stream) {
            open.add(stream)
            stream.once('close', () => open.delete(stream))
          }
          return stream
        },
      }),
    })
    const server = f.app.listen(0, '127.0.0.1')
    try {
      await once(server, 'listening')
      const { port } = server.address() as AddressInfo
      const user = await signedInUser(f.app, 'mydataleaves')
      // Larger than the socket's buffers, so the reader leaves while the files are still being read.
      for (const n of [1, 2, 3])
        await putFile(
          f.files,
          `events/${user.uid}/170000000001${n}_big.jpg`,
          'image/jpeg',
          randomBytes(4_000_000),
        )
      const req = get({
        host: '127.0.0.1',
        port,
        path: '/api/user/export.zip',
        headers: bearer(user.idToken),
      })
      const [res] = (await once(req, 'response')) as [IncomingMessage]
      expect(res.statusCode).toBe(200)
      await once(res, 'data')
      req.destroy()
      await vi.waitFor(() => expect(open.size).toBe(0), { timeout: 10_000 })
      expect(f.errors).toEqual([])
    } finally {
      server.close()
      await f.close()
    }
  })
})
