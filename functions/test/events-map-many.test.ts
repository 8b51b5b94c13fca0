// GET /api/events/map at a size the demo data never reaches: 20,000 generated events, where most events
// of a town share their spot with about twenty others (the generator's numbers repeat), as camps several
// people posted do. A reader pressing clusters must come down to single events.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mapGridOf,
  MAP_ZOOM_DEEPEST,
  type MapBox,
  type MapClusterDto,
  type MapPointDto,
  type MapViewDto,
} from '@travel/domain'
import { generatedEvents } from '@travel/local/generated-events'
import { firestoreEmulatorHost } from './firestore-projects'
import { testApp, type TestApp } from './test-app'

const EVENTS = 20_000
/** The map's size in px, as a reader's window shows it. */
const MAP = { width: 1280, height: 540 }

let t: TestApp

const inside = ([lat, lng]: readonly [number, number], [south, west, north, east]: MapBox) =>
  lat >= south && lat <= north && lng >= west && lng <= east

async function ask(box: MapBox, zoom: number): Promise<MapViewDto> {
  const bbox = mapGridOf(box).box.map((v) => Number(v.toFixed(6)))
  const res = await request(t.app).get(`/api/events/map?bbox=${bbox.join()}&zoom=${zoom}`).expect(200)
  return res.body.data as MapViewDto
}

/** What a press on a server's cluster shows: the map fitted to its cell, no deeper than the map goes. */
function pressed({ bounds }: MapClusterDto): { box: MapBox; zoom: number } {
  const [south, west, north, east] = bounds
  const centre = [(south + north) / 2, (west + east) / 2] as const
  const cos = Math.cos((centre[0] * Math.PI) / 180)
  const pxPerDegreeAtZero = 256 / 360
  const fit = Math.min(
    MAP.width / ((east - west) * pxPerDegreeAtZero),
    MAP.height / (((north - south) / cos) * pxPerDegreeAtZero),
  )
  const zoom = Math.min(MAP_ZOOM_DEEPEST, Math.floor(Math.log2(fit)))
  const halfLng = MAP.width / 2 / (pxPerDegreeAtZero * 2 ** zoom)
  const halfLat = (MAP.height / 2 / (pxPerDegreeAtZero * 2 ** zoom)) * cos
  return {
    box: [centre[0] - halfLat, centre[1] - halfLng, centre[0] + halfLat, centre[1] + halfLng],
    zoom,
  }
}

// 20,000 writes are a test of the embedded store; the Store contract covers Firestore's answers
describe.skipIf(firestoreEmulatorHost())('the events map over 20,000 events', () => {
  beforeAll(async () => {
    t = await testApp()
    await Promise.all(generatedEvents(EVENTS).map((event) => t.store.events.createEvent(event)))
  }, 120_000)
  afterAll(async () => {
    expect(t.errors).toEqual([])
    await t.close()
  })

  it('counts every event in the world view, as clusters', async () => {
    const world = await ask([-90, -180, 90, 180], 0)
    expect(world.clusters.length).toBeGreaterThan(3)
    expect(world.clusters.reduce((sum, c) => sum + c.count, world.points.length)).toBe(EVENTS)
  })

  it('shows events that share one spot as single events at the deepest zoom', async () => {
    const bySpot = new Map<string, string[]>()
    for (const e of generatedEvents(EVENTS)) {
      const key = e.coordinates.join()
      bySpot.set(key, [...(bySpot.get(key) ?? []), e.id])
    }
    const [spot, ids] = [...bySpot].sort((a, b) => b[1].length - a[1].length)[0]!
    expect(ids.length).toBeGreaterThan(8)
    const [lat, lng] = spot.split(',').map(Number) as [number, number]
    const { box, zoom } = pressed({
      bounds: [lat - 1e-4, lng - 1e-4, lat + 1e-4, lng + 1e-4],
      count: 0,
      position: [lat, lng],
    })
    expect(zoom).toBe(MAP_ZOOM_DEEPEST)
    const view = await ask(box, zoom)
    expect(view.clusters.filter((c) => inside(c.position, box))).toEqual([])
    expect(view.points.map((p) => p._id)).toEqual(expect.arrayContaining(ids))
  })

  it('opens the biggest cluster, press by press, down to its single events', async () => {
    let view = await ask([-90, -180, 90, 180], 0)
    let cluster = [...view.clusters].sort((a, b) => b.count - a.count)[0]!
    let shown: MapPointDto[] = []
    for (let presses = 0; presses < 25; presses++) {
      const { box, zoom } = pressed(cluster)
      view = await ask(box, zoom)
      const within = view.clusters.filter((c) => inside(c.position, cluster.bounds))
      shown = view.points.filter((p) => inside([p.lat, p.lng], cluster.bounds))
      if (!within.length) {
        // every event of the cluster pressed last shows as itself
        expect(shown.length).toBe(cluster.count)
        break
      }
      cluster = within.sort((a, b) => b.count - a.count)[0]!
    }
    expect(shown.length).toBeGreaterThan(0)
  }, 120_000)
})
