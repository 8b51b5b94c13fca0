// Route files as the site really handles them: uploaded through the Firebase JS SDK to the local storage
// server, then read by the API (the Cloud Function's Express app, on the local storage server's files)
// when an event is saved. Real ID tokens from the Auth emulator; nothing is mocked.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deleteObject, getDownloadURL, ref, uploadBytes } from 'firebase/storage'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EVENT_FILE_MAX_BYTES,
  GPX_CONTENT_TYPE,
  TRACK_MAX_POINTS,
  eventFilePath,
  routeFileDisposition,
  storageFileName,
  todayIso,
  type EventDto,
  type EventListItemDto,
} from '@travel/domain'
import { createApp } from '@travel/functions/app'
import { openEmbeddedStore, type EmbeddedStore } from '@travel/functions/store'
import { backfillTracks } from '@travel/functions/services'
import { trackReader } from '@travel/functions/tracks'
import { gpx10Route, gpx11, mountainPassRecording } from '@travel/functions/testing'
import { PROJECT_ID } from '../src/auth-emulator'
import {
  createLocalFileStore,
  startStorageServer,
  type LocalFileStore,
  type StorageServer,
} from '../src/storage-server'
import { BUCKET, closeClients, storageClient, type StorageClient } from './storage-clients'

let dataDir: string
let storage: StorageServer
let files: LocalFileStore
let store: EmbeddedStore
let api: http.Server
let apiUrl: string
let owner: StorageClient
/** the event photo every test event uses */
let image: string
const clients: StorageClient[] = []
const serverErrors: unknown[] = []

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'event-tracks-'))
  storage = await startStorageServer({ port: 0, dataDir, bucket: BUCKET, corsOrigins: ['*'] })
  files = createLocalFileStore(dataDir)
  store = await openEmbeddedStore(join(dataDir, 'api'))
  const adminApp = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
  const app = createApp({
    auth: getAuth(adminApp),
    store,
    files,
    config: { corsOrigins: [], bucket: BUCKET, storageOrigins: [storage.url] },
    log: (_message, error) => serverErrors.push(error),
  })
  api = http.createServer(app)
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
  const { hostname, port } = new URL(storage.url)
  owner = await storageClient({ host: hostname, port: Number(port) }, true)
  clients.push(owner)
  const photo = ref(owner.storage, eventFilePath(owner.uid as string, storageFileName('photo.jpg')))
  await uploadBytes(photo, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { contentType: 'image/jpeg' })
  image = await getDownloadURL(photo)
}, 60_000)

afterAll(async () => {
  // However bad the file, nothing may end in a server error.
  expect(serverErrors).toEqual([])
  await closeClients(clients)
  await new Promise<void>((resolve) => api.close(() => resolve()))
  await store.flush()
  await storage.stop()
  await rm(dataDir, { recursive: true, force: true })
})

/**
 * Stores a file without the storage server's upload checks (as the console or an older version of the
 * rules could have): the storage server refuses a route file that is not XML, but the API must not trust
 * that every stored file went through it.
 */
async function storedOtherwise(name: string, contents: string): Promise<string> {
  const path = eventFilePath(owner.uid as string, storageFileName(name))
  await files.putBytes(BUCKET, path, { contentType: GPX_CONTENT_TYPE }, new TextEncoder().encode(contents))
  return `${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`
}

/** Uploads like the event form does; answers the download address. */
async function upload(name: string, contents: string | Uint8Array): Promise<string> {
  const objectRef = ref(owner.storage, eventFilePath(owner.uid as string, storageFileName(name)))
  const bytes = typeof contents === 'string' ? new TextEncoder().encode(contents) : contents
  await uploadBytes(objectRef, bytes, {
    contentType: GPX_CONTENT_TYPE,
    // route files are stored as attachments, as the event form uploads them
    contentDisposition: routeFileDisposition(objectRef.name),
  })
  return getDownloadURL(objectRef)
}

