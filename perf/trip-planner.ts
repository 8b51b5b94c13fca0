// npm run perf:trip: whether a phone plans a trip of 100 stops without jank: its page's load, scroll and
// moves (buttons, a drag) at 390×844 with the CPU slowed, beside 10 stops (docs/measuring.md).
import type { EventDto, TripDto } from '@travel/domain'
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { callApi, UserSession, type StackEndpoints } from '@travel/local/seed'
import { longTaskCount, longTasksSince, recordLongTasks, type LongTask } from './long-task-log'
import { stackEndpoints, withProductionStack } from './measure-stack'
import { startTrace } from './trace-summary'

const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3))
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 4)
const SIZES = (process.env.PERF_STOPS ?? '100,10').split(',').map(Number)
const TRACE = process.env.PERF_TRACE
const FRAME_MS = 1000 / 60
const ACCOUNT = { username: 'trip-perf', email: 'trip-perf@example.com', password: 'trip-perf-42' }

/** Long tasks of one stretch: how many, the blocking time (as Lighthouse counts it), the longest. */
interface Tasks {
  count: number
  blocking: number
  longest: number
}

interface Frames {
  dropped: number
  worst: number
}

interface Run {
  rendered: number
  load: Tasks
  scroll: Tasks & Frames
  button: Tasks & { shown: number }
  drag: Tasks & Frames & { shown: number }
}

const tasksOf = (tasks: LongTask[]): Tasks => ({
  count: tasks.length,
  blocking: tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0),
  longest: Math.max(0, ...tasks.map((t) => t.duration)),
})

/** Frames missed at 60 Hz, and the longest gap between two animation frames. */
const framesOf = (deltas: number[]): Frames => ({
  dropped: deltas.reduce((n, d) => n + Math.max(0, Math.round(d / FRAME_MS) - 1), 0),
  worst: Math.max(0, ...deltas),
})

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The stops: demo events and free points taking turns, the events each once while there are enough. */
function stopBodies(events: EventDto[], count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? { eventId: events[(i / 2) % events.length]!._id, note: i % 6 === 0 ? `Note on stop ${i + 1}` : '' }
      : {
          name: `Point ${i + 1}`,
          coordinates: [47.8 + ((i * 7) % 23) / 10, 16.9 + ((i * 11) % 53) / 10],
          overnight: i % 10 === 9,
        },
  )
}

async function createTrip(endpoints: StackEndpoints, token: string, stops: number): Promise<TripDto> {
  const events = await callApi<EventDto[]>(endpoints, 'GET', '/api/events?limit=100')
  const year = new Date().getUTCFullYear() + 1
  let trip = await callApi<TripDto>(endpoints, 'POST', '/api/trips', {
    body: {
      name: `Trip of ${stops} stops`,
      startDate: `${year}-05-01`,
      vehicle: { lengthM: 7.5, heightM: 3.2, fourByFour: false },
    },
    token,
  })
  for (const body of stopBodies(events, stops))
    trip = await callApi<TripDto>(endpoints, 'POST', `/api/trips/${trip._id}/stops`, {
      body: { version: trip.version, ...body },
      token,
    })
  return trip
}

/** In every document: when the trip's rows are all on the page, and a recorder of animation frames. */
async function instrument(page: Page, stops: number) {
  await recordLongTasks(page)
  // tsx keeps function names with a helper the page does not have
  await page.addInitScript({ content: 'globalThis.__name = (f) => f' })
  await page.addInitScript((expected) => {
    const w = window as unknown as Record<string, unknown>
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll('li[data-stop]').length < expected) return
      w.__rowsAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
    let deltas: number[] | null = null
    w.__startFrames = () => {
      const mine: number[] = []
      deltas = mine
      let last = performance.now()
      const tick = (now: number) => {
        if (deltas !== mine) return
        mine.push(now - last)
        last = now
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    }
    w.__stopFrames = () => {
      const done = deltas ?? []
      deltas = null
      return done.slice(1)
    }
  }, stops)
}

type Recorder = { __startFrames: () => void; __stopFrames: () => number[]; __rowsAt?: number }
const startFrames = (page: Page) => page.evaluate(() => (window as unknown as Recorder).__startFrames())
const stopFrames = (page: Page) => page.evaluate(() => (window as unknown as Recorder).__stopFrames())

const order = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('li[data-stop]')).map((li) => li.getAttribute('data-stop') ?? ''),
  )

/**
 * Waits until the page shows the stop at `index`, or, with `left`, anywhere but there: a drag on a loaded
 * machine may drop a row off its target. The page shows a move before the API has answered it.
 */
