// npm run bench:search — what search costs at 10,000 events: search pages' req/s and latency beside the
// unfiltered first page on the local API app, and the size and write cost of each event's `searchWords`.
// The server runs in a child process so autocannon and the app do not share one event loop.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { COUNTRIES, eventSearchIndex, MAIN_SECTIONS, SUBSECTIONS, type SearchableEvent } from '@travel/domain'
import { measure, startBenchServer } from '@travel/functions/bench'
import { DEMO_EVENTS } from '@travel/local/seed'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const PAGE = 'limit=24'
const SEARCHES: { name: string; q: string }[] = [
  { name: 'a common word', q: 'jazero' },
  { name: 'two words, each common, together rarer', q: 'slovensko kemp' },
  { name: 'a rare word beginning', q: 'transfag' },
  { name: 'a word no event has', q: 'zanzibar' },
]

// ── 1. throughput and latency ────────────────────────────────────────────────────────────────────────
const textsDir = mkdtempSync(join(tmpdir(), 'search-bench-'))
const textsFile = join(textsDir, 'texts.json')
writeFileSync(
  textsFile,
  JSON.stringify(DEMO_EVENTS.map(({ title, description }) => ({ title, description }))),
)
const { server, ready } = await startBenchServer<{ api: string; hello: string; events: number }>(
  new URL('../functions/bench/bench-server.ts', import.meta.url),
  { ...process.env, BENCH_TEXTS_FILE: textsFile },
)

const run = (name: string, url: string) =>
  measure(name, url, { connections: CONNECTIONS, duration: DURATION, cpuUrl: `${ready.hello}/cpu` })

/** How many events a search finds in all, following its pages to the end. */
async function matches(q: string): Promise<number> {
  let count = 0
  let cursor: string | null = null
  do {
    const url: string = `${ready.api}/api/events?q=${encodeURIComponent(q)}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
    const page = (await (await fetch(url)).json()) as { data: unknown[]; nextCursor: string | null }
    count += page.data.length
    cursor = page.nextCursor
  } while (cursor)
  return count
}

const rows: string[] = []
try {
  // The embedded store builds its word index on the first search: that one request pays for it.
  const firstStarted = performance.now()
  const first = (await (await fetch(`${ready.api}/api/events?q=jazero&${PAGE}`)).json()) as {
    data: unknown[]
  }
  const firstMs = performance.now() - firstStarted
  if (first.data.length !== 24)
    throw new Error(`"jazero" found ${first.data.length} events on its first page`)

  const results = [await run('first page of 24, no filter', `${ready.api}/api/events?${PAGE}`)]
  for (const { name, q } of SEARCHES) {
    const url = `${ready.api}/api/events?q=${encodeURIComponent(q)}&${PAGE}`
    results.push(await run(`search "${q}": ${name} (${await matches(q)} events match)`, url))
  }
  rows.push(
    `${ready.events} events; the first search (which builds the embedded store's word index) took ${firstMs.toFixed(0)} ms`,
    `${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, ${cpus().length} CPUs, ` +
      `load average ${loadavg()[0]?.toFixed(1)} at the end\n`,
    '| page | req/s | p50 ms | p99 ms | server CPU per request |',
    '|---|---:|---:|---:|---:|',
    ...results.map(
      (r) => `| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${Math.round(r.cpuUs)} µs |`,
    ),
  )
} finally {
  server.kill('SIGTERM')
  rmSync(textsDir, { recursive: true, force: true })
}

// ── 2. size and write cost per event ─────────────────────────────────────────────────────────────────
/** Firestore's stored size of the field: its name + 1, and each string's UTF-8 bytes + 1 (documented). */
function fieldBytes(words: string[]): number {
  return 'searchWords'.length + 1 + words.reduce((sum, w) => sum + Buffer.byteLength(w) + 1, 0)
}

/** The demo community's texts on every section and country, as the HTTP bench seeds them. */
function sampleEvents(): SearchableEvent[] {
  return Array.from({ length: 10_000 }, (_, i) => {
    const demo = DEMO_EVENTS[i % DEMO_EVENTS.length]!
    const main = MAIN_SECTIONS[i % MAIN_SECTIONS.length]!
    const subs = SUBSECTIONS[main]
    return {
      title: `${demo.title} ${i}`,
      description: demo.description,
      country: COUNTRIES[i % COUNTRIES.length]!,
      section: { main, sub: subs[i % Math.max(subs.length, 1)] ?? null } as SearchableEvent['section'],
    }
  })
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

const events = sampleEvents()
const indexes = events.map(eventSearchIndex)
const entries = indexes.map((w) => w.length).sort((a, b) => a - b)
const bytes = indexes.map(fieldBytes).sort((a, b) => a - b)
// Firestore writes one entry per array element into every composite index that holds the field.
const composite = (
  JSON.parse(readFileSync(new URL('../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: { fields: { fieldPath: string }[] }[]
  }
).indexes.filter((index) => index.fields.some((f) => f.fieldPath === 'searchWords')).length
// CPU time to compute one event's index (what a create or an update adds), after a warm-up pass.
for (const e of events.slice(0, 1000)) eventSearchIndex(e)
const started = performance.now()
for (const e of events) eventSearchIndex(e)
const computeUs = ((performance.now() - started) * 1000) / events.length
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

rows.push(
  '',
  `| per event (${events.length} demo texts) | median | p90 | max | mean |`,
  '|---|---:|---:|---:|---:|',
  `| word beginnings stored | ${quantile(entries, 0.5)} | ${quantile(entries, 0.9)} | ${entries.at(-1)} | ${mean(entries).toFixed(0)} |`,
  `| extra document bytes (Firestore size) | ${quantile(bytes, 0.5)} | ${quantile(bytes, 0.9)} | ${bytes.at(-1)} | ${mean(bytes).toFixed(0)} |`,
  `| index entries written on create (× ${composite} composite indexes) | ${quantile(entries, 0.5)! * composite} | ${quantile(entries, 0.9)! * composite} | ${entries.at(-1)! * composite} | ${(mean(entries) * composite).toFixed(0)} |`,
  '',
  `computing one event's index: ${computeUs.toFixed(1)} µs of CPU (mean over ${events.length})`,
)
console.log(`\n${rows.join('\n')}`)
