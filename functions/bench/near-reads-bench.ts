// npm run bench:near — what near pages and map views cost on Firestore: the documents the adapter reads
// (an empty query billed as one, a count a read per 1,000) on the official emulator, near pages against
// the one-pass cover they replaced; dense, sparse and empty areas.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { loadavg } from 'node:os'
import { mapGridOf, type Country } from '@travel/domain'
import { distanceKm, geohashOf, geohashRanges } from '../src/geo/near'
import { mapView } from '../src/services/map-view'
import { eventDocument, firestoreStore } from '../src/store/firestore'
import type { EventRecord, NearPosition } from '../src/store/port'
import { seeded } from './bench-app'
import { viewBox } from './map-box'
import { NO_OTHER_FILES } from './bench-events'

const EVENTS = Number(process.env.NEAR_BENCH_EVENTS ?? 20_000)
const LIMIT = 24
const AREAS: { name: string; center: [number, number] }[] = [
  { name: 'dense (Bratislava)', center: [48.1486, 17.1077] },
  { name: 'sparse (central Sweden)', center: [62.5, 15.5] },
  { name: 'empty (mid-Atlantic)', center: [45, -30] },
]

/**
 * Half the events in 150 towns (a few km across, Bratislava among them), half spread over Europe (lat
 * 36–60, lng −9–30), and one in a hundred in Scandinavia: towns, country between them and a sparse north.
 */
function events(): EventRecord[] {
  const { random, pick } = seeded(3)
  const towns: [number, number][] = [
    [48.1486, 17.1077],
    ...Array.from({ length: 149 }, (): [number, number] => [36 + random() * 24, -9 + random() * 39]),
  ]
  const now = new Date().toISOString()
  return Array.from({ length: EVENTS }, (_, i) => {
    const town = pick(towns)
    const coordinates =
      i % 100 === 0
        ? [60 + random() * 8, 8 + random() * 16]
        : i % 2 === 0
          ? [town[0] + (random() - 0.5) * 0.1, town[1] + (random() - 0.5) * 0.15]
          : [36 + random() * 24, -9 + random() * 39]
    return {
      id: `near${String(i).padStart(6, '0')}`,
      title: `Place ${i}`,
      description: 'A place worth the trip.',
      image: 'http://127.0.0.1:9199/v0/b/bench/o/e.jpg',
      ...NO_OTHER_FILES,
      coordinates,
      geohash: geohashOf(coordinates),
      access: 1,
      date: '2025-06-01',
      section: { main: 'camp', sub: 'natural' },
      country: 'Slovakia' as Country,
      ownerId: `user${i % 200}`,
      ownerName: `Traveller ${i % 200}`,
      createdAt: now,
      updatedAt: now,
    } satisfies EventRecord
  })
}

/** What the one-pass cover read: every event in geofire's cells for the whole radius, one query per cell. */
function onePassReads(all: EventRecord[], center: [number, number], radiusKm: number): number {
  const ranges = geohashRanges(center, radiusKm)
  return ranges.reduce((sum, [start, end]) => {
    const inRange = all.filter((e) => e.geohash && e.geohash >= start && e.geohash <= end).length
    return sum + Math.max(inRange, 1)
  }, 0)
}

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.log('FIRESTORE_EMULATOR_HOST is not set: run it with `npm run bench:near`.')
  process.exit(1)
}
{
  const app = initializeApp({ projectId: `demo-near-bench-${Date.now()}` }, 'near-bench')
  const db = getFirestore(app)
  const all = events()
  const started = performance.now()
  const writer = db.bulkWriter()
  for (const event of all) void writer.set(db.collection('events').doc(event.id), eventDocument(event))
  await writer.close()
  console.log(`${EVENTS} events written in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  let reads = 0
  const store = firestoreStore(() => db, { onReads: (n) => (reads += n) })
  console.log(`\nLimit ${LIMIT}, load average ${loadavg()[0]?.toFixed(2)}\n`)
  console.log('| area | radius | events in it | page | answered | reads | one-pass reads |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const { name, center } of AREAS)
    for (const radiusKm of [10, 100, 1000]) {
      const within = all.filter((e) => distanceKm(center, e.coordinates as [number, number]) <= radiusKm)
      let after: NearPosition | undefined
      for (const pageNumber of [1, 2]) {
        reads = 0
        const page = await store.events.nearEvents({}, { center, radiusKm }, LIMIT, after)
        const onePass = pageNumber === 1 ? onePassReads(all, center, radiusKm) : '(same)'
        console.log(
          `| ${name} | ${radiusKm} km | ${within.length} | ${pageNumber} | ${page.events.length} | ${reads} | ${onePass} |`,
        )
        if (!page.next) break
        after = page.next
      }
    }

  console.log('\n| map view | zoom | cells | clusters / points | events | reads | server time |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const { name, center } of AREAS)
    for (const zoom of [3, 6, 9, 12]) {
      const box = viewBox(center, zoom)
      reads = 0
      const started = performance.now()
      const view = await mapView(store, {}, box)
      const ms = performance.now() - started
      const events = view.clusters.reduce((sum, c) => sum + c.count, view.points.length)
      console.log(
        `| ${name} | ${zoom} | ${mapGridOf(box).cells.length} | ${view.clusters.length} / ${view.points.length} | ${events} | ${reads} | ${ms.toFixed(0)} ms |`,
      )
    }
}
