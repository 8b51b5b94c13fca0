// npm run bench:map — the events map and near queries at 10,000 events on the local API app: the map's
// size raw and gzipped, server times, and the Firestore reads each would cost (the map: one per point; a
// near query: every event in the geohash cells it scans, counted by running the same ranges here).
import { loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { MAIN_SECTIONS, SUBSECTIONS, type Country } from '@travel/domain'
import { geohashOf, geohashRanges } from '../src/geo/near'
import type { EventRecord } from '../src/store/port'
import { kb, printTable } from './bench-report'
import { seeded, timedGet, withBenchApi } from './bench-app'
import { mapEventFiles } from './bench-events'

const EVENTS = 10_000
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const COUNTRIES: Country[] = ['Slovakia', 'Czechia', 'Austria', 'Croatia', 'Poland', 'Hungary']
const BRATISLAVA = [48.1486, 17.1077] as const

/** 10,000 events over Europe (lat 36–60, lng −9–30), titles of a realistic length, a third with thumbnails. */
function events(): EventRecord[] {
  const { random, pick } = seeded(7)
  const now = new Date().toISOString()
  return Array.from({ length: EVENTS }, (_, i) => {
    const main = pick(MAIN_SECTIONS)
    const subs = SUBSECTIONS[main] as readonly string[]
    const coordinates = [
      Math.round((36 + random() * 24) * 1e6) / 1e6,
      Math.round((-9 + random() * 39) * 1e6) / 1e6,
    ]
    return {
      id: `map${String(i).padStart(6, '0')}${Math.floor(random() * 1e9).toString(36)}`,
      title: `${pick(['Lake', 'Forest', 'Mountain', 'River', 'Old town'])} ${pick(['camp', 'view', 'loop', 'pass', 'spring'])} no. ${i}`,
      description: 'A place worth the trip.',
      ...mapEventFiles(i),
      coordinates,
      geohash: geohashOf(coordinates),
      access: pick([0, 1, 2] as const),
      date: new Date(Date.now() - Math.floor(random() * 1500) * 86_400_000).toISOString().slice(0, 10),
      section: { main, sub: subs.length ? (pick(subs) as EventRecord['section']['sub']) : null },
      country: pick(COUNTRIES),
      ownerId: `user${i % 200}`,
      ownerName: `Traveller ${i % 200}`,
      createdAt: now,
      updatedAt: now,
    }
  })
}

const all = events()
await withBenchApi('map-bench', all, async ({ base }) => {
  const time = (path: string) => timedGet(base + path, RUNS, 2) // two warm-up runs

  /** Events a Firestore near query reads: every one whose geohash falls in one of the scanned cells. */
  function nearReads(radiusKm: number): number {
    const ranges = geohashRanges(BRATISLAVA, radiusKm)
    return all.filter((e) => ranges.some(([start, end]) => e.geohash! >= start && e.geohash! <= end)).length
  }

  /** A row of the table: the request, what it answered, its size raw and gzipped, its time and reads. */
  const row = (
    request: string,
    answer: string,
    { body, ms: took }: { body: string; ms: number },
    reads: number,
  ) => [request, answer, kb(Buffer.byteLength(body)), kb(gzipSync(body).byteLength), ms(took), `${reads}`]
  const count = (body: string) => (JSON.parse(body) as { data: unknown[] }).data.length

  const map = await time('/api/events/map')
  const points = count(map.body)
  const rows = [row('GET /api/events/map (all 10,000)', `${points} points`, map, points)]
  const camps = await time('/api/events/map?section=camp&country=Slovakia')
  const campPoints = count(camps.body)
  rows.push(
    row('GET /api/events/map?section=camp&country=Slovakia', `${campPoints} points`, camps, campPoints),
  )
  for (const radius of [25, 100, 1000]) {
    const near = await time(`/api/events?near=${BRATISLAVA.join(',')}&radius=${radius}&limit=24`)
    const label = `GET /api/events?near=Bratislava&radius=${radius}&limit=24`
    rows.push(row(label, `${count(near.body)} events`, near, nearReads(radius)))
  }
  console.log(`${EVENTS} events, median of ${RUNS} runs, load average ${loadavg()[0]?.toFixed(2)}\n`)
  printTable(['Request', 'Answer', 'Size', 'gzip', 'Server time (median)', 'Firestore reads'], rows)
})

function ms(value: number) {
  return `${value.toFixed(1)} ms`
}
