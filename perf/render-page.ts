// npm run perf:pages: how fast a server-rendered page is (docs/rendering.md): the renderer's cold start and
// first renders in fresh Node processes, then time to first byte of an event page on the local stack's
// production build, first request and warm median. PERF_RUNS sets the runs.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { makeEvent } from '@travel/web/testing/event-factories'
import { someEventId, withProductionStack } from './measure-stack'

const RUNS = Number(process.env.PERF_RUNS ?? 10)
const webDir = fileURLToPath(new URL('../web/', import.meta.url))
const entry = `${webDir}dist-server/entry-server.js`

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(0)} ms`

if (!existsSync(entry)) execFileSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' })

// An event as the API answers it, a track-less camp (the renderer's work, not the store's).
const event = makeEvent({ _id: 'perf-event', title: 'Lake camp under the Tatras' })

const coldScript = `
  const t0 = performance.now()
  const { renderPage } = await import(${JSON.stringify(entry)})
  const t1 = performance.now()
  const event = ${JSON.stringify(event)}
  const data = {
    listEvents: async () => ({ success: true, data: [event], nextCursor: null }),
    getEvent: async () => event,
  }
  const request = { url: '/events/perf-event', origin: 'https://example.com', language: 'en', data }
  const first = await renderPage(request)
  const t2 = performance.now()
  await renderPage(request)
  const t3 = performance.now()
  if (first.status !== 200 || !first.html.includes(event.title)) throw new Error('the page did not render')
  console.log(JSON.stringify({ load: t1 - t0, first: t2 - t1, warm: t3 - t2 }))
`

const cold: { load: number; first: number; warm: number }[] = []
for (let i = 0; i < RUNS; i++) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', coldScript], {
    cwd: webDir,
    encoding: 'utf8',
  })
  cold.push(JSON.parse(out.trim().split('\n').pop() ?? '{}') as (typeof cold)[number])
}
const load = median(cold.map((c) => c.load))
const first = median(cold.map((c) => c.first))
console.log(`Renderer cold start (median of ${RUNS} fresh Node processes):`)
console.log(`  import of the server build       ${ms(load)}`)
console.log(`  first render of an event page    ${ms(first)}`)
console.log(`  import + first render            ${ms(load + first)}`)
console.log(`  a second render (warm)           ${ms(median(cold.map((c) => c.warm)))}`)

await withProductionStack(async (stack) => {
  const id = await someEventId(stack)
  const url = `${stack.webUrl}/events/${id}`
  const ttfb = async () => {
    const started = performance.now()
    const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
    const headers = performance.now() - started
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
    return headers
  }
  const firstRequest = await ttfb()
  const warm: number[] = []
  for (let i = 0; i < RUNS * 2; i++) warm.push(await ttfb())
  console.log(`Event page on the production build (npm start -- --prod), time to first byte:`)
  console.log(`  first request after start        ${ms(firstRequest)}`)
  console.log(`  warm (median of ${RUNS * 2})              ${ms(median(warm))}`)
})
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
