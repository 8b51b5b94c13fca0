// npm run perf:route: what route tracks cost a reader on the production build: the JavaScript of the home,
// a route's and a place's page, the keyless map's data, list pages with and without track briefs, a
// route's full answer, and one step of a drag of the route's map.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { EventListItemDto } from '@travel/domain'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { withProductionStack } from './measure-stack'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const gzip = (body: Buffer | string) => gzipSync(body, { level: 9 }).length

await withProductionStack(async (stack) => {
  const routes = (await (await fetch(`${stack.apiUrl}/api/events?section=route&limit=24`)).json()) as {
    data: EventListItemDto[]
  }
  const route = routes.data.find((e) => e.track)
  const camps = (await (await fetch(`${stack.apiUrl}/api/events?section=camp&limit=24`)).json()) as {
    data: EventListItemDto[]
  }
  const place = camps.data.find((e) => !e.track && e.coordinates.length === 2)
  if (!route || !place) throw new Error('the demo data has no route with a track or camp without one')

  // List pages: the same answer with and without the track briefs; the home page's first page (every
  // section) and a page of routes and itineraries only, where every item carries a track (the worst case:
  // the demo data has fewer than 24 of them, and each item grows by the same few bytes).
  const growth = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)} %`
  for (const [name, query] of [
    ['home page list', 'limit=24'],
    ['routes and itineraries', 'section=route,itinerary&limit=24'],
  ] as const) {
    const page = (await (await fetch(`${stack.apiUrl}/api/events?${query}`)).json()) as {
      data: EventListItemDto[]
    }
    const withTracks = JSON.stringify(page)
    const withoutTracks = JSON.stringify({
      ...page,
      data: page.data.map(({ track: _track, ...rest }) => rest),
    })
    console.log(`List page, ${name} (GET /api/events?${query}):`)
    console.log(
      `  without track: ${kb(Buffer.byteLength(withoutTracks))} KB (${kb(gzip(withoutTracks))} KB gzip); ` +
        `with track briefs: ${kb(Buffer.byteLength(withTracks))} KB (${kb(gzip(withTracks))} KB gzip); ` +
        `growth ${growth(Buffer.byteLength(withoutTracks), Buffer.byteLength(withTracks))} ` +
        `(${growth(gzip(withoutTracks), gzip(withTracks))} gzip); ${page.data.filter((e) => e.track).length} of ${page.data.length} items have a track`,
    )
  }
  const full = await (await fetch(`${stack.apiUrl}/api/events/${route._id}`)).text()
  console.log(
    `  one route's own answer (GET /api/events/:id, line and profile): ${kb(Buffer.byteLength(full))} KB (${kb(gzip(full))} KB gzip)`,
  )

  const browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    const load = async (path: string) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      const scripts = new Map<string, Buffer>()
      const data = new Map<string, Buffer>()
      page.on('response', async (response) => {
        const type = response.request().resourceType()
        const body = await response.body().catch(() => undefined)
        if (!body) return
        if (type === 'script') scripts.set(new URL(response.url()).pathname, body)
        else if (/\.json$/.test(new URL(response.url()).pathname))
          data.set(new URL(response.url()).pathname, body)
      })
      await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' })
      // scroll to the map and the profile, as a reader does
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await page.close()
      return { scripts, data }
    }
    const home = await load('/')
    const total = (files: Map<string, Buffer>) => [...files.values()].reduce((sum, b) => sum + gzip(b), 0)
    console.log(`\nJavaScript, gzip -9:`)
    console.log(`  /                       ${kb(total(home.scripts))} KB (${home.scripts.size} files)`)
    for (const [name, path] of [
      ['a route with a track', `/events/${route._id}`],
      ['a place (camp)', `/events/${place._id}`],
    ] as const) {
      const page = await load(path)
      const extra = [...page.scripts].filter(([file]) => !home.scripts.has(file))
      console.log(`  ${name.padEnd(23)} ${kb(total(page.scripts))} KB (${page.scripts.size} files)`)
      for (const [file, body] of extra.sort((a, b) => gzip(b[1]) - gzip(a[1])))
        console.log(`      beyond /: ${file.replace(/^\/assets\//, '')} ${kb(gzip(body))} KB`)
      for (const [file, body] of page.data)
        console.log(
          `      map data: ${file.replace(/^\/assets\//, '')} ${kb(body.length)} KB (${kb(gzip(body))} KB gzip)`,
        )
    }

    console.log(`\nDragging the route's map (ms per pointer move, zoomed in from the route's own view):`)
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${stack.webUrl}/events/${route._id}`, { waitUntil: 'networkidle' })
    const map = page.getByRole('region', { name: 'Map of the route' })
    await map.scrollIntoViewIfNeeded()
    await map.locator('[data-layer="land"] path').first().waitFor({ state: 'attached' })
    for (let zoomIns = 0; zoomIns <= 4; zoomIns += 2) {
      if (zoomIns) for (let i = 0; i < 2; i++) await map.getByRole('button', { name: 'Zoom in' }).click()
      const box = await map.boundingBox()
      if (!box) throw new Error('the map is not laid out')
      await page.mouse.move(box.x + 200, box.y + 200)
      await page.mouse.down()
      const steps: number[] = []
      for (let i = 1; i <= 10; i++) {
        const started = performance.now()
        await page.mouse.move(box.x + 200 + i * 6, box.y + 200 + i * 3)
        // the move is handled once the next frame has been drawn
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))))
        steps.push(performance.now() - started)
      }
      await page.mouse.up()
      steps.sort((a, b) => a - b)
      console.log(
        `  ${zoomIns} zoom-ins: median ${steps[5]?.toFixed(0)} ms, slowest ${steps[9]?.toFixed(0)} ms`,
      )
    }
    await page.close()
  } finally {
    await browser.close()
  }
})
