// Child process of api-bench.ts: the local API app (createApp on the embedded store) seeded with 10,000
// events, and a bare Express "hello" app as the baseline, on free ports. Prints one JSON line with the
// URLs and the seed and load times, then serves until killed.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { COUNTRIES, MAIN_SECTIONS, SUBSECTIONS, type Country } from '@travel/domain'
import { openEmbeddedStore } from '../src/store/embedded'
import type { EventRecord } from '../src/store/port'
import { benchApp, listen, seeded } from './bench-app'
import { benchPhotoUrl, NO_OTHER_FILES } from './bench-events'

const EVENTS = 10_000
/**
 * BENCH_TEXTS_FILE (the search bench) names a JSON array of { title, description }: real titles and
 * descriptions the events take in turn, each title with the event's number, so words are as varied and as
 * common as on the site. Without it every event has the same short text, as the list bench has always
 * measured.
 */
const TEXTS = process.env.BENCH_TEXTS_FILE
  ? (JSON.parse(readFileSync(process.env.BENCH_TEXTS_FILE, 'utf8')) as {
      title: string
      description: string
    }[])
  : undefined
/** Most events are in a handful of countries, as on the real site; the rest spread over all of them. */
const COMMON: Country[] = ['Slovakia', 'Czechia', 'Austria', 'Croatia', 'Poland', 'Hungary']

function events(): EventRecord[] {
  const { random, pick } = seeded(42)
  const today = Date.now()
  return Array.from({ length: EVENTS }, (_, i) => {
    const main = pick(MAIN_SECTIONS)
    const subs = SUBSECTIONS[main] as readonly string[]
    const date = new Date(today - Math.floor(random() * 5 * 365) * 86_400_000).toISOString().slice(0, 10)
    const takesCoordinates = main !== 'route' && main !== 'itinerary'
    const text = TEXTS?.[i % TEXTS.length]
    return {
      id: `bench${String(i).padStart(6, '0')}`,
      title: text ? `${text.title} ${i}` : `Event number ${i}`,
      description:
        text?.description ?? `A place worth the trip: ${'quiet roads, a lake and a view. '.repeat(8)}`,
      image: benchPhotoUrl(i),
      ...NO_OTHER_FILES,
      coordinates: takesCoordinates ? [45 + random() * 10, 10 + random() * 15] : [],
      access: pick([0, 1, 2] as const),
      date,
      section: { main, sub: subs.length ? (pick(subs) as EventRecord['section']['sub']) : null },
      country: random() < 0.6 ? pick(COMMON) : pick(COUNTRIES),
      ownerId: `user${i % 200}`,
      ownerName: `Traveller ${i % 200}`,
      createdAt: new Date(today).toISOString(),
      updatedAt: new Date(today).toISOString(),
    }
  })
}

const dir = await mkdtemp(join(tmpdir(), 'api-bench-'))
process.on('SIGTERM', () => {
  void rm(dir, { recursive: true, force: true }).finally(() => process.exit(0))
})

const seedStarted = performance.now()
const writer = await openEmbeddedStore(dir)
await Promise.all(events().map((e) => writer.events.createEvent(e)))
await writer.flush()
const seedMs = performance.now() - seedStarted

// A fresh store reading the file, as the API does when the local stack starts.
const loadStarted = performance.now()
const store = await openEmbeddedStore(dir)
const loadMs = performance.now() - loadStarted

const api = benchApp(store)
const hello = express()
hello.get('/', (_req, res) => {
  res.send('hello')
})
// The bench reads this before and after a run to report server CPU time per request.
hello.get('/cpu', (_req, res) => {
  res.json(process.cpuUsage())
})

console.log(
  JSON.stringify({
    api: (await listen(api)).url,
    hello: (await listen(hello)).url,
    seedMs,
    loadMs,
    events: EVENTS,
  }),
)
