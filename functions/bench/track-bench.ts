// Server time to read and summarise a large route file: a recorded-style track (a point every few metres,
// with elevation and time, as a phone writes them) just under the upload limit, parsed and summarised the
// way the API does when an event is saved (`npm run bench:track`).
import { EVENT_FILE_MAX_BYTES } from '@travel/domain'
import { parseGpx } from '../src/tracks/parse-gpx'
import { summariseTrack } from '../src/tracks/summarise-track'
import { gaussian, geodesicWalk, gpx11, seededRandom } from '../test/gpx-fixtures'
import { median } from './bench-report'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)

/** A track of `km` kilometres; about 122 bytes of GPX per point. */
function recording(km: number): string {
  const walk = geodesicWalk({ start: [42.1, 45.4], lengthKm: km, stepM: 15, wander: 12, seed: 42 })
  const random = seededRandom(43)
  const start = Date.parse('2024-08-21T07:30:00Z')
  return gpx11([
    walk.points.map(([lat, lng], i) => ({
      lat,
      lng,
      ele: 900 + 600 * Math.sin((walk.km[i] as number) / 7) + gaussian(random, 3),
      time: new Date(start + ((walk.km[i] as number) / 30) * 3600_000),
    })),
  ])
}

// Grow the track until the file is just under the limit.
let km = 400
let gpx = recording(km)
while (Buffer.byteLength(gpx) < EVENT_FILE_MAX_BYTES * 0.97) {
  km *= (EVENT_FILE_MAX_BYTES * 0.98) / Buffer.byteLength(gpx)
  gpx = recording(km)
}
while (Buffer.byteLength(gpx) >= EVENT_FILE_MAX_BYTES) gpx = recording((km *= 0.99))
const bytes = new TextEncoder().encode(gpx)

const parse: number[] = []
const summarise: number[] = []
let points = 0
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now()
  const segments = parseGpx(bytes)
  const t1 = performance.now()
  const track = summariseTrack(segments)
  const t2 = performance.now()
  points = segments.flat().length
  parse.push(t1 - t0)
  summarise.push(t2 - t1)
  if (run === 0)
    console.log(
      `file ${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB, ${points} points, ${track.distanceKm} km, ` +
        `${track.ascentM} m up, line ${track.line.length} points, profile ${track.profile?.length} samples`,
    )
}
const total = parse.map((p, i) => p + (summarise[i] as number))
console.log(
  `${RUNS} runs (first run included), median: parse ${median(parse).toFixed(0)} ms, summarise ${median(summarise).toFixed(0)} ms, ` +
    `total ${median(total).toFixed(0)} ms (min ${Math.min(...total).toFixed(0)}, max ${Math.max(...total).toFixed(0)}); ` +
    `load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
)
