// npm run perf:map: the events map in Chromium with 10,000 generated points (the browser's side alone):
// the time from "Map" to drawn clusters and every long task while panning and zooming; fails on a long
// one. PERF_CPU_SLOWDOWN throttles the CPU, PERF_TRACE writes a trace and names what each task did.
import { MAIN_SECTIONS, type MapPointDto } from '@travel/domain'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { longTaskCount, longTasksSince, recordLongTasks } from './long-task-log'
import { withProductionStack } from './measure-stack'
import { startTrace } from './trace-summary'

const POINTS = 10_000
const MAX_LONG_TASK_MS = 100
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 1)
const TRACE = process.env.PERF_TRACE

function points(): MapPointDto[] {
  let s = 11
  const random = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: POINTS }, (_, i) => ({
    _id: `p${i}`,
    lat: 36 + random() * 24,
    lng: -9 + random() * 39,
    main: MAIN_SECTIONS[i % 4]!,
    sub: null,
    access: (i % 3) as 0 | 1 | 2,
    title: `Event number ${i}`,
    thumbnail: null,
    date: '2025-06-01',
    rating: null,
    lastVisit: null,
    state: 'as-described',
  }))
}

await withProductionStack(async (stack) => {
  // every point in one view's answer, without clusters: the map draws them all and asks nothing more
  const body = JSON.stringify({ success: true, data: { clusters: [], points: points(), truncated: false } })
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    // the stubbed map answer below is a page route, which a service worker's requests would bypass
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
      serviceWorkers: 'block',
    })
    await context.addCookies([{ name: 'cookieConsent', value: 'false', url: stack.webUrl }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.route('**/api/events/map**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    )
    await recordLongTasks(page)
    await page.addInitScript(() => {
      // the most clusters and markers on the map at once, noted after each change of the page
      new MutationObserver(() => {
        const drawn = document.querySelectorAll('[data-cluster], [data-marker="event"]').length
        const w = window as unknown as { __mostDrawn?: number }
        if (drawn > (w.__mostDrawn ?? 0)) w.__mostDrawn = drawn
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${stack.webUrl}/`)
    await page.getByRole('group', { name: 'Show events as' }).waitFor()
    const longTasks = () => longTaskCount(page)

    // the trace, when asked for, covers the map's first drawing as well as the panning and zooming
    const stopTrace = TRACE ? await startTrace(cdp) : undefined
    // click to drawn: measured in the page, from the click to the frame after the first cluster exists
    await page.evaluate(() => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent?.trim() === 'Map',
      )
      Object.assign(window, { __clicked: 0, __drawn: 0 })
      new MutationObserver((_m, observer) => {
        if (document.querySelector('[data-cluster]')) {
          observer.disconnect()
          requestAnimationFrame(() => Object.assign(window, { __drawn: performance.now() }))
        }
      }).observe(document.body, { childList: true, subtree: true })
      Object.assign(window, { __clicked: performance.now() })
      button?.click()
    })
    await page.waitForFunction(() => (window as unknown as { __drawn: number }).__drawn > 0, null, {
      timeout: 60_000,
    })
    const clickToDrawn = await page.evaluate(() => {
      const w = window as unknown as { __drawn: number; __clicked: number }
      return w.__drawn - w.__clicked
    })
    const before = await longTasks()
    const drawTasks = (await longTasksSince(page)).map((t) => t.duration)

    const map = page.locator('svg[role="application"]')
    const box = (await map.boundingBox())!
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    // Found before measuring: resolving a locator by role reads the name of every button on the page (the
    // hundreds of markers too) on the page's main thread, and a locator's click checks what is under the
    // pointer with elementsFromPoint; both are the driver's work, not the map's. The presses below are
    // plain mouse clicks at the button's place, as a reader's are.
    const zoomInBox = (await page.getByRole('button', { name: 'Zoom in', exact: true }).boundingBox())!
    const phases: [string, number][] = []
    // a user-timing mark too, so the trace can say how busy the main thread was in each phase
    const mark = async (name: string) =>
      phases.push([name, await page.evaluate((n) => performance.mark(`phase:${n}`).startTime, name)])
    await mark('pan')
    // frames while panning: the time between animation frames (one display refresh when nothing is in the way)
    // (a string: tsx names the functions of a page function with a helper the page does not have)
    await page.evaluate(`{
      const frames = []
      let last = performance.now()
      const tick = (now) => {
        frames.push(now - last)
        last = now
        if (window.__panning) requestAnimationFrame(tick)
      }
      Object.assign(window, { __frames: frames, __panning: true })
      requestAnimationFrame(tick)
    }`)
    // pan: ten drags in different directions
    for (let i = 0; i < 10; i++) {
      await page.mouse.move(cx, cy)
      await page.mouse.down()
      const angle = (i / 10) * 2 * Math.PI
      await page.mouse.move(cx + 200 * Math.cos(angle), cy + 150 * Math.sin(angle), { steps: 12 })
      await page.mouse.up()
    }
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __panning: boolean }
      w.__panning = false
      return w.__frames.slice(1).sort((a, b) => a - b)
    })
    await mark('zoom buttons')
    // zoom: in with the button and keyboard, into clusters, and back out
    for (let i = 0; i < 3; i++) {
      await page.mouse.click(zoomInBox.x + zoomInBox.width / 2, zoomInBox.y + zoomInBox.height / 2)
      await page.waitForTimeout(50)
    }
    await mark('zoom keys')
    await map.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('-')
    await mark('cluster presses')
    for (let i = 0; i < 4; i++) {
      const cluster = page.locator('[data-cluster]').first()
      if ((await cluster.count()) === 0) break
      await cluster.focus()
      await page.keyboard.press('Enter')
      await page.waitForTimeout(50)
    }
    await mark('reset')
    await page.keyboard.press('0')
    await page.waitForTimeout(500)
    await mark('end')
    // how many clusters and markers were drawn at most (counted once the steps are over, not during them)
    const drawnAtMost = await page.evaluate(
      () => (window as unknown as { __mostDrawn?: number }).__mostDrawn ?? 0,
    )
    const traceLines = stopTrace ? await stopTrace(TRACE!) : []
    const tasks = await longTasksSince(page, before)
    // Tasks before the first drag belong to the map's first moments (the country outlines arriving and
    // being projected), not to panning or zooming: reported apart.
    const panStart = phases[0]?.[1] ?? 0
    const settling = tasks.filter((t) => t.start < panStart).map((t) => Math.round(t.duration))
    const durations = tasks
      .filter((t) => t.start >= panStart)
      .map((t) => t.duration)
      .sort((a, b) => a - b)
    const max = durations.at(-1) ?? 0
    console.log(
      [
        `CPU slowdown ${CPU_SLOWDOWN}x, ${POINTS} points`,
        `click on Map to drawn clusters: ${Math.round(clickToDrawn)} ms (long tasks meanwhile: ${drawTasks.map((d) => Math.round(d)).join(', ') || 'none'} ms)`,
        `long tasks after drawn, before the first drag: ${settling.join(', ') || 'none'} ms`,
        `frames while panning: ${frames.length}, median ${Math.round(frames[frames.length >> 1] ?? 0)} ms, 95th percentile ${Math.round(frames[Math.floor(frames.length * 0.95)] ?? 0)} ms, longest ${Math.round(frames.at(-1) ?? 0)} ms`,
        `long tasks while panning and zooming: ${durations.length}, longest ${Math.round(max)} ms (clusters and markers drawn at most: ${drawnAtMost})`,
        ...phases.map(([name, at], i) => {
          const end = phases[i + 1]?.[1] ?? Infinity
          const inPhase = tasks
            .filter((t) => t.start >= at && t.start < end)
            .map((t) => Math.round(t.duration))
          return `  ${name}: ${inPhase.join(', ') || 'none'}`
        }),
        ...traceLines,
      ].join('\n'),
    )
    if (max > MAX_LONG_TASK_MS) {
      console.error(`a long task of ${Math.round(max)} ms exceeds the budget of ${MAX_LONG_TASK_MS} ms`)
      process.exitCode = 1
    }
    await context.close()
  } finally {
    await browser.close()
  }
})
