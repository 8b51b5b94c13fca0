// npm run perf:hydration: how long a phone shows a page before it works. First contentful paint and the
// moment the app has hydrated the page whole (html[data-hydrated]) for four pages of the production build
// at 390×844, CPU slowed PERF_CPU_SLOWDOWN× (4), the median of PERF_RUNS (3) warm visits.
import { chromium, type BrowserContext } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { someEventId, withProductionStack } from './measure-stack'

const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3))
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 4)

interface Visit {
  paint: number
  hydrated: number
}

/** One visit in the context (its caches warm from the earlier ones): ms from navigation start. */
async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(() => {
      // the moment SessionSync marks the page hydrated, on the page's own clock; the document is observed,
      // not <html>, which may not exist yet when this runs
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return
        ;(window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now()
        observer.disconnect()
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
    return await page.evaluate(() => ({
      paint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      hydrated: Math.round((window as unknown as { __hydratedAt: number }).__hydratedAt),
    }))
  } finally {
    await page.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

await withProductionStack(async (stack) => {
  const eventId = await someEventId(stack)
  const pages = {
    '/': '/',
    '/events/camp': '/events/camp',
    '/events/:id': `/events/${eventId}`,
    '/sign-in': '/sign-in',
  }
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS })
  try {
    console.log(`CPU slowdown ${CPU_SLOWDOWN}×, 390×844, median of ${RUNS} warm visits (ms from navigation):`)
    console.log('| page | first paint | hydrated | runs (paint / hydrated) |')
    console.log('|---|---:|---:|---|')
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      })
      // a visitor who answered the banner, as most returning ones have
      await context.addCookies([{ name: 'cookieConsent', value: 'false', url: stack.webUrl }])
      await visit(context, `${stack.webUrl}${path}`) // fills the HTTP cache and starts the service worker
      const runs: Visit[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await visit(context, `${stack.webUrl}${path}`))
      await context.close()
      const all = runs.map((r) => `${r.paint} / ${r.hydrated}`).join(', ')
      console.log(
        `| \`${name}\` | ${median(runs.map((r) => r.paint))} | ${median(runs.map((r) => r.hydrated))} | ${all} |`,
      )
    }
  } finally {
    await browser.close()
  }
})
