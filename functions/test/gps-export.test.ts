// "Download for GPS" over HTTP: the wishlist's and a filtered list's GPX and KML files, read back with the
// API's own GPX parser and checked by xmllint (against the official schemas when test/schemas holds them).
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GPS_EXPORT_MAX, type EventPayload, type TrackDto } from '@travel/domain'
import { NO_CHECKINS } from '../src/store/port'
import { parseGpx } from '../src/tracks/parse-gpx'
import { eventRecord } from './factories'
import { geodesicWalk, gpx11 } from './gpx-fixtures'
import { bearer, eventBody, putFile, signedInUser, testApp, type TestApp } from './test-app'
import { hasSchema, validAgainstSchema, wellFormed } from './xml-validation'

let t: TestApp
let owner: Awaited<ReturnType<typeof signedInUser>>
let other: Awaited<ReturnType<typeof signedInUser>>
const ids = {} as Record<
  'camp' | 'campWithRoad' | 'place' | 'route' | 'itinerary' | 'plainRoute' | 'othersWish',
  string
>
const tracks: Record<string, TrackDto> = {}

async function create(user: typeof owner, overrides: Parameters<typeof eventBody>[1]): Promise<string> {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(user.idToken))
    .send(eventBody(user, overrides))
  if (res.status !== 201) throw new Error(JSON.stringify(res.body))
  return res.body.data._id as string
}

async function route(
  user: typeof owner,
  title: string,
  seed: number,
  section: EventPayload['section'] = { main: 'route', sub: 'offroad' },
  more: Parameters<typeof eventBody>[1] = { coordinates: [] },
): Promise<string> {
  const walk = geodesicWalk({ start: [48.9 + seed / 100, 19.5], lengthKm: 12, stepM: 40, seed })
  const gpx = gpx11([walk.points.map(([lat, lng]) => ({ lat, lng, ele: 300 + lat }))])
  const gpxFile = await putFile(
    t.files,
    `events/${user.uid}/${seed}_route.gpx`,
    'application/gpx+xml',
    new TextEncoder().encode(gpx),
  )
  const id = await create(user, { title, section, gpxFile, ...more })
  const read = await request(t.app).get(`/api/events/${id}`)
  tracks[id] = read.body.data.track as TrackDto
  return id
}

/** An exported file: its status, headers and body as text. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await request(t.app).get(path).set(headers).buffer(true).responseType('blob')
  return { status: res.status, headers: res.headers, body: (res.body as Buffer).toString('utf8') }
}

beforeAll(async () => {
  t = await testApp()
  owner = await signedInUser(t.app, 'gpsowner')
  other = await signedInUser(t.app, 'gpsother')
  ids.camp = await create(other, {
    title: 'Camp <by> the "lake" & \'pines\'',
    coordinates: [49.123456, 20.000001],
    country: 'Slovakia',
  })
  ids.place = await create(other, {
    title: 'Viewpoint over Hallstatt',
    section: { main: 'places', sub: 'views' },
    coordinates: [47.5622, 13.6493],
    country: 'Austria',
    access: 1,
  })
  ids.route = await route(other, 'Ridge track', 1)
  ids.itinerary = await route(other, 'Two days in the Tatras', 2, { main: 'itinerary', sub: null })
  // a camp with its access road: the camp is where one goes, the road how
  ids.campWithRoad = await route(
    other,
    'Night below Kazbek',
    3,
    { main: 'camp', sub: 'natural' },
    { coordinates: [42.6617, 44.6433], country: 'Georgia' },
  )
  ids.plainRoute = await create(other, {
    title: 'Route without a file',
    section: { main: 'route', sub: 'caravan_car' },
    coordinates: [],
  })
  ids.othersWish = await create(other, { title: 'Only on the other list', country: 'Hungary' })
  for (const id of [ids.camp, ids.route, ids.place, ids.campWithRoad])
    await request(t.app).post('/api/wishlist').set(bearer(owner.idToken)).send({ eventID: id }).expect(201)
  await request(t.app)
    .post('/api/wishlist')
    .set(bearer(other.idToken))
    .send({ eventID: ids.othersWish })
    .expect(201)
}, 120_000)

afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

/** The waypoints' names and positions and the tracks' names of a GPX file, in file order. */
function gpxContents(gpx: string) {
  const wpts = [...gpx.matchAll(/<wpt lat="([^"]+)" lon="([^"]+)"><name>([^<]*)<\/name>/g)].map((m) => ({
    lat: Number(m[1]),
    lng: Number(m[2]),
    name: m[3],
  }))
  const trks = [...gpx.matchAll(/<trk><name>([^<]*)<\/name>/g)].map((m) => m[1])
  return { wpts, trks }
}

