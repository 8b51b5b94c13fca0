// What the main thread spent its long tasks on, from a Chrome trace and CPU profile of a benchmark's
// stretch (`PERF_TRACE=file.json`): self time per kind of work and the functions with the most self time,
// so the summary says where to look before the file is opened in DevTools.
import { writeFileSync } from 'node:fs'
import type { CDPSession } from 'playwright-core'

/** An event of a Chrome trace, as far as the performance scripts read it. */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

/** The trace categories that hold the main thread's tasks (RunTask) and what ran in them. */
export const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
]

/** The kind of work a timeline event stands for, as DevTools' summary groups it. */
function kindOf(name: string): string {
  if (/GC|GarbageCollect|Heap/i.test(name)) return 'garbage collection'
  if (name === 'UpdateLayoutTree' || name === 'ParseAuthorStyleSheet' || name === 'RecalculateStyles')
    return 'style'
  if (name === 'Layout' || name === 'UpdateLayout') return 'layout'
  if (/Paint|Layerize|Commit|Raster|Composite|UpdateLayer|Decode/i.test(name)) return 'paint'
  if (
    /FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|V8\.|EvaluateScript|RunMicrotasks|v8\./.test(
      name,
    )
  )
    return 'scripting'
  return 'other'
}

export async function startTrace(cdp: CDPSession) {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await cdp.send('Tracing.start', {
    categories: CATEGORIES.join(','),
    transferMode: 'ReportEvents',
  })
  const events: TraceEvent[] = []
  // the protocol types events as string maps; Chrome's trace format is what they are
  const collect = (data: { value: object[] }) => {
    events.push(...(data.value as TraceEvent[]))
  }
  cdp.on('Tracing.dataCollected', collect)

  /** Stops both, writes the trace to `path`, and answers the summary's lines. */
  return async function stop(path: string, longTaskMs = 50): Promise<string[]> {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
    await cdp.send('Tracing.end')
    await complete
    cdp.off('Tracing.dataCollected', collect)
    const { profile } = await cdp.send('Profiler.stop')
    writeFileSync(path, JSON.stringify({ traceEvents: events }))
    writeFileSync(path.replace(/\.json$/, '') + '.cpuprofile', JSON.stringify(profile))
    return [
      ...phaseLines(events),
      ...longTaskLines(events, longTaskMs),
      ...profileLines(profile as { nodes: ProfileNode[] }),
    ]
  }
}

function mainThread(events: TraceEvent[]) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  return main
    ? events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    : []
}

/**
 * How long the main thread was busy in each phase the page marked (`performance.mark('phase:NAME')`): a
 * steadier measure than the long tasks on a shared machine, where one task more or less crosses the line.
 */
function phaseLines(events: TraceEvent[]): string[] {
  const marks = events
    .filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith('phase:') && e.ph !== 'e')
    .sort((a, b) => a.ts - b.ts)
  const tasks = mainThread(events).filter((e) => e.name === 'RunTask')
  const lines = marks.length > 1 ? ['main thread busy per phase:'] : []
  for (const [i, mark] of marks.slice(0, -1).entries()) {
    const end = marks[i + 1]!.ts
    const busy = tasks.filter((t) => t.ts >= mark.ts && t.ts < end).reduce((sum, t) => sum + (t.dur ?? 0), 0)
    lines.push(
      `  ${mark.name.slice('phase:'.length)}: ${Math.round(busy / 1000)} ms of ${Math.round((end - mark.ts) / 1000)} ms`,
    )
  }
  return lines
}

function longTaskLines(events: TraceEvent[], longTaskMs: number): string[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) return ['no renderer main thread in the trace']
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > longTaskMs)
  const lines = [`long tasks in the trace (over ${longTaskMs} ms): ${tasks.length}`]
  const start = onMain[0]?.ts ?? 0
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    // self time: an event's duration less that of the events directly inside it
    const self = new Map<string, number>()
    const stack: { event: TraceEvent; end: number; children: number }[] = []
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.end <= until) {
        const top = stack.pop()!
        const kind = kindOf(top.event.name)
        self.set(kind, (self.get(kind) ?? 0) + ((top.event.dur ?? 0) - top.children))
      }
    }
    for (const event of inside) {
      close(event.ts)
      if (stack.length) stack.at(-1)!.children += event.dur ?? 0
      stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 })
    }
    close(Infinity)
    const childTotal = inside
      .filter(
        (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0)),
      )
      .reduce((sum, e) => sum + (e.dur ?? 0), 0)
    self.set('other', (self.get('other') ?? 0) + (task.dur ?? 0) - childTotal)
    const parts = [...self.entries()]
      .filter(([, us]) => us >= 1000)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`)
    const at = Math.round((task.ts - start) / 1000)
    lines.push(`  ${Math.round((task.dur ?? 0) / 1000)} ms at ${at} ms: ${parts.join(', ')}`)
  }
  return lines
}

function profileLines(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  for (const [i, id] of samples.entries()) {
    const node = byId.get(id)
    if (!node) continue
    const { functionName, url, lineNumber } = node.callFrame
    if (['(idle)', '(program)', '(root)'].includes(functionName)) continue
    const file = url.split('/').pop() ?? ''
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0))
  }
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)
  return [
    'functions with the most self time (whole stretch):',
    ...top.map(([key, us]) => `  ${(us / 1000).toFixed(1)} ms  ${key}`),
  ]
}
