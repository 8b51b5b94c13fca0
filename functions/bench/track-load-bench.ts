// npm run bench:track-load — how long a reader waits for `GET /api/health` while other users save events
// with the heaviest route file the API accepts: alone, then with saves kept in flight. The API runs in a
// child process (track-load-server.ts) so the load generator and the app do not share one event loop.
import { cpus, loadavg } from 'node:os'
import autocannon, { type Result } from 'autocannon'
import { assertClean, startBenchServer } from './bench-child'
import { median } from './bench-report'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const SAVES = Number(process.env.BENCH_SAVES ?? 6)
const CONNECTIONS = 2

const { server, ready } = await startBenchServer<{
  api: string
  token: string
  fileBytes: number
  points: number
  body: unknown
}>(new URL('./track-load-server.ts', import.meta.url))

async function save(): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${ready.api}/api/events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ready.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(ready.body),
  })
  if (res.status !== 201) throw new Error(`a save answered ${res.status}: ${await res.text()}`)
  return performance.now() - started
}

async function health(): Promise<Result> {
  const url = `${ready.api}/api/health`
  return assertClean('/api/health', await autocannon({ url, connections: CONNECTIONS, duration: DURATION }))
}

try {
  // Warm-up: one save (the first read of a file starts whatever it needs) and a short health run.
  await save()
  await autocannon({ url: `${ready.api}/api/health`, connections: CONNECTIONS, duration: 2 })

  const alone = await health()
  const loadAlone = loadavg()[0] ?? 0

  let running = true
  const saveTimes: number[] = []
  const loops = Array.from({ length: SAVES }, async () => {
    while (running) saveTimes.push(await save())
  })
  const busy = await health()
  running = false
  await Promise.all(loops)
  const loadBusy = loadavg()[0] ?? 0

  console.log(
    `\nroute file: ${(ready.fileBytes / 1024 / 1024).toFixed(2)} MB, ${ready.points} points; ` +
      `${CONNECTIONS} connections to /api/health for ${DURATION} s; Node ${process.version}, ${cpus().length} CPUs\n`,
  )
  console.log('| /api/health | load avg | req/s | p50 ms | p99 ms | max ms | saves answered | save median |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|')
  const row = (name: string, r: Result, load: number, saves: string, saveMs: string) =>
    console.log(
      `| ${name} | ${load.toFixed(1)} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ` +
        `${r.latency.p99} | ${r.latency.max} | ${saves} | ${saveMs} |`,
    )
  row('alone', alone, loadAlone, '–', '–')
  row(
    `${SAVES} saves in flight`,
    busy,
    loadBusy,
    String(saveTimes.length),
    `${(median(saveTimes) / 1000).toFixed(1)} s`,
  )
} finally {
  server.kill('SIGTERM')
}
