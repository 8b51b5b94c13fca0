// What the API benchmarks share: the app under test in a child process (so autocannon and the app never
// share one event loop), waiting for the JSON line it prints once it serves, and measured runs.
import { spawn, type ChildProcessByStdio } from 'node:child_process'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import autocannon, { type Result } from 'autocannon'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** The bench server `script` (a .ts file run with tsx from the repository root), once it has said it is ready. */
export async function startBenchServer<Ready>(
  script: URL,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ server: ChildProcessByStdio<null, Readable, null>; ready: Ready }> {
  const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(script)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  })
  const ready = await new Promise<Ready>((resolve, reject) => {
    let buffer = ''
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const line = buffer.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve(JSON.parse(line) as Ready)
    })
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)))
  })
  return { server, ready }
}

/** Refuses a run that got any error, timeout or non-2xx answer: its figures would measure failures. */
export function assertClean(name: string, r: Result): Result {
  if (r.non2xx || r.errors || r.timeouts) {
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`)
  }
  return r
}

/**
 * autocannon on `url` after a short warm-up (so the JIT has compiled the hot path), with the server's CPU
 * time per request read from `cpuUrl` (process.cpuUsage() as JSON): steady under machine contention.
 */
export async function measure(
  name: string,
  url: string,
  { connections, duration, cpuUrl }: { connections: number; duration: number; cpuUrl: string },
) {
  const serverCpu = async () => {
    const usage = (await (await fetch(cpuUrl)).json()) as { user: number; system: number }
    return usage.user + usage.system
  }
  await autocannon({ url, connections, duration: 2 })
  const cpuBefore = await serverCpu()
  const r = assertClean(name, await autocannon({ url, connections, duration }))
  const cpu = (await serverCpu()) - cpuBefore
  return {
    name,
    url,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    cpuUs: cpu / r.requests.total,
  }
}
