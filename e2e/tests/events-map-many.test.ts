// The map over more events than the demo data has: generated events, on a stack of their own, show as
// clusters; a cluster zooms in down to single events; the list near the map's centre holds events the map
// shows there. The answers at 20,000 events are functions/test/events-map-many.test.ts's.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect } from 'vitest'
import { writeGeneratedEvents } from '@travel/local/generated-events'
import { freePorts } from '@travel/local/ports'
import { startStack, type Stack } from '@travel/local/stack'
import { zoomToAMarker } from '../src/events-map'
import { journey, newJourneyContext, newJourneyPage } from '../src/journey'

const EVENTS = 500

describe('the map over many events', () => {
  // each run (E2E_REPEATS) starts its own stack on its own folder
  const started: { stack: Stack; dataDir: string }[] = []
  afterAll(async () => {
    for (const { stack, dataDir } of started) {
      await stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  journey(
    "shows many events as clusters, zooms into one down to single events, and lists them near the map's centre",
    async ({ env, step }) => {
      const stack = await step('a stack starts on the generated events', async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'e2e-many-events-'))
        await writeGeneratedEvents(dataDir, EVENTS)
        // the build the other journeys run on, served as it is: building again would empty it under them
        const stack = await startStack({
          ports: await freePorts(),
          dataDir,
          webMode: 'preview',
          buildWeb: false,
          seed: false,
        })
        started.push({ stack, dataDir })
        return stack
      })
      const context = await newJourneyContext({ ...env, webUrl: stack.webUrl })
      try {
        const page = await newJourneyPage(context)
        await step('the map shows the events as clusters, counting most of them', async () => {
          await page.goto('/?view=map')
          await page.getByRole('region', { name: 'Map of events' }).waitFor()
          // the map fits the events' area: most of them, whatever the window shows of it
          const count = page.getByText(/^[\d,]+ events on the map$/)
          await count.waitFor()
          await expect
            .poll(async () => Number((await count.textContent())?.replace(/\D/g, '')))
            .toBeGreaterThan(EVENTS / 2)
          const clusters = page.getByRole('button', { name: /events here, zoom in/ })
          await expect.poll(() => clusters.count()).toBeGreaterThan(3)
        })

        const shown = await step(
          'a cluster zooms in, the map asking for each view, down to events',
          async () => {
            const viewsAsked: string[] = []
            page.on('request', (request) => {
              if (request.url().includes('/api/events/map?')) viewsAsked.push(request.url())
            })
            // the sparse country shows single events from the start: a cluster must open into them
            await zoomToAMarker(page, /events here, zoom in/, { pressFirst: true })
            await expect.poll(() => viewsAsked.length).toBeGreaterThan(0)
            // the events the reader sees around the map's centre: markers drawn in the middle third of its
            // frame. A whole frame can be wider than the largest radius a list looks within (a cluster
            // of sea with a coast in one corner); its middle is not. While none is, the next cluster opens.
            const map = page.getByRole('region', { name: 'Map of events' })
            const inFrame = async () => {
              const frame = await map.boundingBox()
              if (!frame) throw new Error('the map has no size')
              const found = await page.locator('[data-marker="event"]').evaluateAll(
                (markers, box) =>
                  markers
                    .filter((m) => {
                      const r = m.getBoundingClientRect()
                      const [x, y] = [r.x + r.width / 2, r.y + r.height / 2]
                      const [dx, dy] = [x - (box.x + box.width / 2), y - (box.y + box.height / 2)]
                      return Math.abs(dx) <= box.width / 6 && Math.abs(dy) <= box.height / 6
                    })
                    .map((m) => m.getAttribute('data-event-id')),
                frame,
              )
              return found.filter((id): id is string => id !== null)
            }
            let ids = await inFrame()
            const clusters = page.getByRole('button', { name: /events here, zoom in/ })
            for (let i = 0; i < 10 && ids.length === 0; i++) {
              // deep in, with no cluster left to open, the reader steps back out to the next one
              if ((await clusters.count()) === 0)
                for (let out = 0; out < 4 && (await clusters.count()) === 0; out++)
                  await page.getByRole('button', { name: 'Zoom out' }).click()
              await zoomToAMarker(page, /events here, zoom in/, { pressFirst: true })
              ids = await inFrame()
            }
            expect(ids.length).toBeGreaterThan(0)
            return ids
          },
        )

        await step("the events near the map's centre include those it shows, nearest first", async () => {
          // what the API answered, to tell a slow or failed answer from a list that does not show it
          const answers: string[] = []
          page.on('response', (response) => {
            const url = new URL(response.url())
            if (url.pathname === '/api/events' && url.searchParams.has('near'))
              answers.push(`${response.status()} ${url.search}`)
          })
          await page.getByRole('button', { name: "Events near the map's centre" }).click()
          await expect.poll(() => new URL(page.url()).searchParams.get('near')).not.toBeNull()
          const cards = page.getByRole('list', { name: 'Events' })
          // a near query over this many events takes longest when other journeys load the machine
          await cards
            .getByText(/km away/)
            .first()
            .waitFor({ timeout: 45_000 })
            .catch(async (error: unknown) => {
              const shown = (
                await page
                  .getByRole('main')
                  .innerText()
                  .catch(() => '')
              ).slice(0, 600)
              throw new Error(
                `no distance shown at ${page.url()}; near answers: ${answers.join(' | ') || 'none'}; the page shows: ${shown}`,
                { cause: error },
              )
            })
          const listed = await cards
            .getByRole('link')
            .evaluateAll((links) =>
              links.map((a) =>
                decodeURIComponent(new URL((a as HTMLAnchorElement).href).pathname.split('/').pop() ?? ''),
              ),
            )
          expect(listed.filter((id) => shown.includes(id)).length).toBeGreaterThan(0)
        })
      } finally {
        await context.close()
      }
    },
    { timeout: 420_000 },
  )
})
