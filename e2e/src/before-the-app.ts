// Opening pages as a phone shows them before the app has started: the server's HTML on screen, the app's
// code not yet run. The page's first script (boot.ts) is let through; every other script waits until the
// journey lets the app start, so what a journey does before that is certain to happen before hydration.
import type { BrowserContext, Page, Route } from 'playwright-core'

export interface HeldApp {
  /** a page of the context, with the CPU slowed as a phone's is */
  page: Page
  /** lets the app's code load (for every page opened so far and from now on) and waits for hydration */
  start: () => Promise<void>
}

/** How much slower than this machine's a phone's CPU is taken to be (Chromium's throttling). */
const PHONE_CPU_SLOWDOWN = 4

export async function openBeforeTheApp(context: BrowserContext, webUrl: string): Promise<HeldApp> {
  // the scripts a page names itself (the first script): the same file on every page of one build
  const html = await (await fetch(new URL('/', webUrl))).text()
  const named = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => new URL(src ?? '', webUrl).pathname),
  )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  const held: Route[] = []
  let started = false
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (started || named.has(new URL(route.request().url()).pathname)) return route.continue()
    held.push(route)
  })
  return {
    page,
    start: async () => {
      started = true
      // a page left meanwhile has dropped its requests: nothing to let through there
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)))
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    },
  }
}
