// A traveller choosing by place: the map of every event (clusters, a marker's card, on to the event) and
// the list sorted by distance from a place (picked on the map with a click, from the map's centre by
// keyboard, or typed), without a Maps key and offline, in English on a desktop and in Slovak on a phone.
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { zoomToAMarker } from '../src/events-map'
import { journey, PHONE } from '../src/journey'
import { cardTitles } from '../src/screen'

const BRATISLAVA = '48.1486, 17.1077'

/** A spot of the map itself (no marker or cluster there) about 40 px beside `marker`, in page px. */
async function spotBeside(page: Page, marker: Locator): Promise<{ x: number; y: number }> {
  const box = (await marker.boundingBox())!
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  for (const [dx, dy] of [
    [40, 0],
    [-40, 0],
    [0, 40],
    [0, -40],
    [40, 40],
    [-40, -40],
  ] as const) {
    const free = await page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px!, py!)
        return Boolean(hit?.closest('svg[role="application"]') && !hit.closest('[role="button"]'))
      },
      [x + dx, y + dy],
    )
    if (free) return { x: x + dx, y: y + dy }
  }
  throw new Error('no free spot of the map beside the marker')
}

/** Distances shown on the cards, in km, in the order of the cards. */
async function cardDistances(page: Page, away: RegExp): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: /^(?:Events|Tipy)$/ })
    .getByText(away)
    .allTextContents()
  return texts.map((t) =>
    Number(
      t
        .replace(/[^\d,.]/g, '')
        .replace(/\s/g, '')
        .replace(',', '.'),
    ),
  )
}

