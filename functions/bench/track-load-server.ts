// Child process of track-load-bench.ts: the API app (createApp on the embedded store and the local
// storage server's file store, as `npm start` serves it) with one signed-in user whose folder holds a
// photo and the heaviest route file the API accepts. Prints one JSON line with the API's address, the
// user's ID token and an event body naming the file, then serves until killed.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { EVENT_FILE_MAX_BYTES, TRACK_MAX_POINTS } from '@travel/domain'
import { createLocalFileStore } from '../../local/src/storage-server/file-store'
import { createApp } from '../src/app'
import { openEmbeddedStore } from '../src/store/embedded-store'
import { createTestUser } from '../test/emulator-users'
import { densestTrack } from '../test/gpx-fixtures'

const BUCKET = 'demo-travel-community.appspot.com'
const STORAGE_ORIGIN = 'http://127.0.0.1:9199'
const url = (path: string) =>
  `${STORAGE_ORIGIN}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=bench`

const dir = await mkdtemp(join(tmpdir(), 'track-load-bench-'))
process.on('SIGTERM', () => {
  void rm(dir, { recursive: true, force: true }).finally(() => process.exit(0))
})

const store = await openEmbeddedStore(join(dir, 'api'))
const files = createLocalFileStore(dir)
const adminApp = getApps()[0] ?? initializeApp({ projectId: 'demo-travel-community' })
const app = createApp({
  auth: getAuth(adminApp),
  store,
  files,
  config: { corsOrigins: [], bucket: BUCKET, storageOrigins: [STORAGE_ORIGIN] },
})
const server = http.createServer(app)
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const user = await createTestUser('bench')
const signIn = await fetch(`${api}/api/auth/signin`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'application/json' },
  body: '{}',
})
if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`)

const photo = `events/${user.uid}/1700000000000_photo.jpg`
await files.putBytes(BUCKET, photo, { contentType: 'image/jpeg' }, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))
const gpx = new TextEncoder().encode(densestTrack(TRACK_MAX_POINTS))
if (gpx.byteLength >= EVENT_FILE_MAX_BYTES) throw new Error('the bench file is over the upload limit')
const route = `events/${user.uid}/1700000000000_long.gpx`
await files.putBytes(BUCKET, route, { contentType: 'application/gpx+xml' }, gpx)

console.log(
  JSON.stringify({
    api,
    token: user.idToken,
    fileBytes: gpx.byteLength,
    points: TRACK_MAX_POINTS,
    body: {
      title: 'A long drive recorded point by point',
      description: 'The heaviest route file the site accepts, saved again and again by the benchmark.',
      image: url(photo),
      thumbnail: null,
      gpxFile: url(route),
      map: null,
      coordinates: [],
      access: 0,
      date: new Date().toISOString().slice(0, 10),
      section: { main: 'route', sub: 'caravan_car' },
      country: 'Slovakia',
    },
  }),
)