async function call(method: string, path: string, body?: unknown, lang = 'en') {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${owner.idToken}`,
      'Accept-Language': lang,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { data: never },
  }
}

function routeBody(gpxFile: string | null, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Over the Abano pass',
    description: 'A shelf road over the pass, open in summer only.',
    image,
    gpxFile,
    map: null,
    coordinates: [],
    access: 2,
    date: todayIso(),
    section: { main: 'route', sub: 'offroad' },
    country: 'Georgia',
    ...overrides,
  }
}

async function ownEvents(): Promise<EventListItemDto[]> {
  const { body } = await call('GET', `/api/events?user=${owner.uid}&limit=100`)
  return body.data as EventListItemDto[]
}

describe('a route with its GPX file', () => {
  let created: EventDto
  const pass = mountainPassRecording()

  beforeAll(async () => {
    const gpxFile = await upload('abano.gpx', gpx11([pass.points]))
    const res = await call('POST', '/api/events', routeBody(gpxFile))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    created = res.body.data as EventDto
  })

  it('is saved with the distance, climb, extremes and duration read from the file', async () => {
    const { body } = await call('GET', `/api/events/${created._id}`)
    const track = (body.data as EventDto).track
    expect(track).not.toBeNull()
    expect(Math.abs((track?.distanceKm ?? 0) - pass.trueKm) / pass.trueKm).toBeLessThan(0.01)
    expect(Math.abs((track?.ascentM ?? 0) - pass.truth.ascent) / pass.truth.ascent).toBeLessThan(0.1)
    expect(track?.maxEleM).toBeGreaterThan(2000)
    expect(track?.durationS).toBeGreaterThan(3600)
    expect(track?.line.length).toBeLessThanOrEqual(500)
    expect(track?.profile?.length).toBeLessThanOrEqual(300)
    // placed where its track starts, though the form sends no coordinates for a route
    expect((body.data as EventDto).coordinates).toEqual(track?.start)
  })

  it('shows only its distance, climb and start in a list: no line, no profile', async () => {
    const item = (await ownEvents()).find((e) => e._id === created._id)
    expect(item?.track).toEqual({
      distanceKm: created.track?.distanceKm,
      ascentM: created.track?.ascentM,
      start: created.track?.start,
    })
  })

  it('keeps its track when edited without touching the file, which is not read again', async () => {
    // Proof that it is not read: the file is gone, and the edits still succeed with the same track.
    const path = decodeURIComponent(new URL(created.gpxFile ?? '').pathname.split('/o/')[1] ?? '')
    await deleteObject(ref(owner.storage, path))
    const { gpxFile: _left, ...withoutFile } = routeBody(null, { title: 'Over the Abano pass (2024)' })
    const edited = await call('PUT', `/api/events/${created._id}`, withoutFile)
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((edited.body.data as EventDto).track).toEqual(created.track)
    const same = await call('PUT', `/api/events/${created._id}`, routeBody(created.gpxFile))
    expect(same.status, JSON.stringify(same.body)).toBe(200)
    expect((same.body.data as EventDto).track).toEqual(created.track)
  })

  it('gets a new track when the file is replaced, and none when it is removed', async () => {
    const shorter = gpx10Route([
      { lat: 42.0, lng: 45.0, ele: 500 },
      { lat: 42.1, lng: 45.0, ele: 900 },
    ])
    const replaced = await call(
      'PUT',
      `/api/events/${created._id}`,
      routeBody(await upload('short.gpx', shorter)),
    )
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect((replaced.body.data as EventDto).track).toMatchObject({
      start: [42, 45],
      end: [42.1, 45],
      ascentM: 400,
    })
    expect((replaced.body.data as EventDto).track?.distanceKm).toBeCloseTo(11.1, 1)
    expect((replaced.body.data as EventDto).coordinates).toEqual([42, 45])

    const removed = await call('PUT', `/api/events/${created._id}`, routeBody(null))
    expect(removed.status).toBe(200)
    expect(removed.body.data).toMatchObject({ gpxFile: null, track: null, coordinates: [] })
  })
})

describe('a bad route file is refused with a clear 400 in the caller’s language, and nothing is saved', () => {
  const point = '<trkpt lat="1" lon="1"/>'
  const cases: { name: string; contents: () => string; en: string; sk: string; uploadable?: false }[] = [
    {
      name: 'not XML',
      contents: () => 'Route: Bratislava -> Vienna, 80 km',
      en: 'The route file is not a valid GPX file (it is not readable XML).',
      sk: 'Súbor trasy nie je platný súbor GPX (nie je to čitateľné XML).',
      uploadable: false,
    },
    {
      name: 'no points',
      contents: () => '<gpx version="1.1"><wpt lat="48.1" lon="17.1"/></gpx>',
      en: 'The route file holds no track or route points.',
      sk: 'Súbor trasy neobsahuje žiadne body trasy.',
    },
    {
      name: 'an XML bomb',
      contents: () =>
        '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><gpx><trk><name>&b;</name></trk></gpx>',
      en: 'The route file declares a DOCTYPE or entities, which route files never need. Export it again from your app or device.',
      sk: 'Súbor trasy obsahuje DOCTYPE alebo entity, ktoré súbory trás nikdy nepotrebujú. Exportujte ho z\u00a0aplikácie alebo zariadenia znova.',
    },
    {
      name: 'an external entity',
      contents: () =>
        '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx><trk><name>&x;</name></trk></gpx>',
      en: 'The route file declares a DOCTYPE or entities, which route files never need. Export it again from your app or device.',
      sk: 'Súbor trasy obsahuje DOCTYPE alebo entity, ktoré súbory trás nikdy nepotrebujú. Exportujte ho z\u00a0aplikácie alebo zariadenia znova.',
    },
    {
      name: 'more than 200,000 points',
      contents: () => `<gpx><trk><trkseg>${point.repeat(TRACK_MAX_POINTS + 1)}</trkseg></trk></gpx>`,
      en: 'The route file has more than 200,000 points. Simplify it in your app first.',
      sk: 'Súbor trasy má viac ako 200\u00a0000 bodov. Najprv ho zjednodušte vo svojej aplikácii.',
    },
  ]

  async function refused(gpxFile: string, en: string, sk: string) {
    const before = await ownEvents()
    for (const [lang, message] of [
      ['en', en],
      ['sk-SK,sk;q=0.9', sk],
    ] as const) {
      const res = await call('POST', '/api/events', routeBody(gpxFile, { title: 'Should never exist' }), lang)
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body).toMatchObject({ code: 'validation_failed', fields: { gpxFile: message }, message })
    }
    expect(await ownEvents()).toEqual(before)
  }

  for (const { name, contents, en, sk, uploadable } of cases) {
    it(name, async () => {
      const fileName = `${name.replace(/\W+/g, '-')}.gpx`
      const stored = uploadable === false ? storedOtherwise : upload
      await refused(await stored(fileName, contents()), en, sk)
    })
  }

  it('a file that is not in storage', async () => {
    const missing = `${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(`events/${owner.uid}/1_never-uploaded.gpx`)}?alt=media`
    await refused(
      missing,
      'The route file was not found. Upload it again.',
      'Súbor trasy sa nenašiel. Nahrajte ho znova.',
    )
  })

  it('a file in another bucket', async () => {
    await refused(
      `${storage.url}/v0/b/someone-else.appspot.com/o/${encodeURIComponent('events/x/1_a.gpx')}?alt=media`,
      'The file must be uploaded to this site.',
      'Súbor musí byť nahraný na túto stránku.',
    )
  })

  it('a file over 5 MB that got into storage by another way', async () => {
    const path = eventFilePath(owner.uid as string, '1_huge.gpx')
    await files.putBytes(
      BUCKET,
      path,
      { contentType: GPX_CONTENT_TYPE },
      new Uint8Array(EVENT_FILE_MAX_BYTES + 1),
    )
    await refused(
      `${storage.url}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
      'The route file must be less than 5\u00a0MB.',
      'Súbor trasy musí mať menej ako 5\u00a0MB.',
    )
  })

  it('and an edit with a bad file leaves the event as it was', async () => {
    const good = await call(
      'POST',
      '/api/events',
      routeBody(
        await upload(
          'fine.gpx',
          gpx11([
            [
              { lat: 1, lng: 1 },
              { lat: 1.01, lng: 1 },
            ],
          ]),
        ),
      ),
    )
    const bad = await upload('broken.gpx', '<gpx><trk>')
    const res = await call(
      'PUT',
      `/api/events/${(good.body.data as EventDto)._id}`,
      routeBody(bad, { title: 'Changed' }),
    )
    expect(res.status).toBe(400)
    const { body } = await call('GET', `/api/events/${(good.body.data as EventDto)._id}`)
    expect(body.data).toEqual(good.body.data)
  })
})

