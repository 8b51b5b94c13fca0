// The long tasks of a page as the browser's PerformanceObserver reports them, recorded from the first
// script of each document, so the page's start is counted too; the map and list scripts read them.
import type { Page } from 'playwright-core'

export interface LongTask {
  start: number
  duration: number
}

type Logged = { __longTasks: LongTask[] }

/** Records the long tasks of every document `page` loads from now on. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = []
    Object.assign(window, { __longTasks: tasks })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
}

/** How many long tasks the page's document has had so far. */
export function longTaskCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Logged).__longTasks.length)
}

/** The page's long tasks after the first `skip`. */
export function longTasksSince(page: Page, skip = 0): Promise<LongTask[]> {
  return page.evaluate((from) => (window as unknown as Logged).__longTasks.slice(from), skip)
}
