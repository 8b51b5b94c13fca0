// npm run bench:api — throughput and latency of a filtered page of 24 events on the local API app with
// 10,000 events in the embedded store, beside a bare Express "hello" from the same run. The servers run
// in a child process so autocannon (here) and the app do not share one event loop.
import { cpus, loadavg } from 'node:os'
import { measure, startBenchServer } from './bench-child'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = 10
const FILTERED_PAGE = '/api/events?section=camp&country=Slovakia&limit=24'

const { server, ready } = await startBenchServer<{
  api: string
  hello: string
  seedMs: number
  loadMs: number
  events: number
}>(new URL('./bench-server.ts', import.meta.url))

const run = (name: string, url: string) =>
  measure(name, url, { connections: CONNECTIONS, duration: DURATION, cpuUrl: `${ready.hello}/cpu` })

try {
  const page = (await (await fetch(`${ready.api}${FILTERED_PAGE}`)).json()) as { data: unknown[] }
  if (page.data.length !== 24) throw new Error(`the filtered page has ${page.data.length} events, not 24`)

  const results = [
    await run('bare Express "hello"', `${ready.hello}/`),
    await run('GET filtered page of 24', `${ready.api}${FILTERED_PAGE}`),
    await run('GET first page of 24 (no filter)', `${ready.api}/api/events?limit=24`),
  ]
  console.log(
    `\n${ready.events} events seeded in ${ready.seedMs.toFixed(0)} ms; store loaded in ${ready.loadMs.toFixed(0)} ms`,
  )
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, Node ${process.version}, ${cpus().length} CPUs, ` +
      `load average ${loadavg()[0]?.toFixed(1)} at the end (other work on the machine inflates p99)\n`,
  )
  console.log('| endpoint | req/s | p50 ms | p99 ms | requests | server CPU per request |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of results) {
    const cpu = `${Math.round(r.cpuUs)} µs`
    console.log(`| ${r.name} | ${Math.round(r.reqPerSec)} | ${r.p50} | ${r.p99} | ${r.total} | ${cpu} |`)
  }
  console.log(`\nfiltered page: ${FILTERED_PAGE}`)
} finally {
  server.kill('SIGTERM')
}
