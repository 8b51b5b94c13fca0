// npm run perf:scroll: the events list stays responsive with 1,000 events loaded by paging: scrolls to the
// end of the list in Chromium while recording long tasks, and fails on a long one. PERF_CPU_SLOWDOWN
// throttles the CPU; PERF_PROFILE writes a CPU profile of the scrolling.
import { writeFileSync } from 'node:fs'
import { COUNTRIES, type EventDto, type EventPayload, type Section } from '@travel/domain'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { callApi, DEMO_PASSWORD, demoUser, UserSession, type StackEndpoints } from '@travel/local/seed'
import { longTaskCount, longTasksSince, recordLongTasks } from './long-task-log'
import { stackEndpoints, withProductionStack } from './measure-stack'

const EXTRA_EVENTS = Number(process.env.PERF_EVENTS ?? 1000)
const MAX_LONG_TASK_MS = 200
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 1)
const PROFILE = process.env.PERF_PROFILE
const SECTIONS: Section[] = [
  { main: 'camp', sub: 'natural' },
  { main: 'camp', sub: 'created' },
  { main: 'route', sub: 'offroad' },
  { main: 'route', sub: 'caravan_car' },
  { main: 'places', sub: 'nature' },
  { main: 'places', sub: 'built' },
  { main: 'places', sub: 'views' },
  { main: 'itinerary', sub: null },
]

async function addEvents(endpoints: StackEndpoints, count: number): Promise<number> {
  const demo = demoUser('tom')
  const session = await UserSession.signIn(endpoints, demo.email, DEMO_PASSWORD)
  try {
    const own = await callApi<EventDto[]>(endpoints, 'GET', `/api/events?user=${session.uid}&limit=10`)
    const photos = own.map((e) => ({ image: e.image, thumbnail: e.thumbnail ?? null }))
    if (photos.length === 0)
      throw new Error(`the demo user ${demo.username} has no events to borrow photos from`)
    const day = 24 * 60 * 60 * 1000
    const started = performance.now()
    let next = 0
    const worker = async () => {
      for (let i = next++; i < count; i = next++) {
        const section = SECTIONS[i % SECTIONS.length]!
        const photo = photos[i % photos.length]!
        const payload: EventPayload = {
          title: `Scroll test event ${i + 1}`,
          description: `Event ${i + 1} of ${count}, added by npm run perf:scroll.`,
          image: photo.image,
          thumbnail: photo.thumbnail,
          gpxFile: null,
          map: null,
          coordinates:
            section.main === 'route' || section.main === 'itinerary'
              ? []
              : [48 + (i % 90) / 100, 17 + (i % 70) / 100],
          access: (i % 3) as 0 | 1 | 2,
          // spread over the last five years, so they mix with the demo events in the list's date order
          date: new Date(Date.now() - (i % 1800) * day).toISOString().slice(0, 10),
          section,
          country: COUNTRIES[i % COUNTRIES.length]!,
        }
        await callApi(endpoints, 'POST', '/api/events', { body: payload, token: await session.idToken() })
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
    return performance.now() - started
  } finally {
    await session.close()
  }
}

await withProductionStack(async (stack) => {
  const endpoints = stackEndpoints(stack)
  const seedMs = await addEvents(endpoints, EXTRA_EVENTS)
  console.log(`added ${EXTRA_EVENTS} events through the API in ${(seedMs / 1000).toFixed(1)} s`)

  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await recordLongTasks(page)
    await page.goto(`${stack.webUrl}/`)
    await page.getByRole('list', { name: 'Events' }).getByRole('listitem').first().waitFor()
    // Counted with a plain selector: Playwright's role queries walk the whole accessibility tree in the
    // page, and would themselves be the long tasks measured.
    const countCards = () =>
      page.evaluate(() => document.querySelectorAll('ul[aria-label="Events"] > li').length)
    // The cookie banner answered, so it does not cover the "Load more" button at the end of the list.
    await page.getByRole('button', { name: 'Accept' }).click()
    const loadTasks = await longTaskCount(page)

    if (PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    const started = performance.now()
    let shown = await countCards()
    let still = 0
    // Scroll like a reader (wheel steps of about a screen); the list loads the next page near its end.
    while (still < 40 && performance.now() - started < 15 * 60_000) {
      await page.mouse.wheel(0, 800)
      await page.waitForTimeout(60)
      const now = await countCards()
      const atEnd = await page.evaluate(
        () => window.innerHeight + window.scrollY >= document.body.scrollHeight - 2,
      )
      still = now === shown && atEnd ? still + 1 : 0
      shown = now
    }
    const scrollMs = performance.now() - started
    if (PROFILE) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile))
    const tasks = await longTasksSince(page, loadTasks)
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
    const heap = await page.evaluate(
      () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
    )
    await context.close()

    const durations = tasks.map((t) => t.duration).sort((a, b) => a - b)
    const max = durations.at(-1) ?? 0
    const p95 = durations[Math.floor(durations.length * 0.95)] ?? 0
    const blocking = durations.reduce((n, d) => n + Math.max(0, d - 50), 0)
    console.log(
      [
        `CPU slowdown ${CPU_SLOWDOWN}x`,
        `scrolled to the end in ${(scrollMs / 1000).toFixed(1)} s: ${shown} cards shown (1,000 added + the demo events)`,
        `long tasks while scrolling: ${durations.length}, longest ${Math.round(max)} ms, p95 ${Math.round(p95)} ms, blocking time ${Math.round(blocking)} ms`,
        `DOM elements at the end: ${domNodes}; JS heap ${(heap / 1024 / 1024).toFixed(1)} MB`,
      ].join('\n'),
    )
    if (shown < EXTRA_EVENTS) {
      console.error(`only ${shown} cards were shown; expected at least ${EXTRA_EVENTS}`)
      process.exitCode = 1
    }
    if (max > MAX_LONG_TASK_MS) {
      console.error(`a long task of ${Math.round(max)} ms exceeds the budget of ${MAX_LONG_TASK_MS} ms`)
      process.exitCode = 1
    }
  } finally {
    await browser.close()
  }
})
