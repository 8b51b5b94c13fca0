// Saving an event with a route file, over HTTP with real ID tokens: what the API answers while it reads a
// large file, and what it makes of values no device could have recorded.
import { performance } from 'node:perf_hooks'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACK_MAX_POINTS } from '@travel/domain'
import { densestTrack } from './gpx-fixtures'
import { bearer, eventBody, putFile, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let owner: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  t = await testApp()
  owner = await signedInUser(t.app, 'tracks')
})
afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
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
  })
})
