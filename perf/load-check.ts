// npm run perf:load — many requests at many connections for the first page of events, through the web
// server's /api proxy and straight to the API, on the local stack with the demo data; fails on any error.
// LOAD_REQUESTS, LOAD_CONNECTIONS, LOAD_WEB_MODE (dev or preview) and the stack's port variables.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 20_000)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50)
const MODE = process.env.LOAD_WEB_MODE === 'preview' ? 'preview' : 'dev'
const PAGE = '/api/events?limit=24'

const root = fileURLToPath(new URL('..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'load-data-'))
// The stack in its own process (as `npm start` runs it), so the load generator does not share its event loop.
const stack = spawn(
  process.execPath,
  ['--import', 'tsx', 'local/src/start.ts', ...(MODE === 'preview' ? ['--prod'] : [])],
  { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
)

function stop(): void {
  if (stack.exitCode === null) stack.kill('SIGINT')
}
process.on('exit', () => {
  stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const urls = await new Promise<{ web: string; api: string }>((resolve, reject) => {
  let output = ''
  stack.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    const web = /Ready: (\S+)/.exec(output)?.[1]
    const api = /API\s+(\S+)\/api/.exec(output)?.[1]
    if (web && api) resolve({ web, api })
  })
  stack.once('exit', (code) =>
    reject(new Error(`the stack exited (${code}) before it was ready:\n${output}`)),
  )
})

/** Resident memory of the stack's process (API, storage server and web server; not the Auth emulator). */
function rssMb(): number {
  const status = readFileSync(`/proc/${stack.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

async function load(name: string, url: string) {
  await autocannon({ url, connections: CONNECTIONS, amount: 1_000 }) // warm-up (JIT, caches)
  const before = rssMb()
  const r = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS })
  const after = rssMb()
  return { name, r, before, after }
}

try {
  const results = [
    await load('through the web server proxy', `${urls.web}${PAGE}`),
    await load('straight to the API', `${urls.api}${PAGE}`),
  ]
  console.log(
    `\n${REQUESTS.toLocaleString('en')} requests of GET ${PAGE} at ${CONNECTIONS} connections, ${MODE} web server, ` +
      `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at the end\n`,
  )
  console.log('| path | answers | errors | non-2xx | req/s | p50 ms | p99 ms | max ms | RSS before → after |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|')
  let failed = false
  for (const { name, r, before, after } of results) {
    const errors = r.errors + r.timeouts
    failed ||= errors > 0 || r.non2xx > 0 || r.requests.total < REQUESTS
    console.log(
      `| ${name} | ${r.requests.total} | ${errors} | ${r.non2xx} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ` +
        `${r.latency.max} | ${before.toFixed(0)} → ${after.toFixed(0)} MB |`,
    )
  }
  if (failed) throw new Error('the load check saw errors, timeouts or non-2xx answers')
} finally {
  stop()
  await new Promise((resolve) => (stack.exitCode === null ? stack.once('exit', resolve) : resolve(null)))
}
