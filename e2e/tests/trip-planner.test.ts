// The trip planner: a traveller builds a trip from the wishlist, an event's page, a list's card, the map
// and a point picked on it, reorders it by dragging and from the keyboard, sees the vehicle and season
// warnings, downloads it, shares it with someone signed out, and publishes it as an itinerary.
import { describe, expect } from 'vitest'
import { todayIso } from '@travel/domain'
import { createAccount, signIn } from '../src/accounts'
import { emulatorSignIn } from '../src/api'
import { publishCamp } from '../src/camps'
import { journey, newJourneyContext, newJourneyPage, PHONE } from '../src/journey'
import { readDownload, waitForPath } from '../src/screen'
import { landscapePhoto } from '../src/test-files'

describe('the trip planner', () => {
  journey(
    'builds a trip, reorders it, warns, downloads, shares it and publishes it as an itinerary',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'planner')
      // a camp for 6 m vehicles, open in summer only: a 7.5 m caravan in November gets both warnings
      const summerCamp = await publishCamp(env, owner, 'Summer meadow for short vans', 'Slovenia', {
        amenities: { maxLength: 6, months: [6, 7, 8] },
      })
      const riverCamp = await publishCamp(env, owner, 'Riverside camp for everyone', 'Slovenia', {
        coordinates: [46.05, 14.5],
      })
      const { idToken } = await emulatorSignIn(env, owner.email, owner.password)
      const saved = await fetch(`${env.apiUrl}/api/wishlist`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ eventID: summerCamp._id }),
      })
      expect(saved.status).toBe(201)
      const year = Number(todayIso().slice(0, 4)) + 1

      await step('a new trip for a 7.5 m caravan starting in November opens', async () => {
        await signIn(page, owner)
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Trips' })
          .click()
        await page.getByRole('heading', { level: 1, name: 'My trips' }).waitFor()
        await page.getByLabel('Name').fill('Autumn in Slovenia')
        await page.getByLabel('Start date').fill(`${year}-11-02`)
        await page.getByLabel('Length (m)').fill('7.5')
        await page.getByRole('button', { name: 'Create trip' }).click()
        await page.getByRole('heading', { level: 1, name: 'Autumn in Slovenia' }).waitFor()
      })
      const tripUrl = page.url()

      await step('an event is added from the wishlist and another from its page', async () => {
        await page.goto('/wishlist')
        await page.getByRole('button', { name: `Add to trip: ${summerCamp.title}` }).click()
        await page.getByRole('button', { name: 'Autumn in Slovenia' }).click()
        await page.getByText('Added to “Autumn in Slovenia”.').waitFor()
        await page.goto(`/events/${riverCamp._id}`)
        await page.getByRole('button', { name: 'Add to trip' }).click()
        await page.getByRole('button', { name: 'Autumn in Slovenia' }).click()
        await page.getByRole('link', { name: 'Open the trip' }).click()
        await page.getByRole('heading', { level: 1, name: 'Autumn in Slovenia' }).waitFor()
      })

      await step('a free point is picked on the map and named', async () => {
        const map = page.getByRole('application', { name: /^Map of the trip/ })
        const box = await map.boundingBox()
        if (!box) throw new Error('the map is not on screen')
        await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.6)
        await page.getByLabel('Name of the point').fill('Ferry over the lake')
        await page.getByRole('button', { name: 'Add point' }).click()
        await page.getByRole('button', { name: 'Move up: Ferry over the lake' }).waitFor()
      })

      await step('the point moves up from the keyboard, one place per press', async () => {
        await page.getByRole('button', { name: 'Move up: Ferry over the lake' }).focus()
        await page.keyboard.press('Enter')
        await expect
          .poll(() => page.locator('[data-stop]').evaluateAll((rows) => rows.map((r) => r.textContent ?? '')))
          .toEqual([
            expect.stringContaining(summerCamp.title),
            expect.stringContaining('Ferry over the lake'),
            expect.stringContaining(riverCamp.title),
          ])
        // shown at once, saved when the status says no more
        await page.getByText('Saving your changes…').waitFor({ state: 'hidden' })
      })

      await step('the summer camp warns of the vehicle and the season', async () => {
        await page.getByText('This place takes vehicles up to 6 m long; yours is 7.5 m.').waitFor()
        await page.getByText('Closed in November.').waitFor()
      })

      await step('the trip downloads as a GPX file', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('group', { name: 'Download for GPS' }).getByRole('button', { name: 'GPX' }).click(),
        ])
        const gpx = await readDownload(download)
        expect(gpx).toMatch(/^<\?xml/)
        expect(gpx).toContain('Ferry over the lake')
      })

      const link = await step('a private link is made', async () => {
        await page.getByRole('button', { name: 'Create a link' }).click()
        const field = page.getByRole('textbox', { name: 'Link to your trip' })
        await expect.poll(() => field.inputValue()).toMatch(/\/shared-trip\/[A-Za-z0-9_-]+$/)
        return field.inputValue()
      })

      const reader = await newJourneyContext(env)
      try {
        await step('someone signed out opens it, read-only', async () => {
          const visitor = await newJourneyPage(reader)
          await visitor.goto(link)
          await visitor.getByRole('heading', { level: 1, name: 'Autumn in Slovenia' }).waitFor()
          await visitor.getByText('Closed in November.').waitFor()
          await expect(visitor.getByRole('button', { name: /^Move / }).count()).resolves.toBe(0)
        })
      } finally {
        await reader.close()
      }

      await step(
        'publishing opens the itinerary form filled in from the trip, and links the trip',
        async () => {
          await page.goto(tripUrl)
          await page.getByRole('link', { name: 'Publish as an itinerary' }).click()
          const dialog = page.getByRole('dialog', { name: 'Add an event' })
          await dialog.waitFor()
          await expect(
            dialog.getByRole('textbox', { name: 'Title', exact: true }).inputValue(),
          ).resolves.toBe('Autumn in Slovenia')
          await expect(dialog.getByLabel(/^Section/).inputValue()).resolves.toBe('itinerary')
          await dialog.getByLabel('Image').setInputFiles(landscapePhoto('trip.jpg'))
          await dialog.getByText('Image uploaded successfully!').waitFor({ timeout: 30_000 })
          await dialog.getByLabel('Date').fill(todayIso())
          await dialog.getByLabel('Country').selectOption({ label: 'Slovenia' })
          await dialog.getByLabel('Access').selectOption({ label: 'Caravan' })
          await dialog.getByRole('button', { name: 'Add event' }).click()
          await dialog.waitFor({ state: 'detached' })
          await page.getByRole('heading', { level: 2, name: 'The trip' }).waitFor()
        },
      )

      await step('the itinerary list shows it', async () => {
        await page.goto('/events/itinerary')
        await page
          .getByRole('link', { name: /Autumn in Slovenia/ })
          .first()
          .waitFor()
        await waitForPath(page, '/events/itinerary')
      })
    },
    { timeout: 240_000 },
  )

  journey(
    'in Slovak on a phone: three days from the wishlist, a card and the map, reordered by dragging',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'plannersk')
      const camp = (title: string, coordinates: [number, number]) =>
        publishCamp(env, owner, title, 'Slovakia', { coordinates })
      // three camps: each ends a day
      const lake = await camp('Lúka pri jazere Kopřivnica', [48.91, 19.62])
      const castle = await camp('Kemp pod hradom Zbudza', [49.0, 20.31])
      const river = await camp('Tábor pri rieke Ondava', [48.71, 21.21])
      const { idToken } = await emulatorSignIn(env, owner.email, owner.password)
      const saved = await fetch(`${env.apiUrl}/api/wishlist`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ eventID: lake._id }),
      })
      expect(saved.status).toBe(201)
      const tripName = 'Jeseň na východe'
      const addTo = async (title: string) => {
        await page.getByRole('button', { name: `Pridať do cesty: ${title}` }).click()
        await page.getByRole('button', { name: tripName }).click()
        await page.getByText(`Pridané do cesty „${tripName}“.`).waitFor()
      }

      await step('a trip for a 7,5 m caravan is made, and the caravan kept for the next ones', async () => {
        await signIn(page, owner, 'sk')
        await page.goto('/trips')
        await page.getByRole('heading', { level: 1, name: 'Moje cesty' }).waitFor()
        await page.getByLabel('Názov').fill(tripName)
        await page.getByLabel('Dĺžka (m)').fill('7,5')
        await page.getByText('Zapamätať si toto vozidlo pre ďalšie cesty').click()
        await page.getByRole('button', { name: 'Vytvoriť cestu' }).click()
        await page.getByRole('heading', { level: 1, name: tripName }).waitFor()
      })
      const tripUrl = page.url()

      await step('a camp is added from the wishlist, one from a list card, one from the map', async () => {
        await page.goto('/wishlist')
        await addTo(lake.title)
        await page.goto(`/events/camp?q=${encodeURIComponent('Zbudza')}`)
        await addTo(castle.title)
        // the map around a place a little north of the camp, whose pin would otherwise cover its marker
        const [lat, lng] = river.coordinates as [number, number]
        await page.goto(`/?view=map&near=${lat + 0.03}%2C${lng}&radius=10`)
        await page.getByRole('button', { name: new RegExp(`^${river.title},`) }).click()
        await page.getByRole('dialog', { name: river.title }).waitFor()
        await addTo(river.title)
      })

      const order = () =>
        page.locator('[data-stop]').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''))
      await step('the trip has three days, a camp ending each', async () => {
        await page.goto(tripUrl)
        for (const day of [1, 2, 3])
          await page.getByRole('heading', { level: 3, name: new RegExp(`^Deň ${day}`) }).waitFor()
        await expect
          .poll(order)
          .toEqual([
            expect.stringContaining(lake.title),
            expect.stringContaining(castle.title),
            expect.stringContaining(river.title),
          ])
      })

      await step('the last camp is dragged by its handle to the start', async () => {
        const handle = page.getByRole('button', { name: `Presunúť „${river.title}“ na iné miesto` })
        // the three days fit on the screen from the first stop down: the whole drag is in view
        await page
          .locator('[data-stop]')
          .first()
          .evaluate((row) => row.scrollIntoView({ block: 'start' }))
        const from = await handle.boundingBox()
        const to = await page.locator('[data-stop]').first().boundingBox()
        if (!from || !to) throw new Error('the stops are not on screen')
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
        await page.mouse.down()
        // in steps, as a finger moves: the drag starts after a few pixels
        await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 20 })
        await page.mouse.up()
        await expect
          .poll(order)
          .toEqual([
            expect.stringContaining(river.title),
            expect.stringContaining(lake.title),
            expect.stringContaining(castle.title),
          ])
        await page.getByText('Ukladajú sa zmeny…').waitFor({ state: 'hidden' })
      })

      await step('the order is kept, and the castle moves up from the keyboard', async () => {
        await page.reload()
        await page.getByRole('button', { name: `Posunúť vyššie: ${castle.title}` }).focus()
        await page.keyboard.press('Enter')
        await expect
          .poll(order)
          .toEqual([
            expect.stringContaining(river.title),
            expect.stringContaining(castle.title),
            expect.stringContaining(lake.title),
          ])
      })

      await step('a new trip starts with the kept caravan', async () => {
        await page.goto('/trips')
        await expect.poll(() => page.getByLabel('Dĺžka (m)').inputValue()).toBe('7,5')
      })
    },
    { locale: 'sk-SK', viewport: PHONE, timeout: 240_000 },
  )
})
