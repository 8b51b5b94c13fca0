// A route you can see (docs/screens.md Event detail): a member uploads a GPX through the form; the event page
// shows the track on a map drawn from the site's own data (no Maps key, nothing from another origin),
// its numbers and its elevation profile, in English on a desktop and in Slovak on a phone.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { todayIso, type EventDto } from '@travel/domain'
import { createAccount, signIn } from '../src/accounts'
import { ARTIFACTS_DIR, journey, PHONE } from '../src/journey'
import { waitForPath } from '../src/screen'
import { gpxTrack, landscapePhoto } from '../src/test-files'

const SHOTS = join(ARTIFACTS_DIR, 'route-track')

/** The value under each label of the route's numbers, spaces as readers see them. */
async function routeNumbers(page: Page): Promise<Record<string, string>> {
  const section = page.getByRole('region', { name: /^(The route|Trasa)$/ })
  return section.locator('dl').evaluate((dl) => {
    const out: Record<string, string> = {}
    dl.querySelectorAll('dt').forEach((dt) => {
      out[dt.textContent ?? ''] = (dt.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ')
    })
    return out
  })
}

/** A distance as each language writes it: "30.4" / "30,4" (and "30" for a round number). */
const oneDecimal = (lang: string, value: number) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(value).replace(/\u00a0/g, ' ')

describe('a route', () => {
  journey(
    'uploaded as a GPX shows its map, numbers and elevation profile, in English and in Slovak, on a desktop and a phone',
    async ({ page, env, step }) => {
      mkdirSync(SHOTS, { recursive: true })
      const account = await createAccount(env, 'router')
      const title = `Okruh nad Dobšinou ${account.username.slice(-6)}`
      const origins = new Set<string>()
      page.on('request', (request) => origins.add(new URL(request.url()).hostname))
      await signIn(page, account)

      await step('the GPX is uploaded with a route through the add form', async () => {
        await page.getByRole('button', { name: 'Add event' }).click()
        const dialog = page.getByRole('dialog', { name: 'Add an event' })
        await dialog.getByLabel(/^Section/).selectOption('route')
        await dialog.getByLabel('Sub-section').selectOption({ label: 'Off-road' })
        await dialog.getByLabel('Image').setInputFiles(landscapePhoto('dobsina.jpg'))
        await dialog.getByText('Image uploaded successfully!').waitFor({ timeout: 30_000 })
        await dialog.getByLabel('Route file (GPX)').setInputFiles(gpxTrack('dobsina-loop.gpx'))
        await dialog.getByText('GPX file uploaded successfully!').waitFor({ timeout: 30_000 })
        await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
        await dialog
          .getByRole('textbox', { name: 'Description', exact: true })
          .fill('Lesné cesty nad Dobšinou, stúpanie na hrebeň a späť.')
        await dialog.getByLabel('Date').fill(todayIso())
        // not Slovakia: other journeys check the Slovak lists while this one runs (Dobšiná is near Hungary)
        await dialog.getByLabel('Country').selectOption({ label: 'Hungary' })
        await dialog.getByLabel('Access').selectOption({ label: 'Off-road' })
        await dialog.getByRole('button', { name: 'Add event' }).click()
        await dialog.waitFor({ state: 'detached' })
      })

      let event: EventDto | undefined
      await step('its card shows the distance and the climb', async () => {
        const card = page.getByRole('link', { name: new RegExp(title) })
        await card.waitFor()
        await card.getByText(/\skm · [\d,]+\sm climb$/).waitFor()
        await card.click()
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
        event = ((await (await fetch(`${env.apiUrl}/api/events/${id}`)).json()) as { data: EventDto }).data
        expect(event.track?.distanceKm).toBeGreaterThan(25)
      })

      await step('its page shows the track on the keyless map, with start, finish and the land', async () => {
        const map = page.getByRole('region', { name: 'Map of the route' })
        await map.getByRole('img', { name: 'Start' }).waitFor()
        await map.getByRole('img', { name: 'Finish' }).waitFor()
        // Natural Earth's outlines arrived from the site itself and were drawn (asked for once the map is
        // on screen)
        await map.scrollIntoViewIfNeeded()
        await expect.poll(() => map.locator('[data-layer="land"] path').count()).toBeGreaterThanOrEqual(2)
        const box = await map.boundingBox()
        expect(box?.height).toBe(384)
      })

      await step('the numbers match the track the server computed', async () => {
        const track = event?.track
        if (!track) throw new Error('no track')
        const numbers = await routeNumbers(page)
        expect(numbers.Distance).toBe(`${oneDecimal('en', track.distanceKm)} km`)
        expect(numbers.Climb).toBe(`${track.ascentM.toLocaleString('en')} m`)
        expect(numbers['Highest point']).toBe(`${track.maxEleM?.toLocaleString('en')} m`)
        expect(numbers['Time recorded']).toMatch(/^\d+ hr( \d+ min)?$/)
      })

      await step('pointing at the profile shows the distance, elevation and spot on the map', async () => {
        const chart = page.getByRole('slider', { name: /Elevation profile/ })
        await chart.scrollIntoViewIfNeeded()
        const box = await chart.boundingBox()
        if (!box) throw new Error('the profile is not laid out')
        await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2)
        await expect
          .poll(() => page.getByTestId('profile-readout').innerText())
          .toMatch(/^\d+(\.\d)?\skm · [\d,]+\sm$/)
        await page
          .getByRole('region', { name: 'Map of the route' })
          .getByRole('img', { name: /Place on the route at/ })
          .waitFor()
        await page.screenshot({ path: join(SHOTS, 'en-desktop.png'), fullPage: true })
      })

      await step('the map pans and zooms', async () => {
        const map = page.getByRole('region', { name: 'Map of the route' })
        await map.scrollIntoViewIfNeeded()
        const start = map.getByRole('img', { name: 'Start' })
        const before = await start.boundingBox()
        await map.getByRole('button', { name: 'Zoom in' }).click()
        const box = await map.boundingBox()
        if (!box) throw new Error('no map')
        await page.mouse.move(box.x + 200, box.y + 200)
        await page.mouse.down()
        await page.mouse.move(box.x + 260, box.y + 230, { steps: 5 })
        await page.mouse.up()
        const after = await start.boundingBox()
        expect(after?.x).not.toBeCloseTo(before?.x ?? 0, 0)
        await map.getByRole('button', { name: 'Show all' }).click()
        await expect.poll(async () => (await start.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0)
      })

      await step('in Slovak on a phone it reads in Slovak number formats and fits the screen', async () => {
        // the language switch is in the header on a desktop (in the menu on a phone)
        await page.getByRole('button', { name: 'Slovenčina' }).click()
        await page.setViewportSize(PHONE)
        const section = page.getByRole('region', { name: 'Trasa' })
        await section.waitFor()
        const track = event?.track
        if (!track) throw new Error('no track')
        const numbers = await routeNumbers(page)
        expect(numbers['Dĺžka']).toBe(`${oneDecimal('sk', track.distanceKm)} km`)
        expect(numbers['Stúpanie']).toBe(`${track.ascentM.toLocaleString('sk').replace(/\u00a0/g, ' ')} m`)
        await page.getByRole('region', { name: 'Mapa trasy' }).getByRole('img', { name: 'Štart' }).waitFor()
        await page.getByRole('slider', { name: /Výškový profil/ }).waitFor()
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        )
        await page.screenshot({ path: join(SHOTS, 'sk-phone.png'), fullPage: true })
      })

      await step('nothing was loaded from any other origin: no Maps key, no tiles', async () => {
        const api = new URL(env.apiUrl).hostname
        expect([...origins].filter((host) => !['localhost', '127.0.0.1', api].includes(host))).toEqual([])
        await waitForPath(page, new URL(page.url()).pathname)
      })
    },
  )
})