describe('the backfill when the stack starts', () => {
  it('gives stored events without a track theirs, and a second run changes nothing', async () => {
    const gpxFile = await upload('old.gpx', gpx11([mountainPassRecording().points.slice(0, 400)]))
    const broken = await storedOtherwise('old-broken.gpx', 'not a route')
    const base = (await call('POST', '/api/events', routeBody(null))).body.data as EventDto
    // Events as they were stored before tracks existed: a route file and no `track` field at all.
    const { track: _none, ...legacy } = (await store.events.getEvent(base._id))!
    await store.events.createEvent({ ...legacy, id: 'legacyRoute0001', gpxFile })
    await store.events.createEvent({ ...legacy, id: 'legacyRoute0002', gpxFile: broken })
    const logged: string[] = []

    const first = await backfillTracks({ store, tracks: trackReader(files), log: (m) => logged.push(m) })
    expect(first).toEqual({ filled: 1, refused: 1, failed: 0 })
    const filled = await store.events.getEvent('legacyRoute0001')
    expect(filled?.track?.distanceKm).toBeGreaterThan(4)
    expect(filled?.coordinates).toEqual(filled?.track?.start)
    expect(filled?.updatedAt).toBe(legacy.updatedAt)
    expect((await store.events.getEvent('legacyRoute0002'))?.track).toBeNull()
    expect(logged.join('\n')).toMatch(/legacyRoute0002: route file refused \(gpx_not_xml\)/)

    const snapshot = await store.events.listEvents({}, 100)
    const second = await backfillTracks({ store, tracks: trackReader(files), log: (m) => logged.push(m) })
    expect(second).toEqual({ filled: 0, refused: 0, failed: 0 })
    expect(await store.events.listEvents({}, 100)).toEqual(snapshot)
  })

  it('computes again a track the older summary gave, once: the climb of a lift is no longer counted', async () => {
    // Two flat roads, the second 1,000 m higher: the older summary counted the lift between them as climb.
    const pass = mountainPassRecording()
    const low = pass.points.slice(0, 300).map((p) => ({ ...p, ele: 500 }))
    const high = pass.points.slice(300, 600).map((p) => ({ ...p, ele: 1500 }))
    const gpxFile = await upload('lift.gpx', gpx11([low, high]))
    const created = (await call('POST', '/api/events', routeBody(gpxFile))).body.data as EventDto
    const before = await store.events.getEvent(created._id)
    if (!before?.track) throw new Error('the route was saved without a track')
    const { version: _version, ...older } = before.track
    await store.events.updateEvent(created._id, {
      track: { ...older, ascentM: 1000, maxEleM: 1497 },
      updatedAt: before.updatedAt,
    })

    const first = await backfillTracks({ store, tracks: trackReader(files), log: () => undefined })
    expect(first).toEqual({ filled: 1, refused: 0, failed: 0 })
    const event = (await call('GET', `/api/events/${created._id}`)).body.data as EventDto
    expect(event.track).toMatchObject({ ascentM: 0, maxEleM: 1500, distanceKm: created.track?.distanceKm })
    expect(event.updatedAt).toBe(before?.updatedAt)

    const second = await backfillTracks({ store, tracks: trackReader(files), log: () => undefined })
    expect(second).toEqual({ filled: 0, refused: 0, failed: 0 })
  })
})
