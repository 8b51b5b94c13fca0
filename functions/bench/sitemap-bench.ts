// npm run bench:sitemap — what a request of the sitemap costs at many events: /sitemap.xml (the index),
// its first part of events and the site's pages, each answer's size, server time and Firestore reads, on
// the embedded store at 100,000 events and, under the Firestore emulator, on Firestore at 20,000.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { EVENTS_PAGE_MAX } from '@travel/domain'
import { createPagesApp } from '../src/pages/pages-app'
import { createServices, type AccountAdmin, type Services } from '../src/services'
import { eventDocument, firestoreStore } from '../src/store/firestore'
import { newId } from '../src/store/shared/new-id'
import { NO_CHECKINS, type EventRecord, type Store } from '../src/store/port'
import { embeddedStoreWith, listen, NO_FILES, seeded } from './bench-app'
import { kb, median } from './bench-report'
import { NO_OTHER_FILES } from './bench-events'

const EMBEDDED_EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000)
const FIRESTORE_EVENTS = Number(process.env.BENCH_FIRESTORE_EVENTS ?? 20_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ORIGIN = 'https://travel.example'

/** Events as the API makes them: newId's ids, one in twenty gone, one in a hundred hidden by reports. */
function events(count: number): EventRecord[] {
  const { random } = seeded(7)
  const now = Date.now()
  return Array.from({ length: count }, (_, i) => {
    const updatedAt = new Date(now - Math.floor(random() * 900) * 86_400_000).toISOString()
    const listing = i % 100 === 0 ? 'hidden' : i % 20 === 0 ? 'gone' : 'shown'
    return {
      ...NO_CHECKINS,
      id: newId(),
      title: `Place ${i}`,
      description: 'A place worth the trip.',
      image: 'http://127.0.0.1:9199/v0/b/bench/o/e.jpg',
      ...NO_OTHER_FILES,
      coordinates: [48 + random(), 17 + random()],
      access: 1,
      date: updatedAt.slice(0, 10),
      section: { main: 'camp', sub: 'natural' },
      country: 'Slovakia',
      ownerId: `user${i % 200}`,
      ownerName: `Traveller ${i % 200}`,
      createdAt: updatedAt,
      updatedAt,
      ...(i % 3 === 0 ? { lastVisit: updatedAt.slice(0, 10), checkins: 1 } : {}),
      ...(listing === 'gone' ? { state: 'gone' as const } : {}),
      ...(listing === 'hidden' ? { hidden: true } : {}),
      listing,
    }
  })
}

/**
 * The store billed as Firestore bills the same queries: a count a read per 1,000 counted, a query a read
 * per document it answers, at least one. The Firestore adapter tells its sitemap reads itself, not a list's.
 */
function billed(store: Store, add: (reads: number) => void, sitemapToo: boolean): Store {
  const listEvents: Store['events']['listEvents'] = async (filter, limit, after) => {
    const page = await store.events.listEvents(filter, limit, after)
    add(Math.max(page.events.length + (page.next ? 1 : 0), 1))
    return page
  }
  if (!sitemapToo) return { ...store, events: { ...store.events, listEvents } }
  return {
    ...store,
    events: {
      ...store.events,
      listEvents,
      async countListed(listing) {
        const count = await store.events.countListed(listing)
        add(Math.max(Math.ceil(count / 1000), 1))
        return count
      },
      async listedInIdRange(listing, range, max) {
        const found = await store.events.listedInIdRange(listing, range, max)
        add(Math.max(found.events.length + (found.truncated ? 1 : 0), 1))
        return found
      },
    },
  }
}

const notUsed = () => Promise.reject(new Error('the sitemap never asks for this'))
const noAccounts: AccountAdmin = {
  createUser: notUsed,
  updateUser: notUsed,
  deleteUser: notUsed,
  getUser: notUsed,
}

function servicesOver(store: Store): Services {
  return createServices({
    accounts: noAccounts,
    store,
    files: NO_FILES,
    storage: { bucket: 'bench.appspot.com', origins: [] },
  })
}

/** What the sitemap read before it was cut into ranges: every listed event, a list page at a time. */
async function everyListedEvent(events: Services['events']): Promise<number> {
  let cursor: string | undefined
  let count = 0
  do {
    const page = await events.list({ limit: EVENTS_PAGE_MAX, ...(cursor ? { cursor } : {}) })
    count += page.events.length
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return count
}

/** One table: the sitemap's requests over `store`, `reads()` counting what each cost on Firestore. */
async function measure(name: string, total: number, store: Store, counter: { reads: number }) {
  const services = servicesOver(store)
  const app = createPagesApp({
    events: services.events,
    sharedLists: services.sharedLists,
    renderer: notUsed,
    origin: ORIGIN,
  })
  const { url, server } = await listen(app)
  const rows: string[][] = []
  try {
    async function row(path: string) {
      const times: number[] = []
      let body = ''
      let reads = 0
      for (let i = 0; i < RUNS + 1; i++) {
        counter.reads = 0
        const started = performance.now()
        const res = await fetch(url + path)
        body = await res.text()
        if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`)
        if (i >= 1) times.push(performance.now() - started) // one warm-up run
        reads = counter.reads
      }
      const listed = (body.match(/<loc>/g) ?? []).length
      const what = body.includes('<sitemapindex')
        ? `${listed} parts`
        : `${listed.toLocaleString('en')} addresses`
      rows.push([
        `\`${path}\``,
        what,
        kb(Buffer.byteLength(body)),
        kb(gzipSync(body).byteLength),
        `${median(times).toFixed(0)} ms`,
        reads.toLocaleString('en'),
      ])
    }
    await row('/sitemap.xml')
    await row('/sitemap-1.xml')
    await row('/sitemap-2.xml')
    counter.reads = 0
    const started = performance.now()
    const listed = await everyListedEvent(services.events)
    rows.push([
      'every listed event, a list page at a time (the sitemap before)',
      `${listed.toLocaleString('en')} events`,
      '',
      '',
      `${(performance.now() - started).toFixed(0)} ms`,
      counter.reads.toLocaleString('en'),
    ])
  } finally {
    server.close()
  }
  console.log(
    `\n${name}: ${total.toLocaleString('en')} events, median of ${RUNS} runs, load ${loadavg()[0]?.toFixed(2)}\n`,
  )
  console.log('| request | answer | size | gzip | server time | Firestore reads |')
  console.log('|---|---|---:|---:|---:|---:|')
  for (const r of rows) console.log(`| ${r.join(' | ')} |`)
}

{
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-bench-'))
  try {
    const store = await embeddedStoreWith(dir, events(EMBEDDED_EVENTS))
    const counter = { reads: 0 }
    await measure(
      'Embedded store',
      EMBEDDED_EVENTS,
      billed(store, (n) => (counter.reads += n), true),
      counter,
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.log('\nFIRESTORE_EMULATOR_HOST is not set: Firestore left out (`npm run bench:sitemap` starts it).')
} else {
  const app = initializeApp({ projectId: `demo-sitemap-bench-${Date.now()}` }, 'sitemap-bench')
  const db = getFirestore(app)
  const started = performance.now()
  const writer = db.bulkWriter()
  for (const event of events(FIRESTORE_EVENTS))
    void writer.set(db.collection('events').doc(event.id), eventDocument(event))
  await writer.close()
  console.log(
    `\n${FIRESTORE_EVENTS} events written to the emulator in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  const counter = { reads: 0 }
  const store = firestoreStore(() => db, { onReads: (n) => (counter.reads += n) })
  await measure(
    'Firestore emulator',
    FIRESTORE_EVENTS,
    billed(store, (n) => (counter.reads += n), false),
    counter,
  )
}
