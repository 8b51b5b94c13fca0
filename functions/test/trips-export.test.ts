// A trip's GPX and KML files over HTTP, for the owner and through a shared link: read back with the API's
// own GPX parser and checked well-formed by xmllint; notes and warnings are in the reader's language.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrackDto, TripDto } from '@travel/domain'
import { parseGpx } from '../src/tracks/parse-gpx'
import { geodesicWalk, gpx11 } from './gpx-fixtures'
import { bearer, eventBody, putFile, signedInUser, testApp, type TestApp } from './test-app'
import { wellFormed } from './xml-validation'

let t: TestApp
let owner: Awaited<ReturnType<typeof signedInUser>>
let trip: TripDto
let track: TrackDto
let token: string

async function file(path: string, headers: Record<string, string> = {}) {
  const res = await request(t.app).get(path).set(headers).buffer(true).responseType('blob')
  return { status: res.status, headers: res.headers, body: (res.body as Buffer).toString('utf8') }
}

beforeAll(async () => {
  t = await testApp()
  owner = await signedInUser(t.app, 'tripexport')
  const auth = bearer(owner.idToken)
  const camp = await request(t.app)
    .post('/api/events')
    .set(auth)
    .send(
      eventBody(owner, {
        title: 'Camp <Oravská> "priehrada"',
        coordinates: [49.37, 19.55],
        amenities: { maxLength: 7, months: [5, 6, 7, 8, 9] },
      }),
    )
  const walk = geodesicWalk({ start: [49.2, 19.3], lengthKm: 8, stepM: 40, seed: 7 })
  const gpxFile = await putFile(
    t.files,
    `events/${owner.uid}/7_route.gpx`,
    'application/gpx+xml',
    new TextEncoder().encode(gpx11([walk.points.map(([lat, lng]) => ({ lat, lng, ele: 600 }))])),
  )
  const route = await request(t.app)
    .post('/api/events')
    .set(auth)
    .send(
      eventBody(owner, {
        title: 'Ridge above Zuberec',
        section: { main: 'route', sub: 'offroad' },
        gpxFile,
        coordinates: [],
      }),
    )
  track = (await request(t.app).get(`/api/events/${route.body.data._id}`)).body.data.track as TrackDto
  let current = (
    await request(t.app)
      .post('/api/trips')
      .set(auth)
      .send({
        name: 'Orava loop',
        startDate: '2026-10-02',
        vehicle: { lengthM: 7.5, heightM: null, fourByFour: false },
      })
  ).body.data as TripDto
  const stops = [
    { name: 'Start in Dolný Kubín', coordinates: [49.21, 19.3], note: 'Fill the water tank' },
    { eventId: route.body.data._id },
    { eventId: camp.body.data._id, overnight: true },
    { name: 'Home', coordinates: [49.21, 19.31] },
  ]
  for (const stop of stops) {
    const res = await request(t.app)
      .post(`/api/trips/${current._id}/stops`)
      .set(auth)
      .send({ version: current.version, ...stop })
    if (res.status !== 201) throw new Error(JSON.stringify(res.body))
    current = res.body.data
  }
  trip = current
  token = (await request(t.app).post(`/api/trips/${trip._id}/share`).set(auth)).body.data.token
}, 60_000)

afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

describe('a trip as a GPX file', () => {
  it('holds a waypoint per stop, one route through them in order, and the stops’ tracks', async () => {
    const res = await file(`/api/trips/${trip._id}/export.gpx?lang=en`, bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orava-loop-\d{4}-\d{2}-\d{2}\.gpx"$/,
    )
    expect(await wellFormed(res.body, 'trip.gpx')).toEqual([])
    const wpts = [...res.body.matchAll(/<wpt [^>]*><name>([^<]*)<\/name><desc>([^<]*)<\/desc>/g)].map((m) => [
      m[1],
      m[2],
    ])
    expect(wpts.map(([name]) => name)).toEqual([
      'Start in Dolný Kubín',
      'Ridge above Zuberec',
      'Camp &lt;Oravská&gt; &quot;priehrada&quot;',
      'Home',
    ])
    expect(wpts[0]![1]).toContain('Fill the water tank')
    // October: the camp is closed, and it takes vehicles of 7 m
    expect(wpts[2]![1]).toContain('Closed in October')
    expect(wpts[2]![1]).toContain('Vehicles up to 7\u00a0m long; yours is 7.5\u00a0m')
    expect(wpts[3]![1]).toContain('Day 2 (2026-10-03)')
    expect(res.body.match(/<rte>/g)).toHaveLength(1)
    const withoutTracks = res.body.replace(/<trk>.*?<\/trk>\n/gs, '')
    const [route] = parseGpx(withoutTracks)
    expect(route!.map((p) => [p.lat, p.lng])).toEqual([
      [49.21, 19.3],
      track.start,
      [49.37, 19.55],
      [49.21, 19.31],
    ])
    const tracks = parseGpx(res.body)
    expect(tracks).toHaveLength(1)
    expect(tracks[0]!.map((p) => [p.lat, p.lng])).toEqual(track.line)
  })

  it('writes the warnings in Slovak for a Slovak reader, through the shared link without an account', async () => {
    const res = await file(`/api/shared-trips/${token}/export.gpx?lang=sk`)
    expect(res.status).toBe(200)
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.body).toContain('Zatvorené v mesiaci október')
    // a decimal comma and a no-break space before the unit, as Slovak writes lengths
    expect(res.body).toContain('Pre vozidlá do dĺžky 7\u00a0m; vaše má 7,5\u00a0m')
    expect(res.body).toContain('Deň 1 (2026-10-02)')
    expect(res.body).toContain('Nocľah')
  })

  it('refuses another format and a revoked link', async () => {
    expect((await file(`/api/trips/${trip._id}/export.csv`, bearer(owner.idToken))).status).toBe(400)
    expect((await file('/api/shared-trips/AAAAAAAAAAAAAAAAAAAAAA/export.gpx')).status).toBe(404)
  })
})

describe('a trip as a KML file', () => {
  it('holds a folder of placemarks, the route through the stops and the tracks as lines', async () => {
    const res = await file(`/api/trips/${trip._id}/export.kml?lang=en`, bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.google-earth.kml+xml; charset=utf-8')
    expect(await wellFormed(res.body, 'trip.kml')).toEqual([])
    expect(res.body.match(/<Folder><name>Orava loop<\/name>/g)).toHaveLength(1)
    expect(res.body.match(/<Point>/g)).toHaveLength(4)
    const lines = [...res.body.matchAll(/<coordinates>([^<]*)<\/coordinates><\/LineString>/g)].map((m) =>
      m[1]!.split(' ').map((pair) => pair.split(',').map(Number).reverse()),
    )
    expect(lines).toHaveLength(2)
    expect(lines[0]).toEqual([[49.21, 19.3], track.start, [49.37, 19.55], [49.21, 19.31]])
    expect(lines[1]).toEqual(track.line)
  })
})