describe('the wishlist for GPS', () => {
  it('needs a sign-in, in the reader’s language', async () => {
    const en = await request(t.app).get('/api/wishlist/export.gpx')
    expect(en.status).toBe(401)
    expect(en.body.message).toBe('You must be signed in.')
    const sk = await request(t.app).get('/api/wishlist/export.kml?lang=sk')
    expect(sk.status).toBe(401)
    expect(sk.body.message).toBe('Najprv sa prihláste.')
  })

  it('is a GPX file of the caller’s own list: camps and places as waypoints, tracks whole', async () => {
    const res = await get('/api/wishlist/export.gpx', bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="wishlist-\d{4}-\d{2}-\d{2}\.gpx"$/,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const gpx = res.body
    const { wpts, trks } = gpxContents(gpx)
    expect(wpts.map((w) => w.name).sort()).toEqual(
      [
        'Camp &lt;by&gt; the &quot;lake&quot; &amp; &apos;pines&apos;',
        'Night below Kazbek',
        'Viewpoint over Hallstatt',
      ].sort(),
    )
    expect(wpts).toContainEqual({ lat: 49.123456, lng: 20.000001, name: expect.stringContaining('Camp') })
    expect(wpts).toContainEqual({ lat: 42.6617, lng: 44.6433, name: 'Night below Kazbek' })
    // the camp's access road comes as well
    expect([...trks].sort()).toEqual(['Night below Kazbek', 'Ridge track'])
    expect(gpx).not.toContain('Only on the other list')
    expect(gpx).toContain(`<link href="https://travel.example/events/${ids.place}">`)
    expect(gpx).toContain('Access: Car')
    expect(gpx).toContain('Country: Austria')
    await expect(wellFormed(gpx, 'wishlist.gpx')).resolves.toEqual([])

    // Read back with the parser uploaded route files go through: every point of each track is there.
    const byName: Record<string, TrackDto | undefined> = {
      'Ridge track': tracks[ids.route],
      'Night below Kazbek': tracks[ids.campWithRoad],
    }
    const segments = parseGpx(gpx).map((segment) => segment.map((p) => [p.lat, p.lng]))
    expect(segments).toEqual(trks.map((name) => byName[name ?? '']?.line))
  })

  it('is a KML file in Slovak with the same content', async () => {
    const res = await get('/api/wishlist/export.kml?lang=sk', bearer(owner.idToken))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.google-earth.kml+xml; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wishlist-[\d-]{10}\.kml"$/)
    const kml = res.body
    expect(kml).toContain('<Document><name>Zoznam želaní</name>')
    // the camp with its access road is a point and a line
    expect(kml.match(/<Placemark>/g)).toHaveLength(5)
    expect(kml).toContain('<Point><coordinates>20.000001,49.123456</coordinates></Point>')
    expect(kml).toContain('<Point><coordinates>44.6433,42.6617</coordinates></Point>')
    const road = tracks[ids.campWithRoad]?.line ?? []
    expect(kml).toContain(`<coordinates>${road.map(([lat, lng]) => `${lng},${lat}`).join(' ')}</coordinates>`)
    const line = tracks[ids.route]?.line ?? []
    expect(kml).toContain(`<coordinates>${line.map(([lat, lng]) => `${lng},${lat}`).join(' ')}</coordinates>`)
    expect(kml).toContain('Prístup: Autá')
    expect(kml).toContain('Krajina: Rakúsko')
    expect(kml).toContain('Vyhliadky')
    expect(kml).toContain(`https://travel.example/events/${ids.place}?lang=sk`)
    expect(kml).not.toContain('Only on the other list')
    await expect(wellFormed(kml, 'wishlist.kml')).resolves.toEqual([])
  })

  it('refuses a format it does not write, in both languages', async () => {
    const en = await request(t.app).get('/api/wishlist/export.pdf').set(bearer(owner.idToken))
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({ format: expect.stringMatching(/^A list can be downloaded as gpx/) })
    const sk = await request(t.app)
      .get('/api/wishlist/export.pdf')
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
    expect(sk.status).toBe(400)
    expect(sk.body.fields.format).toMatch(/^Zoznam sa dá stiahnuť ako gpx/)
  })
})

describe('a filtered list for GPS', () => {
  it('takes the list’s filters and names the file after them', async () => {
    const res = await get('/api/events/export.gpx?section=camp&country=Slovakia')
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="camps-slovakia-\d{4}-\d{2}-\d{2}\.gpx"$/,
    )
    expect(res.headers['cache-control']).toMatch(/^public/)
    expect(res.headers.vary).toMatch(/Accept-Language/)
    const { wpts, trks } = gpxContents(res.body)
    expect(wpts.map((w) => w.name)).toEqual([expect.stringContaining('Camp &lt;by&gt;')])
    expect(trks).toEqual([])
  })

  it('gives routes and itineraries with a file as tracks, one without a position is left out', async () => {
    const res = await get('/api/events/export.gpx?section=route,itinerary')
    const gpx = res.body
    const names = gpxContents(gpx).trks
    expect([...names].sort()).toEqual(['Ridge track', 'Two days in the Tatras'])
    expect(gpx).not.toContain('Route without a file')
    // Read back with the API's own parser: each track's every point, in the file's order of tracks.
    const byName: Record<string, TrackDto | undefined> = {
      'Ridge track': tracks[ids.route],
      'Two days in the Tatras': tracks[ids.itinerary],
    }
    const points = parseGpx(gpx).map((segment) => segment.map((p) => [p.lat, p.lng]))
    expect(points).toEqual(names.map((name) => byName[name ?? '']?.line))
    const routesOnly = await get('/api/events/export.gpx?section=route')
    expect(gpxContents(routesOnly.body).trks).toEqual(['Ridge track'])
    // All waypoints come before any track, as GPX 1.1 orders them.
    const all = await get('/api/events/export.gpx')
    const body = all.body
    expect(body.lastIndexOf('<wpt')).toBeLessThan(body.indexOf('<trk>'))
    await expect(wellFormed(body, 'events.gpx')).resolves.toEqual([])
  })

  it('searches, and names a search’s file after it in ASCII', async () => {
    const res = await get('/api/events/export.kml?q=Hallstatt&lang=sk')
    expect(res.headers['content-disposition']).toMatch(/filename="search-hallstatt-[\d-]{10}\.kml"$/)
    expect(res.body.match(/<Placemark>/g)).toHaveLength(1)
    expect(res.body).toContain('<Document><name>Tipy: &quot;Hallstatt&quot;</name>')
  })

  it('refuses bad filters as GET /api/events does, in the reader’s language', async () => {
    const en = await request(t.app).get('/api/events/export.gpx?section=castle')
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({ section: 'Choose a section.' })
    const sk = await request(t.app).get('/api/events/export.kml?rating=9&lang=sk')
    expect(sk.status).toBe(400)
    expect(sk.body.fields.rating).toMatch(/hviezd/)
    const format = await request(t.app).get('/api/events/export.zip?lang=sk')
    expect(format.status).toBe(400)
    expect(format.body.fields.format).toMatch(/^Zoznam sa dá stiahnuť/)
  })

  it(`holds at most ${GPS_EXPORT_MAX} events`, async () => {
    const extra = Array.from({ length: GPS_EXPORT_MAX + 5 }, (_, i) =>
      // stored as the events service stores them: with the check-in summary lists filter on
      eventRecord({
        ...NO_CHECKINS,
        country: 'Iceland',
        coordinates: [64 + i / 1000, -21],
        title: `Hot spring ${i}`,
      }),
    )
    for (let i = 0; i < extra.length; i += 50)
      await Promise.all(extra.slice(i, i + 50).map((event) => t.store.events.createEvent(event)))
    const gpx = await get('/api/events/export.gpx?country=Iceland')
    expect(gpxContents(gpx.body).wpts).toHaveLength(GPS_EXPORT_MAX)
    const kml = await get('/api/events/export.kml?country=Iceland')
    expect(kml.body.match(/<Placemark>/g)).toHaveLength(GPS_EXPORT_MAX)
    await expect(wellFormed(kml.body, 'iceland.kml')).resolves.toEqual([])
  }, 120_000)
})

