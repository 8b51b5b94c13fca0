// npm run perf:ab -- <ref> [pages…]: Lighthouse (mobile) on this checkout (B) and another commit (A), both
// production builds on free ports, alternating which goes first each round so load weighs on both alike.
// Prints each side's median performance score, Total Blocking Time and LCP per page.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const [ref = 'HEAD~1', ...asked] = process.argv.slice(2)
const ROUNDS = Math.max(1, Number(process.env.AB_ROUNDS ?? 3))
const WORKSPACE_MODULES = ['node_modules', 'domain', 'functions', 'web', 'local', 'testing', 'e2e']

interface Side {
  name: 'A' | 'B'
  root: string
  webUrl: string
  eventId: string
  child: ChildProcess
}

/** The line the child prints once its stack answers: `READY <webUrl> <apiUrl>`. */
const STARTER = `
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePorts } from './local/src/ports.ts'
import { startStack } from './local/src/stack.ts'
const stack = await startStack({
  ports: await freePorts(),
  dataDir: mkdtempSync(join(tmpdir(), 'ab-data-')),
  webMode: 'preview',
})
console.log('READY', stack.webUrl, stack.apiUrl)
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)))
`

/** A's tree beside this one, its node_modules hard links of these (no install, no download). */
function checkoutBase(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ab-base-'))
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'inherit' })
  for (const folder of WORKSPACE_MODULES) {
    const from = folder === 'node_modules' ? join(ROOT, folder) : join(ROOT, folder, 'node_modules')
    const to = folder === 'node_modules' ? join(dir, folder) : join(dir, folder, 'node_modules')
    if (existsSync(from) && existsSync(join(to, '..')) && !existsSync(to))
      execFileSync('cp', ['-al', from, to])
  }
  return dir
}

function startSide(name: Side['name'], root: string): Promise<Side> {
  return new Promise((resolve, reject) => {
    // a file, not --eval: the stack's own child processes inherit the flags node was started with
    const starter = join(root, '.ab-start.ts')
    writeFileSync(starter, STARTER)
    const child = spawn(process.execPath, ['--import', 'tsx', starter], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.on('exit', (code) => reject(new Error(`${name}'s stack exited (${code}) before it was ready`)))
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const ready = /READY (\S+) (\S+)/.exec(out)
      if (!ready) return
      const [, webUrl = '', apiUrl = ''] = ready
      void fetch(`${apiUrl}/api/events?limit=1&section=camp`)
        .then(async (res) => ((await res.json()) as { data: { _id: string }[] }).data[0]?._id ?? '')
        .then((eventId) => resolve({ name, root, webUrl, eventId, child }), reject)
    })
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

const base = checkoutBase()
const sides: Side[] = []
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
try {
  // one at a time: two production builds at once would only slow both on two cores
  sides.push(await startSide('A', base))
  sides.push(await startSide('B', ROOT))
  const pages = asked.length ? asked : ['/', '/events/camp/natural', '/events/:id']
  console.log(
    `A = ${ref} (${execFileSync('git', ['rev-parse', '--short', ref], { cwd: ROOT }).toString().trim()}), B = this checkout; ${ROUNDS} rounds`,
  )
  for (const page of pages) {
    const results: Record<Side['name'], { score: number[]; tbt: number[]; lcp: number[] }> = {
      A: { score: [], tbt: [], lcp: [] },
      B: { score: [], tbt: [], lcp: [] },
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        const url = `${side.webUrl}${page.replace(':id', side.eventId)}`
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        const { lhr } = result
        results[side.name].score.push(Math.round((lhr.categories.performance?.score ?? 0) * 100))
        results[side.name].tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? NaN)
        results[side.name].lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)
      }
    }
    for (const name of ['A', 'B'] as const) {
      const r = results[name]
      console.log(
        `${page.padEnd(22)} ${name}: performance ${median(r.score)} [${r.score.join(', ')}]  TBT ${Math.round(median(r.tbt))} ms [${r.tbt.map(Math.round).join(', ')}]  LCP ${Math.round(median(r.lcp))} ms`,
      )
    }
  }
  console.log(
    `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  )
} finally {
  chrome.kill()
  await Promise.all(
    sides.map(
      (side) =>
        new Promise((stopped) => {
          side.child.removeAllListeners('exit').once('exit', stopped)
          side.child.kill('SIGTERM')
        }),
    ),
  )
  rmSync(join(ROOT, '.ab-start.ts'), { force: true })
  execFileSync('git', ['worktree', 'remove', '--force', base], { cwd: ROOT })
  rmSync(base, { recursive: true, force: true })
}
