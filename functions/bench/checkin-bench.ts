// npm run bench:checkins — the time of Store.saveCheckin on an event that already has 200 check-ins, and
// the first page of GET /api/events/:id/checkins (size raw and gzipped, server time), on the embedded store,
// and what the check-in summaries add to a list page.
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHECKIN_STATES, DEFAULT_CHECKIN_STATE } from '@travel/domain'
import { checkinId } from '../src/store/checkins/checkin-summary'
import { openEmbeddedStore } from '../src/store/embedded'
import type { CheckinRecord, EventRecord } from '../src/store/port'
import { toEventListItemDto } from '../src/services/dto'
import { NO_CHECKINS } from '../src/store/port'
import { benchApp, listen, seeded } from './bench-app'
import { median, p95 } from './bench-report'
import { NO_OTHER_FILES } from './bench-events'

const EXISTING = 200
const RUNS = Number(process.env.BENCH_RUNS ?? 50)

const event: EventRecord = {
  id: 'benchevent0000000001',
  title: 'Lake camp under the Tatras',
  description: 'A quiet natural camp by the lake.',
  image: 'http://127.0.0.1:9199/v0/b/bench.appspot.com/o/events%2Fu1%2F1_lake.jpg?alt=media&token=t',
  ...NO_OTHER_FILES,
  coordinates: [49.1, 20.1],
  access: 0,
  date: '2024-05-01',
  section: { main: 'camp', sub: 'natural' },
  country: 'Slovakia',
  ownerId: 'owner',
  ownerName: 'Owner',
  createdAt: '2024-05-01T00:00:00.000Z',
  updatedAt: '2024-05-01T00:00:00.000Z',
}

/** A realistic check-in: a paragraph of text, a photo on every third, visits over two years. */
function checkin(i: number, random: () => number): CheckinRecord {
  const visitDate = new Date(Date.now() - Math.floor(random() * 730) * 86_400_000).toISOString().slice(0, 10)
  const userId = `traveller${String(i).padStart(4, '0')}`
  const at = new Date().toISOString()
  const state = CHECKIN_STATES[i % 17 === 0 ? 2 : i % 5 === 0 ? 1 : 0] ?? DEFAULT_CHECKIN_STATE
  return {
    id: checkinId(event.id, userId, visitDate),
    eventId: event.id,
    userId,
    userName: `Traveller ${i}`,
    visitDate,
    state,
    rating: i % 4 === 0 ? null : 1 + Math.floor(random() * 5),
    text: 'Quiet night by the water, the tap by the gate works again and the road is fine for a caravan.',
    photos:
      i % 3 === 0
        ? [
            `https://firebasestorage.googleapis.com/v0/b/bench.appspot.com/o/checkins%2F${userId}%2F1_visit.jpg?alt=media&token=0b6f3a52-8d7e-4c1a-9f2e-1d2c3b4a5e6f`,
          ]
        : [],
    access: 0,
    createdAt: at,
    updatedAt: at,
  }
}

const dir = await mkdtemp(join(tmpdir(), 'checkin-bench-'))
try {
  const { random } = seeded(11)
  const store = await openEmbeddedStore(dir)
  await store.events.createEvent(event)
  for (let i = 0; i < EXISTING; i++) await store.checkins.saveCheckin(checkin(i, random))

  const saves: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await store.checkins.saveCheckin(checkin(EXISTING + i, random))
    saves.push(performance.now() - started)
  }

  const { url, server } = await listen(benchApp(store))
  const pageTimes: number[] = []
  let body = ''
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    body = await (await fetch(`${url}/api/events/${event.id}/checkins`)).text()
    pageTimes.push(performance.now() - started)
  }
  server.close()

  // A list page of 24 events, a third of them visited and rated: the bytes the summary adds to it.
  const listPage = (summary: boolean) =>
    JSON.stringify({
      success: true,
      data: Array.from({ length: 24 }, (_, i) => {
        const visited = i % 3 === 0
        const record: EventRecord = {
          ...event,
          id: `benchevent${String(i).padStart(10, '0')}`,
          ...NO_CHECKINS,
          ...(visited
            ? { checkins: 3, ratingSum: 13, ratingCount: 3, ratingAverage: 13 / 3, lastVisit: '2026-10-02' }
            : {}),
        }
        const item = toEventListItemDto(record)
        if (summary) return item
        const { checkins: _c, rating: _r, lastVisit: _l, state: _s, ...bare } = item
        return bare
      }),
      nextCursor: null,
    }).length
  const [without, withSummary] = [listPage(false), listPage(true)]

  const rows = [
    [
      'Store.saveCheckin on an event with 200+ check-ins (embedded store), median',
      `${median(saves).toFixed(2)} ms`,
    ],
    ['the same, p95', `${p95(saves).toFixed(2)} ms`],
    ['first page of check-ins (10), raw', `${body.length.toLocaleString('en')} B`],
    ['first page of check-ins (10), gzip', `${gzipSync(body).byteLength.toLocaleString('en')} B`],
    ['first page of check-ins, server time median', `${median(pageTimes).toFixed(2)} ms`],
    [
      'a list page of 24, a third visited: raw without and with the summaries',
      `${without.toLocaleString('en')} B → ${withSummary.toLocaleString('en')} B (+${((withSummary / without - 1) * 100).toFixed(1)} %)`,
    ],
  ]
  console.log(`check-ins (${RUNS} runs, load ${loadavg()[0]?.toFixed(2)})`)
  for (const [name, value] of rows) console.log(`  ${name}: ${value}`)
} finally {
  await rm(dir, { recursive: true, force: true })
}