/** The test's name says why it is skipped where the schema files are missing (test/schemas/README.md). */
const orSkipped = (name: string, kind: 'gpx' | 'kml') =>
  hasSchema(kind)
    ? name
    : `${name} (skipped: the official ${kind.toUpperCase()} schema is not in test/schemas)`

describe('against the official schemas', () => {
  it.skipIf(!hasSchema('gpx'))(orSkipped('every GPX export is valid GPX 1.1', 'gpx'), async () => {
    for (const path of ['/api/events/export.gpx', '/api/events/export.gpx?section=route&lang=sk']) {
      const res = await get(path)
      await expect(validAgainstSchema(res.body, 'gpx')).resolves.toEqual([])
    }
    const wishlist = await get('/api/wishlist/export.gpx', bearer(owner.idToken))
    await expect(validAgainstSchema(wishlist.body, 'gpx')).resolves.toEqual([])
  })

  it.skipIf(!hasSchema('kml'))(orSkipped('every KML export is valid KML 2.2', 'kml'), async () => {
    for (const path of ['/api/events/export.kml', '/api/events/export.kml?section=route&lang=sk']) {
      const res = await get(path)
      await expect(validAgainstSchema(res.body, 'kml')).resolves.toEqual([])
    }
    const wishlist = await get('/api/wishlist/export.kml', bearer(owner.idToken))
    await expect(validAgainstSchema(wishlist.body, 'kml')).resolves.toEqual([])
  })
})
