// npm run perf:start: what keeps a phone's main thread busy while a server-rendered page starts its app:
// long tasks of `/`, a list and an event page in fresh contexts, named through the source maps, and the
// run of median blocking time. PERF_RUNS sets the runs, PERF_CPU_SLOWDOWN throttles the CPU.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type CDPSession } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { someEventId, withProductionStack } from './measure-stack'
import { CATEGORIES, type TraceEvent } from './trace-summary'

const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3))
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 1)
/** A task longer than this blocks input (the long-task threshold of the web's performance APIs). */
const LONG_TASK_MS = 50
/** The app starts after the load event (boot.ts); this is long enough for it to have hydrated. */
const QUIET_MS = 4000 + 2000 * CPU_SLOWDOWN
const assetsDir = fileURLToPath(new URL('../web/dist/assets/', import.meta.url))

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}
interface LongTask {
  /** ms since navigation */
  start: number
  duration: number
  /** the deepest function holding most of the task */
  doing: string
  /** share of the task's samples per package (or the app's own code) */
  packages: string
}
interface Run {
  blockingMs: number
  fcp: number
  tasks: LongTask[]
}

const sourceMaps = new Map<string, SourceMapConsumer | null>()

/** Where a profiled function comes from: its name and file in the sources, through the build's map. */
function origin(frame: ProfileNode['callFrame']): { name: string; source: string } {
  const file = frame.url.split('/').pop() ?? ''
  if (!sourceMaps.has(file)) {
    let map: SourceMapConsumer | null = null
    try {
      map = new SourceMapConsumer(JSON.parse(readFileSync(`${assetsDir}${file}.map`, 'utf8')))
    } catch {
      // not a file of the build (the browser's own work, or an inline script)
    }
    sourceMaps.set(file, map)
  }
  const map = sourceMaps.get(file)
  if (!map) return { name: frame.functionName || '(anonymous)', source: file }
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber + 1 })
  if (!at.source) return { name: frame.functionName || '(anonymous)', source: file }
  // a package's path from its name on, the app's own from src/ on (the shared domain package's too)
  const path = at.source.includes('node_modules/')
    ? at.source.replace(/^.*node_modules\//, '')
    : at.source.replace(/^.*\/src\//, 'src/')
  const source = `${path}:${at.line}`
  return {
    name: at.name ?? declaredAt(map, at.source, at.line) ?? (frame.functionName || '(anonymous)'),
    source,
  }
}

/** The name a function is declared with on a line of its source (the map names calls, not declarations). */
function declaredAt(map: SourceMapConsumer, source: string, line: number): string | undefined {
  const text = map.sourceContentFor(source, true)?.split('\n')[line - 1] ?? ''
  return /function\s*\*?\s*([\w$]+)|([\w$]+)\s*(?:=\s*(?:async\s*)?)?\(/.exec(text)?.slice(1).find(Boolean)
}

function packageOf(source: string): string {
  if (source.startsWith('src/')) return 'the app'
  const parts = source.split('/')
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source)
}

/** Names the work of each long task from the samples the CPU profile took during it. */
function describeTasks(profile: Profile, tasks: { ts: number; dur: number; start: number }[]): LongTask[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const stamps: number[] = []
  let time = profile.startTime
  for (const delta of profile.timeDeltas) stamps.push((time += delta))
  const IDLE = ['(root)', '(program)', '(idle)']

  return tasks.map((task) => {
    const inclusive = new Map<number, number>()
    const perPackage = new Map<string, number>()
    let sampled = 0
    for (const [i, sample] of profile.samples.entries()) {
      const at = stamps[i]!
      if (at < task.ts || at > task.ts + task.dur) continue
      const weight = profile.timeDeltas[i + 1] ?? 0
      sampled += weight
      const frame = byId.get(sample)!.callFrame
      const own = IDLE.includes(frame.functionName)
        ? frame.functionName === '(program)'
          ? 'the browser'
          : 'idle'
        : frame.functionName === '(garbage collector)'
          ? 'garbage collection'
          : frame.url
            ? packageOf(origin(frame).source)
            : 'the browser'
      perPackage.set(own, (perPackage.get(own) ?? 0) + weight)
      for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id))
        inclusive.set(id, (inclusive.get(id) ?? 0) + weight)
    }
    // from the root, into the child holding most of the time while it holds at least half the task
    let doing = 'the browser (style, layout, parsing)'
    let node = byId.get(profile.nodes[0]!.id)!
    for (;;) {
      const heaviest = (node.children ?? [])
        .map((id) => byId.get(id)!)
        .filter((child) => !IDLE.includes(child.callFrame.functionName))
        .sort((a, b) => (inclusive.get(b.id) ?? 0) - (inclusive.get(a.id) ?? 0))[0]
      if (!heaviest || (inclusive.get(heaviest.id) ?? 0) < sampled / 2) break
      node = heaviest
      const { name, source } = origin(node.callFrame)
      if (node.callFrame.url) doing = `${name} (${source})`
    }
    const packages = [...perPackage]
      .filter(([, us]) => sampled > 0 && us / sampled >= 0.1)
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${Math.round((100 * us) / sampled)}%`)
      .join(', ')
    return { start: Math.round(task.start), duration: Math.round(task.dur / 1000), doing, packages }
  })
}

async function traceTasks(cdp: CDPSession, work: () => Promise<void>) {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data: { value: object[] }) => events.push(...(data.value as TraceEvent[])))
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 })
  await cdp.send('Profiler.start')
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' })
  await work()
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.end')
  await complete
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  // the page's renderer: the one that marked the navigation's start
  const navigation = events.find((e) => e.name === 'navigationStart')
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === navigation?.pid,
  )
  if (!navigation || !main) throw new Error('the trace holds no navigation of the page')
  const tasks = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.name === 'RunTask' &&
        (e.dur ?? 0) > LONG_TASK_MS * 1000,
    )
    .map((e) => ({ ts: e.ts, dur: e.dur!, start: (e.ts - navigation.ts) / 1000 }))
  return { profile, tasks }
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const { profile, tasks } = await traceTasks(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' })
      await page.waitForTimeout(QUIET_MS)
    })
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    )
    const described = describeTasks(profile, tasks)
    const blockingMs = described
      .filter((t) => t.start >= fcp)
      .reduce((sum, t) => sum + Math.max(0, t.duration - LONG_TASK_MS), 0)
    return { blockingMs, fcp: Math.round(fcp), tasks: described }
  } finally {
    await browser.close()
  }
}

await withProductionStack(async (stack) => {
  const eventId = await someEventId(stack)
  const pages = {
    '/': '/',
    '/events/camp/natural': '/events/camp/natural',
    '/events/:id': `/events/${eventId}`,
  }
  console.log(`CPU slowdown ${CPU_SLOWDOWN}×, ${RUNS} runs per page, the run of median blocking time:`)
  for (const [name, path] of Object.entries(pages)) {
    const runs: Run[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${stack.webUrl}${path}`))
    runs.sort((a, b) => a.blockingMs - b.blockingMs)
    const median = runs[Math.floor(runs.length / 2)]!
    const all = runs.map((r) => r.blockingMs).join('/')
    console.log(`\n${name}: blocking ${median.blockingMs} ms (${all}), first paint ${median.fcp} ms`)
    for (const task of median.tasks)
      console.log(
        `  ${String(task.duration).padStart(4)} ms at ${task.start} ms  ${task.doing}  [${task.packages}]`,
      )
  }
})
