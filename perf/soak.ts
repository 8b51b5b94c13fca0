// A soak of a running `npm start`: mixed traffic at a modest rate through the web server (API requests of
// every kind, as local/src/traffic.ts sends them, and page loads) for as long as asked, with the stack's
// memory sampled each minute. Run by hand, not in CI: `npm run soak -- --minutes 60`.
import { readdirSync, readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { sendMixedTraffic } from '@travel/local/traffic'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:5173' },
    minutes: { type: 'string', default: '60' },
    // API requests a round (a round takes at least a second), with one page load
    rate: { type: 'string', default: '10' },
    pid: { type: 'string' },
  },
})
const url = values.url.replace(/\/$/, '')
const minutes = Number(values.minutes)
const rate = Number(values.rate)

/** The process of `npm start` (the launcher runs every server of the stack in it), unless --pid says. */
function stackPid(): number | null {
  if (values.pid) return Number(values.pid)
  // `npm start` is a shell, tsx and the node process that runs the stack: the largest of them
  let found: { pid: number; rss: number } | null = null
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('local/src/start.ts')) continue
      const rss = rssMb(Number(entry)) ?? 0
      if (!found || rss > found.rss) found = { pid: Number(entry), rss }
    } catch {
      // gone meanwhile
    }
  }
  return found?.pid ?? null
}

function rssMb(pid: number | null): number | null {
  if (pid === null) return null
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Math.round(Number(match[1]) / 1024) : null
  } catch {
    return null
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN

// The dev server compiles the server entry on the first page it renders: not what is measured here.
const pages = ['/', '/events/camp', '/privacy-policy']
for (const path of pages)
  await fetch(`${url}${path}`, { signal: AbortSignal.timeout(180_000) }).then((res) => res.arrayBuffer())

const pid = stackPid()
const started = Date.now()
const end = started + minutes * 60_000
let sent = 0
let failures = 0
let pageFailures = 0
let pageTimes: number[] = []
const memory: number[] = []
console.log(
  `soak: ${url}, ${minutes} min, rounds of ${rate} API requests and a page, one a second at most; stack pid ${pid ?? 'unknown'}`,
)
console.log('minute  requests  failures  page p50 ms  page p99 ms  RSS MB')

let nextReport = started + 60_000
while (Date.now() < end) {
  const second = Date.now()
  const page = (async () => {
    const t0 = performance.now()
    try {
      const res = await fetch(`${url}${pages[sent % pages.length]}`, { signal: AbortSignal.timeout(10_000) })
      await res.arrayBuffer()
      if (res.status !== 200) pageFailures++
    } catch {
      pageFailures++
    }
    pageTimes.push(performance.now() - t0)
  })()
  const report = await sendMixedTraffic(url, { requests: rate, concurrency: Math.min(rate, 4) })
  await page
  sent += report.sent
  failures += report.failures.length
  for (const failure of report.failures) console.log(`  failed: ${failure.kind}: ${failure.outcome}`)
  if (Date.now() >= nextReport) {
    const sorted = [...pageTimes].sort((a, b) => a - b)
    const rss = rssMb(pid)
    if (rss !== null) memory.push(rss)
    const minute = Math.round((Date.now() - started) / 60_000)
    console.log(
      `${String(minute).padStart(6)}  ${String(sent).padStart(8)}  ${String(failures + pageFailures).padStart(8)}  ${percentile(sorted, 50).toFixed(0).padStart(11)}  ${percentile(sorted, 99).toFixed(0).padStart(11)}  ${String(rss ?? '-').padStart(6)}`,
    )
    pageTimes = []
    nextReport += 60_000
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - second))))
}

const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).catch(() => null)
const answering = health?.status === 200
console.log(
  `soak done: ${sent} API requests, ${failures} failed; ${pageFailures} pages failed; still answering: ${answering}; ` +
    `RSS first/last/max minute: ${memory[0] ?? '-'}/${memory.at(-1) ?? '-'}/${memory.length ? Math.max(...memory) : '-'} MB`,
)
process.exit(answering && failures === 0 && pageFailures === 0 ? 0 : 1)
