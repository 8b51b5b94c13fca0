// Saving an event with a route file, over HTTP with real ID tokens: what the API answers while it reads a
// large file, and what it makes of values no device could have recorded.
import { performance } from 'node:perf_hooks'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { TRACK_MAX_POINTS } from '@travel/domain'
import { densestTrack, gpx11 } from './gpx-fixtures'
import { fileTestApp, type User } from './http-test'
import { bearer, eventBody, putFile, signedInUser } from './test-app'

let owner: User

const t = fileTestApp(async ({ app }) => {
  owner = await signedInUser(app, 'tracks')
})

let files = 0
/** Stores `gpx` in the owner's folder as an upload would; answers its address. */
function storedGpx(gpx: string): Promise<string> {
  const path = `events/${owner.uid}/${1700000000000 + files++}_route.gpx`
  return putFile(t.files, path, 'application/gpx+xml', new TextEncoder().encode(gpx))
}

function saveRoute(gpxFile: string, lang = 'en') {
  return request(t.app)
    .post('/api/events')
    .set(bearer(owner.idToken))
    .set('Accept-Language', lang)
    .send(eventBody(owner, { section: { main: 'route', sub: 'caravan_car' }, coordinates: [], gpxFile }))
}

describe('while route files are read', () => {
  it('the API keeps answering other readers: the largest files are read off its thread', async () => {
    const gpxFile = await storedGpx(densestTrack(TRACK_MAX_POINTS))
    // One save first, so what a worker needs to start is not part of what is looked at.
    expect((await saveRoute(gpxFile)).status).toBe(201)

    const start = performance.eventLoopUtilization()
    let saving = true
    const saves = Promise.all([saveRoute(gpxFile), saveRoute(gpxFile), saveRoute(gpxFile)]).finally(() => {
      saving = false
    })
    // A reader now and then meanwhile (a steady stream of them would itself keep the thread busy).
    const health: number[] = []
    while (saving) {
      health.push((await request(t.app).get('/api/health')).status)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const answers = await saves
    const thread = performance.eventLoopUtilization(start)
    for (const res of answers) {
      expect(res.status).toBe(201)
      expect(res.body.data.track.distanceKm).toBeGreaterThan(0)
    }
    expect(health.length).toBeGreaterThan(0)
    expect(health.every((status) => status === 200)).toBe(true)
    // The share of that time the API's thread was busy. Reading the files on it kept it busy nearly all
    // the time, and every request waited behind each file; off it, the thread is mostly idle.
    expect(thread.utilization).toBeLessThan(0.5)
    // four reads of the largest file: on a machine shared with other work they take a while
  }, 120_000)
})

/** A drive of `n` points northwards from Bratislava: a point every ~110 m, climbing 1 m each, a minute apart. */
function drive(n: number) {
  const start = Date.parse('2024-06-01T08:00:00Z')
  return Array.from({ length: n }, (_, i) => ({
    lat: 48.14 + i * 0.001,
    lng: 17.1,
    ele: 140 + i,
    time: new Date(start + i * 60_000),
  }))
}

describe('values no device could have recorded', () => {
  it('an elevation of 1e308 is left out, and the track says so; the rest of the route is read', async () => {
    const points = gpx11([drive(100)]).replace('<ele>190.0</ele>', '<ele>1e308</ele>')
    const res = await saveRoute(await storedGpx(points))
    expect(res.status).toBe(201)
    const read = await request(t.app).get(`/api/events/${res.body.data._id}`)
    for (const track of [res.body.data.track, read.body.data.track]) {
      expect(track).toMatchObject({ minEleM: 140, maxEleM: 239, dropped: { elevations: 1, times: 0 } })
      // a real climb of 99 m, not an infinite (or, once stored, a missing) one
      expect(track.ascentM).toBeGreaterThan(80)
      expect(track.ascentM).toBeLessThan(100)
      for (const [km, ele] of track.profile) {
        expect(Number.isFinite(km)).toBe(true)
        expect(ele).toBeGreaterThanOrEqual(140)
        expect(ele).toBeLessThanOrEqual(239)
      }
    }
  })

  it('elevations below the Dead Sea shore or above Everest are left out too', async () => {
    const gpx = gpx11([drive(100)])
      .replace('<ele>150.0</ele>', '<ele>-2000.0</ele>')
      .replace('<ele>160.0</ele>', '<ele>12000</ele>')
    const res = await saveRoute(await storedGpx(gpx))
    expect(res.status).toBe(201)
    expect(res.body.data.track).toMatchObject({ minEleM: 140, maxEleM: 239, dropped: { elevations: 2 } })
  })

  it('a time in the year 275760 is left out: the duration is the drive’s own', async () => {
    const gpx = gpx11([drive(100)]).replace('2024-06-01T08:30:00.000Z', '+275760-09-13T00:00:00.000Z')
    const res = await saveRoute(await storedGpx(gpx))
    expect(res.status).toBe(201)
    expect(res.body.data.track).toMatchObject({ durationS: 99 * 60, dropped: { elevations: 0, times: 1 } })
  })

  it('a file whose elevations are mostly impossible is refused, in English and in Slovak', async () => {
    // elevations written in millimetres
    const gpx = gpx11([drive(50).map((p) => ({ ...p, ele: p.ele * 1000 }))])
    const gpxFile = await storedGpx(gpx)
    const en = await saveRoute(gpxFile)
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({
      gpxFile:
        'Most elevations in the route file are impossible (outside -500\u00a0m to 9,000\u00a0m). Check that your app exports them in metres.',
    })
    const sk = await saveRoute(gpxFile, 'sk')
    expect(sk.status).toBe(400)
    expect(sk.body.fields.gpxFile).toMatch(/^Väčšina nadmorských výšok v\u00a0súbore trasy je mimo rozsahu/)
  })

  it('a file whose times are mostly impossible is refused, in English and in Slovak', async () => {
    const gpx = gpx11([drive(50)]).replaceAll('2024-06-01T', '1970-01-01T')
    const gpxFile = await storedGpx(gpx)
    const en = await saveRoute(gpxFile)
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({
      gpxFile:
        'Most times in the route file are impossible (before 1980 or over a year ahead). Check the clock of the device that recorded it.',
    })
    const sk = await saveRoute(gpxFile, 'sk')
    expect(sk.body.fields.gpxFile).toMatch(/^Väčšina časov v\u00a0súbore trasy nemôže byť správna/)
  })

  it('a file with every value possible says nothing was left out', async () => {
    const res = await saveRoute(await storedGpx(gpx11([drive(20)])))
    expect(res.status).toBe(201)
    expect(res.body.data.track).not.toHaveProperty('dropped')
    expect(res.body.data.track).toMatchObject({ minEleM: 140, maxEleM: 159, durationS: 19 * 60 })
  })
})

describe('a track stored before values were checked', () => {
  it('still shows its route, without the impossible figures it was stored with', async () => {
    const created = (await saveRoute(await storedGpx(gpx11([drive(20)])))).body.data
    const event = await t.store.events.getEvent(created._id)
    if (!event?.track) throw new Error('the route was saved without a track')
    const { version: _version, dropped: _dropped, ...old } = event.track
    // As the old summary stored a file with an elevation of 1e308 and a time in the year 275760: the
    // infinite climb became null on the way through JSON.
    await t.store.events.updateEvent(created._id, {
      track: {
        ...old,
        ascentM: null as unknown as number,
        maxEleM: 1e308,
        durationS: 8.6e12,
        profile: [0, 140, 1, 1e308],
      },
      updatedAt: event.updatedAt,
    })
    const read = await request(t.app).get(`/api/events/${created._id}`)
    expect(read.status).toBe(200)
    expect(read.body.data.track).toMatchObject({
      distanceKm: created.track.distanceKm,
      line: created.track.line,
      ascentM: 0,
      descentM: 0,
      minEleM: null,
      maxEleM: null,
      durationS: null,
    })
    expect(read.body.data.track).not.toHaveProperty('profile')
    const list = await request(t.app).get(`/api/events?user=${owner.uid}&limit=100`)
    const item = list.body.data.find((e: { _id: string }) => e._id === created._id)
    expect(item.track).toEqual({
      distanceKm: created.track.distanceKm,
      ascentM: 0,
      start: created.track.start,
    })
  })
})
