// npm run size: the JavaScript each route loads, gzip-compressed, from the production build.
// Loads every route in Chromium against `vite build` + `vite preview` with the demo data, collects every
// script response and gzips it (level 9, as Firebase Hosting serves it). Fails when a budget is exceeded.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { someEventId, withProductionStack } from './measure-stack'

/** KB of gzip JS per route; '/' has the tightest budget, others must stay near it (BUDGET_KB, kilobytes). */
const BUDGET_KB: Record<string, number> = { '/': 200 }
const DEFAULT_BUDGET_KB = 230

const kb = (bytes: number) => bytes / 1024
// `npm run size -- --files` also lists every script of every route (what to split next).
const listFiles = process.argv.includes('--files')

await withProductionStack(async (stack) => {
  const eventId = await someEventId(stack)
  const routes = [
    '/',
    '/events/section',
    '/events/camp',
    '/events/camp/natural',
    '/events/route/caravan',
    '/events/itinerary',
    `/events/${eventId}`,
    '/wishlist',
    '/my-events',
    '/sign-in',
    '/sign-up',
    '/privacy-policy',
  ]
  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  })
  const rows: {
    route: string
    files: number
    raw: number
    gzip: number
    budget: number
    scripts: { name: string; gzip: number }[]
  }[] = []
  try {
    for (const route of routes) {
      const page = await browser.newPage()
      const scripts = new Map<string, Buffer>()
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return
        const body = await response.body().catch(() => undefined)
        if (body) scripts.set(response.url(), body)
      })
      await page.goto(`${stack.webUrl}${route}`)
      // The app starts after the load event: on a busy machine the network can be idle before it asks for
      // its code, so wait for the page to answer input, then for what its first render asked for.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1000)
      await page.close()
      const bodies = [...scripts.values()]
      const perScript = [...scripts].map(([url, body]) => ({
        name: new URL(url).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
      }))
      rows.push({
        scripts: perScript.sort((a, b) => b.gzip - a.gzip),
        route: route.replace(eventId, ':id'),
        files: bodies.length,
        raw: bodies.reduce((n, b) => n + b.length, 0),
        gzip: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
        budget: BUDGET_KB[route] ?? DEFAULT_BUDGET_KB,
      })
    }
  } finally {
    await browser.close()
  }

  console.log('route                    files   raw KB  gzip KB  budget')
  for (const r of rows) {
    const over = kb(r.gzip) > r.budget ? '  OVER BUDGET' : ''
    console.log(
      `${r.route.padEnd(24)} ${String(r.files).padStart(5)} ${kb(r.raw).toFixed(1).padStart(8)} ${kb(r.gzip).toFixed(1).padStart(8)} ${String(r.budget).padStart(7)}${over}`,
    )
    if (listFiles)
      for (const s of r.scripts) console.log(`    ${kb(s.gzip).toFixed(1).padStart(6)}  ${s.name}`)
  }
  const failed = rows.filter((r) => kb(r.gzip) > r.budget)
  if (failed.length) {
    console.error(`\n${failed.length} route(s) over budget: ${failed.map((r) => r.route).join(', ')}`)
    process.exitCode = 1
  }
})