async function shownAt(page: Page, stopId: string, index: number, left = false): Promise<void> {
  await page.waitForFunction(
    ([id, at, away]) => {
      const rows = Array.from(document.querySelectorAll('li[data-stop]'))
      return (rows[at]?.getAttribute('data-stop') === id) !== away
    },
    [stopId, index, left] as const,
    { polling: 50, timeout: 60_000 },
  )
}

/** The API's answer to the next change of a stop: until then the page may not yet show itself saving. */
const stopAnswered = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/stops/'), {
    timeout: 60_000,
  })

/** Waits until the page has taken in the API's answer: the list no longer says it is being saved. */
const saved = (page: Page) =>
  page.locator('[aria-busy="true"]').waitFor({ state: 'detached', timeout: 60_000 })

/** A stretch of work on the page: its long tasks from `since` once the page has been quiet a moment. */
async function quietTasks(page: Page, since: number): Promise<Tasks> {
  await page.waitForTimeout(800)
  return tasksOf(await longTasksSince(page, since))
}

async function scrollToEnd(page: Page, cdp: CDPSession): Promise<Tasks & Frames> {
  // from the list's heading: a swipe on the map above it would pan the map, not scroll the page
  await page.evaluate(() => document.getElementById('trip-stops')?.scrollIntoView())
  await page.waitForTimeout(500)
  const since = await longTaskCount(page)
  await startFrames(page)
  for (let i = 0; i < 200; i++) {
    // a finger's swipe of most of the screen, as a reader flicks through the list
    await cdp.send('Input.synthesizeScrollGesture', {
      x: 195,
      y: 700,
      yDistance: -600,
      speed: 1500,
      gestureSourceType: 'touch',
    })
    const atEnd = await page.evaluate(
      () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2,
    )
    if (atEnd) break
  }
  const frames = framesOf(await stopFrames(page))
  return { ...(await quietTasks(page, since)), ...frames }
}

/** Moves the middle stop down one place with its button from the keyboard, then back up. */
async function moveByButtons(page: Page): Promise<(Tasks & { shown: number })[]> {
  const results: (Tasks & { shown: number })[] = []
  const ids = await order(page)
  const at = Math.floor(ids.length / 2) - 1
  const id = ids[at]!
  for (const [direction, to] of [
    ['down', at + 1],
    ['up', at],
  ] as const) {
    const button = page.locator(`[data-move="${id}-${direction}"]`)
    await button.scrollIntoViewIfNeeded()
    await button.focus()
    await page.waitForTimeout(300)
    const since = await longTaskCount(page)
    const started = performance.now()
    const answered = stopAnswered(page)
    await page.keyboard.press('Enter')
    await shownAt(page, id, to)
    const shown = performance.now() - started
    await answered
    await saved(page)
    results.push({ ...(await quietTasks(page, since)), shown })
  }
  return results
}

/** Drags the middle stop by its handle two places down, in a finger's steps, then back up. */
async function moveByDragging(page: Page): Promise<(Tasks & Frames & { shown: number })[]> {
  const results: (Tasks & Frames & { shown: number })[] = []
  const ids = await order(page)
  const at = Math.floor(ids.length / 2) - 1
  const id = ids[at]!
  // in the middle of the screen, so the drag neither leaves it nor scrolls it
  await page.evaluate(
    (stop) => document.querySelector(`li[data-stop="${stop}"]`)?.scrollIntoView({ block: 'center' }),
    id,
  )
  await page.waitForTimeout(300)
  for (const to of [at + 2, at]) {
    const handle = await page.locator(`li[data-stop="${id}"] > button`).boundingBox()
    const row = await page.locator(`li[data-stop="${id}"]`).boundingBox()
    const target = await page.locator(`li[data-stop="${(await order(page))[to]}"]`).boundingBox()
    if (!handle || !row || !target) throw new Error('the stop to drag is not on screen')
    const x = handle.x + handle.width / 2
    const y = handle.y + handle.height / 2
    // the dragged row's centre onto the target's: dnd-kit's closestCenter then puts it in that place
    const toY = y + target.y + target.height / 2 - (row.y + row.height / 2)
    const from = (await order(page)).indexOf(id)
    const since = await longTaskCount(page)
    await startFrames(page)
    const answered = stopAnswered(page)
    const started = performance.now()
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x, y + (toY - y) / 2, { steps: 15 })
    await page.mouse.move(x, toY, { steps: 15 })
    await page.mouse.up()
    await shownAt(page, id, from, true)
    const shown = performance.now() - started
    await answered
    await saved(page)
    const frames = framesOf(await stopFrames(page))
    results.push({ ...(await quietTasks(page, since)), ...frames, shown })
  }
  return results
}

