// npm run bench:map-viewport — the events map by viewport at 100,000 events on the local API app: each
// view's answer raw and gzipped, server time, and the Firestore reads it costs, computed from the same
// counts the Firestore adapter bills (a read per 1,000 counted, at least one; a read per point read).
import { loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { MAIN_SECTIONS, mapBoxParam, mapGridOf, SUBSECTIONS } from '@travel/domain'
import { geohashOf } from '../src/geo/near'
import { mapView } from '../src/services/map-view'
import type { EventRecord, Store } from '../src/store/port'
import { kb, printTable } from './bench-report'
import { seeded, timedGet, withBenchApi } from './bench-app'
import { viewBox } from './map-box'
import { mapEventFiles } from './bench-events'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PLACES = {
  'dense (Bratislava)': [48.1486, 17.1077],
  'sparse (inner Spain)': [40.2, -4.4],
} as const

/** 70 % around 40 towns of central Europe, the rest spread over Europe (lat 36–60, lng −9–30). */
function events(): EventRecord[] {
  const { random, pick } = seeded(11)
  const towns = Array.from({ length: 40 }, (_, i) =>
    i === 0 ? [48.1486, 17.1077] : [45 + random() * 7, 5 + random() * 20],
  )
  const now = new Date().toISOString()
  return Array.from({ length: EVENTS }, (_, i) => {
    const main = pick(MAIN_SECTIONS)
    const subs = SUBSECTIONS[main] as readonly string[]
    const town = i % 10 < 7 ? pick(towns) : null
    const spread = () => (random() + random() + random() - 1.5) * 0.6
    const coordinates = town
      ? [town[0]! + spread(), town[1]! + spread()]
      : [36 + random() * 24, -9 + random() * 39]
    const rounded = coordinates.map((v) => Math.round(v * 1e6) / 1e6)
    return {
      id: `vp${String(i).padStart(6, '0')}${Math.floor(random() * 1e9).toString(36)}`,
      title: `${pick(['Lake', 'Forest', 'Mountain', 'River', 'Old town'])} ${pick(['camp', 'view', 'loop', 'pass'])} no. ${i}`,
      description: 'A place worth the trip.',
      ...mapEventFiles(i),
      coordinates: rounded,
      geohash: geohashOf(rounded),
      access: pick([0, 1, 2] as const),
      date: new Date(Date.now() - Math.floor(random() * 1500) * 86_400_000).toISOString().slice(0, 10),
      section: { main, sub: subs.length ? (pick(subs) as EventRecord['section']['sub']) : null },
      country: 'Slovakia',
      ownerId: `user${i % 200}`,
      ownerName: `Traveller ${i % 200}`,
      createdAt: now,
      updatedAt: now,
    }
  })
}

/** The store as Firestore would bill it: what each count and each cell's read would cost. */
function billed(store: Store) {
  let reads = 0
  const counting: Store = {
    ...store,
    events: {
      ...store.events,
      async countCells(filter, prefixes) {
        const counts = await store.events.countCells(filter, prefixes)
        for (const c of counts) reads += Math.max(Math.ceil(c.count / 1000), 1)
        return counts
      },
      async cellPoints(filter, cells) {
        const points = await store.events.cellPoints(filter, cells)
        for (const { from, to } of cells) {
          const inCell = points.filter((p) => {
            const head = geohashOf(p.coordinates)?.slice(0, from.length) ?? ''
            return head >= from && head <= to
          }).length
          reads += Math.max(inCell, 1)
        }
        return points
      },
    },
  }
  return { store: counting, reads: () => reads }
}

await withBenchApi('map-viewport-bench', events(), async ({ base, store }) => {
  const time = (path: string) => timedGet(base + path, RUNS, 1) // one warm-up run

  const rows: string[][] = []
  for (const [name, centre] of Object.entries(PLACES))
    for (const zoom of [3, 6, 9, 12]) {
      const box = viewBox(centre, zoom)
      const { ms, body } = await time(`/api/events/map?bbox=${mapBoxParam(box)}&zoom=${zoom}`)
      const { data } = JSON.parse(body) as {
        data: { clusters: { count: number }[]; points: unknown[] }
      }
      const counted = billed(store)
      await mapView(counted.store, {}, box)
      const events = data.clusters.reduce((sum, c) => sum + c.count, data.points.length)
      rows.push([
        `${name}, zoom ${zoom}`,
        `${mapGridOf(box).cells.length}`,
        `${data.clusters.length} / ${data.points.length}`,
        events.toLocaleString('en'),
        kb(Buffer.byteLength(body)),
        kb(gzipSync(body).byteLength),
        `${ms.toFixed(1)} ms`,
        `${counted.reads()}`,
      ])
    }
  console.log(`${EVENTS} events, median of ${RUNS} runs, load average ${loadavg()[0]?.toFixed(2)}\n`)
  const head = [
    'View',
    'Cells',
    'Clusters / points',
    'Events',
    'Size',
    'gzip',
    'Server time',
    'Firestore reads',
  ]
  printTable(head, rows)
})