describe('a traveller choosing by place', () => {
  journey(
    'switches to the map, zooms into a cluster, opens a marker and goes to the event; lists the events near a place picked on the map, then near Bratislava, nearest first',
    async ({ page, step }) => {
      const outside: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (!['localhost', '127.0.0.1'].includes(url.hostname)) outside.push(request.url())
      })

      await step('the map switch keeps ?view=map and shows the events in clusters', async () => {
        await page.goto('/')
        await page.getByRole('group', { name: 'Show events as' }).getByRole('link', { name: 'Map' }).click()
        await expect.poll(() => new URL(page.url()).search).toBe('?view=map')
        await page.getByRole('region', { name: 'Map of events' }).waitFor()
        await page.getByText(/[\d,]+ events? on the map/).waitFor()
        await page
          .getByRole('button', { name: /events here, zoom in/ })
          .first()
          .waitFor()
      })

      let title = ''
      await step('a cluster zooms in with Enter until markers show; a marker opens its card', async () => {
        const marker = await zoomToAMarker(page, /events here, zoom in/)
        await marker.click()
        const card = page.getByRole('dialog')
        await card.waitFor()
        title = (await card.getByRole('link').textContent()) ?? ''
        expect(title).not.toBe('')
      })

      await step("the card's link opens the event", async () => {
        await page.getByRole('dialog').getByRole('link', { name: title }).click()
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
      })

      await step('back on the map, double-clicks zoom in beside a marker and drop nothing', async () => {
        await page.goBack()
        await page.getByRole('region', { name: 'Map of events' }).waitFor()
        const first = await zoomToAMarker(page, /events here, zoom in/)
        const marker = page.locator(`[data-event-id="${await first.getAttribute('data-event-id')}"]`)
        // the markers' layer is placed anew by every change of the view
        const view = () => page.locator('[data-layer="events"]').getAttribute('transform')
        for (let i = 0; i < 8; i++) {
          const before = await view()
          const spot = await spotBeside(page, marker)
          await page.mouse.dblclick(spot.x, spot.y)
          await expect.poll(view).not.toBe(before)
        }
        await page.waitForTimeout(400)
        expect(await page.getByRole('dialog', { name: 'Chosen place' }).count()).toBe(0)
        // a click beside the marker drops a pin there
        const spot = await spotBeside(page, marker)
        await page.mouse.click(spot.x, spot.y)
        await page.getByRole('img', { name: 'Chosen place' }).waitFor()
      })

      await step('"Nearest to here" lists the events nearest to the pin, nearest first', async () => {
        const card = page.getByRole('dialog', { name: 'Chosen place' })
        await card.getByRole('button', { name: 'Nearest to here' }).click()
        await expect
          .poll(() => new URL(page.url()).searchParams.get('near'))
          .toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/)
        expect(new URL(page.url()).searchParams.get('view')).toBeNull()
        // within as far as the map reached (its longer side) when the place was picked
        await page
          .getByRole('status')
          .filter({ hasText: /Nearest first, within [\d,]+\skm of/ })
          .waitFor()
        await page
          .getByText(/km away/)
          .first()
          .waitFor()
        const distances = await cardDistances(page, /km away/)
        expect(distances.length).toBeGreaterThan(0)
        expect(distances).toEqual([...distances].sort((a, b) => a - b))
        // the pin is 40 screen px from the marker eight zoom levels in: its event is a few km away
        expect(distances[0]).toBeLessThan(10)
      })

      await step('back on the list, "Near a place" sorts by distance and cards say how far', async () => {
        await page.goto('/')
        await page.getByRole('button', { name: 'Near a place' }).click()
        await page.getByLabel('Latitude, longitude').fill(BRATISLAVA)
        await page.getByLabel('Within').selectOption('1000')
        await page.getByRole('button', { name: 'Show nearest' }).click()
        await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('48.1486,17.1077')
        await page
          .getByText(/km away/)
          .first()
          .waitFor()
        const distances = await cardDistances(page, /km away/)
        expect(distances.length).toBeGreaterThan(1)
        expect(distances).toEqual([...distances].sort((a, b) => a - b))
        expect(distances.at(-1)).toBeLessThanOrEqual(1000)
        expect((await cardTitles(page)).length).toBe(distances.length)
      })

      expect(outside).toEqual([])
    },
  )

  journey(
    "in Slovak on a phone: the camps map, a cluster, a marker card and the event; the camps near the map's centre",
    async ({ page, step }) => {
      await step('the camps page opens on its map from the address', async () => {
        await page.goto('/events/camp?view=map')
        await page.getByRole('region', { name: 'Mapa tipov' }).waitFor()
        await page
          .getByRole('button', { name: /^Tu (?:je|sú) [\d\s]+ tip(?:y|ov)?, priblížiť$/ })
          .first()
          .waitFor()
      })
      await step('a tap on clusters zooms in; a marker opens its card and the event', async () => {
        const marker = await zoomToAMarker(page, /^Tu (?:je|sú) [\d\s]+ tip(?:y|ov)?, priblížiť$/)
        await marker.click()
        const link = page.getByRole('dialog').getByRole('link')
        const title = (await link.textContent()) ?? ''
        await link.click()
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        expect(new URL(page.url()).pathname).toMatch(/^\/events\/[^/]+$/)
      })
      await step(
        "by keyboard: into a cluster, then the camps near the map's centre, nearest first",
        async () => {
          await page.goBack()
          await page.getByRole('region', { name: 'Mapa tipov' }).waitFor()
          // a cluster pressed with Enter puts its place in the middle of the map
          await zoomToAMarker(page, /^Tu (?:je|sú) [\d\s]+ tip(?:y|ov)?, priblížiť$/)
          const nearCentre = page.getByRole('button', { name: 'Tipy pri strede mapy' })
          await nearCentre.focus()
          await page.keyboard.press('Enter')
          await expect.poll(() => new URL(page.url()).searchParams.get('near')).not.toBeNull()
          expect(new URL(page.url()).pathname).toBe('/events/camp')
          await page
            .getByText(/km odtiaľto/)
            .first()
            .waitFor()
          const distances = await cardDistances(page, /km odtiaľto/)
          expect(distances.length).toBeGreaterThan(0)
          expect(distances).toEqual([...distances].sort((a, b) => a - b))
          const radius = Number(new URL(page.url()).searchParams.get('radius') ?? 100)
          expect(distances.at(-1)).toBeLessThanOrEqual(radius)
        },
      )
    },
    { locale: 'sk-SK', viewport: PHONE },
  )
})