async function visit(context: BrowserContext, url: string, stops: number, trace?: string): Promise<Run> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await instrument(page, stops)
    await page.goto(url)
    await page.waitForFunction(() => '__rowsAt' in window, undefined, { polling: 100, timeout: 120_000 })
    const rendered = await page.evaluate(() => (window as unknown as Recorder).__rowsAt ?? 0)
    const load = await quietTasks(page, 0)
    const stopTrace = trace ? await startTrace(cdp) : undefined
    const scroll = await scrollToEnd(page, cdp)
    const buttons = await moveByButtons(page)
    const drags = await moveByDragging(page)
    if (stopTrace && trace) console.log((await stopTrace(trace)).join('\n'))
    const worst = <T extends Tasks>(moves: T[]) => moves.reduce((a, b) => (b.longest > a.longest ? b : a))
    return { rendered, load, scroll, button: worst(buttons), drag: worst(drags) }
  } finally {
    await page.close()
  }
}

const ms = (n: number) => Math.round(n).toLocaleString('en-US')
const tasksCell = (runs: Tasks[]) =>
  `${median(runs.map((r) => r.count))} / ${ms(median(runs.map((r) => r.blocking)))} / ${ms(median(runs.map((r) => r.longest)))}`

await withProductionStack(async (stack) => {
  const endpoints = stackEndpoints(stack)
  await callApi(endpoints, 'POST', '/api/auth/signup', { body: ACCOUNT })
  const session = await UserSession.signIn(endpoints, ACCOUNT.email, ACCOUNT.password)
  const trips = new Map<number, TripDto>()
  try {
    for (const size of SIZES) trips.set(size, await createTrip(endpoints, await session.idToken(), size))
  } finally {
    await session.close()
  }

  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    })
    await context.addCookies([{ name: 'cookieConsent', value: 'false', url: stack.webUrl }])
    const page = await context.newPage()
    await page.goto(`${stack.webUrl}/sign-in`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const form = page.getByRole('form', { name: 'Sign in' })
    await form.getByLabel('E-mail').fill(ACCOUNT.email)
    await form.getByLabel('Password').fill(ACCOUNT.password)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.close()

    const results = new Map<number, Run[]>()
    for (const size of SIZES) {
      const url = `${stack.webUrl}/trips/${trips.get(size)!._id}`
      await visit(context, url, size) // fills the caches, as a traveller who opened it before
      const runs: Run[] = []
      for (let i = 0; i < RUNS; i++) {
        runs.push(await visit(context, url, size, i === 0 && size === SIZES[0] ? TRACE : undefined))
        console.error(
          `${size} stops, run ${i + 1}: ${JSON.stringify(runs.at(-1), (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`,
        )
      }
      results.set(size, runs)
    }
    await context.close()

    console.log(`CPU slowdown ${CPU_SLOWDOWN}×, 390×844 (scale 3, touch), median of ${RUNS} warm visits;`)
    console.log('long tasks as count / blocking ms / longest ms; a move: the slower of its two ways')
    console.log(`| | ${SIZES.map((s) => `${s} stops`).join(' | ')} |`)
    console.log(`|---|${SIZES.map(() => '---:').join('|')}|`)
    const row = (name: string, cell: (runs: Run[]) => string) =>
      console.log(`| ${name} | ${SIZES.map((s) => cell(results.get(s)!)).join(' | ')} |`)
    row('stops on screen (ms from navigation)', (r) => ms(median(r.map((x) => x.rendered))))
    row('load: long tasks', (r) => tasksCell(r.map((x) => x.load)))
    row('scroll to the end: long tasks', (r) => tasksCell(r.map((x) => x.scroll)))
    row(
      'scroll: dropped frames / worst frame ms',
      (r) => `${median(r.map((x) => x.scroll.dropped))} / ${ms(median(r.map((x) => x.scroll.worst)))}`,
    )
    row('move button (keyboard): long tasks', (r) => tasksCell(r.map((x) => x.button)))
    row('move button: new order shown (ms)', (r) => ms(median(r.map((x) => x.button.shown))))
    row('drag by the handle: long tasks', (r) => tasksCell(r.map((x) => x.drag)))
    row(
      'drag: dropped frames / worst frame ms',
      (r) => `${median(r.map((x) => x.drag.dropped))} / ${ms(median(r.map((x) => x.drag.worst)))}`,
    )
    row('drag: pressed to new order shown (ms)', (r) => ms(median(r.map((x) => x.drag.shown))))
  } finally {
    await browser.close()
  }
})
