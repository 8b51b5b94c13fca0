// npm run bench:export — "Download for GPS" at its cap on the local API app: 500 events, 300 of them routes
// and itineraries with a stored track of the most points a track keeps, as GPX and KML: the time to the
// first byte and the whole file, its size raw and gzipped, the longest the thread was held, heap growth.
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { GPS_EXPORT_MAX, TRACK_LINE_MAX, type GpsExportFormat } from '@travel/domain'
import { geohashOf } from '../src/geo/near'
import type { EventRecord } from '../src/store/port'
import { TRACK_VERSION, type TrackRecord } from '../src/tracks/track-record'
import { seeded, withBenchApi } from './bench-app'
import { median } from './bench-report'

const TRACKS = 300
const RUNS = Number(process.env.BENCH_RUNS ?? 10)

/** A winding line of TRACK_LINE_MAX points from `start`, as a stored track keeps it. */
function track(start: [number, number], random: () => number): TrackRecord {
  const line: number[] = []
  let [lat, lng] = start
  for (let i = 0; i < TRACK_LINE_MAX; i++) {
    line.push(Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6)
    lat += (random() - 0.3) * 0.002
    lng += (random() - 0.3) * 0.003
  }
  const end: [number, number] = [line[line.length - 2] as number, line[line.length - 1] as number]
  return {
    distanceKm: 80,
    ascentM: 1200,
    descentM: 1100,
    minEleM: 300,
    maxEleM: 1500,
    durationS: null,
    start,
    end,
    bbox: [start[0], start[1], end[0], end[1]],
    line,
    version: TRACK_VERSION,
  }
}

/** GPS_EXPORT_MAX events in Slovakia: TRACKS routes and itineraries with a track, the rest camps and places. */
function events(): EventRecord[] {
  const { random, pick } = seeded(11)
  const now = new Date().toISOString()
  return Array.from({ length: GPS_EXPORT_MAX }, (_, i): EventRecord => {
    const routed = i < TRACKS
    const start: [number, number] = [
      Math.round((47.8 + random() * 1.6) * 1e6) / 1e6,
      Math.round((17 + random() * 5.5) * 1e6) / 1e6,
    ]
    const t = routed ? track(start, random) : null
    return {
      id: `exp${String(i).padStart(6, '0')}`,
      title: `${pick(['Lake', 'Forest', 'Mountain', 'River', 'Old town'])} ${routed ? 'loop' : 'camp'} no. ${i}`,
      description: 'A place worth the trip, with room for three caravans and a spring nearby. '.repeat(4),
      image: `http://127.0.0.1:9199/v0/b/bench.appspot.com/o/events%2Fu${i % 50}%2F${i}.jpg?alt=media`,
      thumbnail: null,
      gpxFile: routed
        ? `http://127.0.0.1:9199/v0/b/bench.appspot.com/o/events%2Fu${i % 50}%2F${i}.gpx?alt=media`
        : null,
      map: null,
      coordinates: start,
      geohash: geohashOf(start),
      access: pick([0, 1, 2] as const),
      date: new Date(Date.now() - Math.floor(random() * 1500) * 86_400_000).toISOString().slice(0, 10),
      section: (routed
        ? pick([
            { main: 'route', sub: 'offroad' },
            { main: 'itinerary', sub: null },
          ])
        : { main: 'camp', sub: 'natural' }) as EventRecord['section'],
      country: 'Slovakia',
      ownerId: `user${i % 50}`,
      ownerName: `Traveller ${i % 50}`,
      createdAt: now,
      updatedAt: now,
      track: t,
    }
  })
}

await withBenchApi('export-bench', events(), async ({ base }) => {
  const rows: string[] = []
  for (const format of ['gpx', 'kml'] as GpsExportFormat[]) {
    const path = `/api/events/export.${format}?country=Slovakia`
    const first: number[] = []
    const total: number[] = []
    const heap: number[] = []
    const held: number[] = []
    let body = ''
    for (let i = 0; i < RUNS + 2; i++) {
      global.gc?.()
      const heapBefore = process.memoryUsage().heapUsed
      let heapPeak = heapBefore
      const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 5)
      const loop = monitorEventLoopDelay({ resolution: 1 })
      loop.enable()
      const started = performance.now()
      const res = await fetch(base + path)
      const reader = res.body!.getReader()
      const chunks: Uint8Array[] = []
      let firstAt = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        if (!firstAt) firstAt = performance.now() - started
        chunks.push(value)
      }
      const elapsed = performance.now() - started
      clearInterval(sampler)
      loop.disable()
      body = Buffer.concat(chunks).toString('utf8')
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`)
      if (i < 2) continue // two warm-up runs
      first.push(firstAt)
      total.push(elapsed)
      heap.push(heapPeak - heapBefore)
      held.push(loop.max / 1e6)
    }
    const placemarks = (body.match(format === 'gpx' ? /<(wpt|trk)[ >]/g : /<Placemark>/g) ?? []).length
    rows.push(
      `| GET ${path} | ${placemarks} | ${mb(Buffer.byteLength(body))} | ${mb(gzipSync(body).byteLength)} | ` +
        `${ms(median(first))} | ${ms(median(total))} | ${ms(median(held))} | ${mb(median(heap))} |`,
    )
  }
  console.log(
    `${GPS_EXPORT_MAX} events, ${TRACKS} with a ${TRACK_LINE_MAX}-point track, median of ${RUNS} runs, ` +
      `load average ${loadavg()[0]?.toFixed(2)}\n`,
  )
  console.log(
    '| Request | Places and tracks | Size | gzip | First byte | Whole file | Longest hold of the thread | Heap growth |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
})

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}
function ms(value: number) {
  return `${value.toFixed(0)} ms`
}
