// Offline (docs/offline.md): a traveller saves two routes, loses the network, reloads, and still reads them
// with photos and tracks, the wishlist and home; adding an event is disabled; back online the page asks the
// server again, and removing an event from the wishlist deletes its copies. Runs on the production build.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import type { EventListItemDto } from '@travel/domain'
import { createAccount, signIn } from '../src/accounts'
import { journey } from '../src/journey'
import { readDownload } from '../src/screen'

/** Two demo routes with a route file and a photo. */
async function twoRoutes(apiUrl: string): Promise<EventListItemDto[]> {
  const response = await fetch(`${apiUrl}/api/events?section=route&limit=24`)
  const body = (await response.json()) as { data: (EventListItemDto & { gpxFile: string | null })[] }
  const routes = body.data.filter((event) => event.gpxFile && event.track && event.image).slice(0, 2)
  expect(routes).toHaveLength(2)
  return routes
}

/** The event's photo has been drawn (from the network or the kept copy, not a broken image). */
async function photoShown(page: Page, title: string): Promise<boolean> {
  const photo = page.getByRole('img', { name: title, exact: true }).first()
  await photo.waitFor()
  return photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
}

describe('offline', () => {
  journey(
    'saved events open without a network with their photo, track and GPX file; the wishlist and home too',
    async ({ page, context, env, step }) => {
      const [first, second] = await twoRoutes(env.apiUrl)
      if (!first || !second) throw new Error('the demo data has fewer than two routes with files')
      const account = await createAccount(env, 'offline')
      await signIn(page, account)

      await step('the service worker takes over the site', async () => {
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        // the first page was loaded before it existed; pages opened from now on are its
        await page.reload()
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
        await page.getByRole('list', { name: 'Events' }).getByRole('listitem').first().waitFor()
      })

      for (const event of [first, second]) {
        await step(`"${event.title}" is saved and kept offline`, async () => {
          await page.goto(`/events/${event._id}`)
          await page.getByRole('button', { name: 'Add to wishlist' }).click()
          await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor()
          await page.getByText('Available offline').waitFor({ timeout: 30_000 })
        })
      }

      await step('the wishlist is opened online once', async () => {
        await page.goto('/wishlist')
        await expect.poll(() => page.getByText('Available offline').count()).toBe(2)
      })

      await step('offline, a reload still shows the saved route with its photo and track', async () => {
        await page.goto(`/events/${first._id}`)
        await context.setOffline(true)
        await page.reload()
        await page.getByRole('heading', { name: first.title, level: 1 }).waitFor()
        await page.getByText('You are offline.', { exact: true }).waitFor()
        expect(await photoShown(page, first.title)).toBe(true)
        await page.getByRole('heading', { name: 'The route' }).waitFor()
        await page.getByLabel('Map of the route').first().waitFor()
        await page.getByRole('slider', { name: /^Elevation profile/ }).waitFor()
      })

      await step('the other saved route opens too, and its GPX file downloads', async () => {
        await page.goto(`/events/${second._id}`)
        await page.getByRole('heading', { name: second.title, level: 1 }).waitFor()
        expect(await photoShown(page, second.title)).toBe(true)
        await page.getByRole('heading', { name: 'The route' }).waitFor()
        const download = page.waitForEvent('download')
        await page.getByRole('button', { name: /GPX/ }).click()
        const gpx = await readDownload(await download)
        expect(gpx).toContain('<gpx')
        expect(gpx).toContain('<trkpt')
        // saving needs the server: disabled, and the page says why
        await expect(page.getByRole('button', { name: 'Remove from wishlist' }).isDisabled()).resolves.toBe(
          true,
        )
        await page.getByText('This needs an internet connection. You are offline.').waitFor()
      })

      await step('the wishlist shows both, available offline', async () => {
        await page.goto('/wishlist')
        const saved = page.getByRole('list', { name: 'My wishlist' })
        await saved.getByRole('heading', { name: first.title }).waitFor()
        await saved.getByRole('heading', { name: second.title }).waitFor()
        await expect.poll(() => saved.getByText('Available offline').count()).toBe(2)
      })

      await step('home opens with the list last seen; adding an event waits for the network', async () => {
        await page.goto('/')
        await page.getByRole('list', { name: 'Events' }).getByRole('listitem').first().waitFor()
        await expect(page.getByRole('button', { name: 'Add event' }).isDisabled()).resolves.toBe(true)
        await page.getByText('This needs an internet connection. You are offline.').waitFor()
      })

      await step('back online, the banner goes and the page asks the server again', async () => {
        const refreshed = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
        )
        await context.setOffline(false)
        await refreshed
        await page.getByText('You are offline.', { exact: true }).waitFor({ state: 'detached' })
        await expect(page.getByRole('button', { name: 'Add event' }).isEnabled()).resolves.toBe(true)
      })

      await step(
        'removing one from the wishlist deletes its copies; the profile shows what is kept',
        async () => {
          await page.goto(`/events/${first._id}`)
          await page.getByRole('button', { name: 'Remove from wishlist' }).click()
          await page.getByRole('button', { name: 'Add to wishlist' }).waitFor()
          await page.getByRole('link', { name: /^Profile of / }).click()
          await page.getByText(/^1 saved event kept offline, using .+ of 50\sMB\.$/).waitFor()
        },
      )
    },
    // Offline, the Auth SDK's check of the session fails (the session stays), and the home list's cards
    // whose pictures were never seen have none: the browser logs both.
    // the longest journey (two events kept, eight steps): room for a busy 2-core machine
    {
      allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/],
      timeout: 240_000,
      serviceWorker: true,
    },
  )
})
