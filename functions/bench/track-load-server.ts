// Child process of track-load-bench.ts: createApp on the embedded store and the local storage server's
// file store, with one user whose folder holds a photo and the heaviest accepted route file. Prints one
// JSON line (address, ID token, an event body naming the file), then serves until killed.
import { EVENT_FILE_MAX_BYTES, TRACK_MAX_POINTS } from '@travel/domain'
import { densestTrack } from '../test/gpx-fixtures'
import { eventBody, putFile, signedInUser, testApp } from '../test/test-app'
import { listen } from './bench-app'

const t = await testApp()
process.on('SIGTERM', () => {
  void t.close().finally(() => process.exit(0))
})
const { url } = await listen(t.app)

const user = await signedInUser(t.app, 'bench')
const gpx = new TextEncoder().encode(densestTrack(TRACK_MAX_POINTS))
if (gpx.byteLength >= EVENT_FILE_MAX_BYTES) throw new Error('the bench file is over the upload limit')
const gpxFile = await putFile(
  t.files,
  `events/${user.uid}/1700000000000_long.gpx`,
  'application/gpx+xml',
  gpx,
)

console.log(
  JSON.stringify({
    api: url,
    token: user.idToken,
    fileBytes: gpx.byteLength,
    points: TRACK_MAX_POINTS,
    body: eventBody(user, {
      title: 'A long drive recorded point by point',
      section: { main: 'route', sub: 'caravan_car' },
      coordinates: [],
      gpxFile,
    }),
  }),
)
