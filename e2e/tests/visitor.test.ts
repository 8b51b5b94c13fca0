// What anyone can do without an account (docs/architecture.md).
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import type { EventDto } from '@travel/domain'
import { listEvents } from '../src/api'
import { journey } from '../src/journey'
import { cardDates, cardTitles, readDownload, waitForPath } from '../src/screen'

/**
 * The cards show `expected`, in order. Journeys run side by side, and another one may add a route while
 * this one looks: a card besides those must be an event that the same filter answers now.
 */
async function expectCards(page: Page, expected: EventDto[], sameFilterNow: () => Promise<EventDto[]>) {
  const known = new Set(expected.map((e) => e.title))
  await expect
    .poll(async () => {
      const shown = await cardTitles(page)
      const now = new Set((await sameFilterNow()).map((e) => e.title))
      return {
        expected: shown.filter((title) => known.has(title)),
        others: shown.filter((title) => !known.has(title) && !now.has(title)),
      }
    })
    .toEqual({ expected: expected.map((e) => e.title), others: [] })
}

describe('a visitor', () => {
  journey(
    'browses the events, filters them by section and country, opens one, sees the map link instead of a map and downloads its GPX',
    async ({ page, env, step }) => {
      await step('the home page lists events newest first and invites to sign in to add one', async () => {
        await page.goto('/')
        await page.getByRole('list', { name: 'Events' }).waitFor()
        const dates = await cardDates(page)
        expect(dates.length).toBeGreaterThanOrEqual(12)
        expect(dates).toEqual([...dates].sort().reverse())
        await page.getByText('You must be signed in to add an event.').waitFor()
        await expect(page.getByRole('button', { name: 'Add event' }).count()).resolves.toBe(0)
      })

      const routes = await listEvents(env, { sections: ['route'] })
      await step('Routes shows the routes only', async () => {
        await page
          .getByRole('group', { name: 'Event type' })
          .getByRole('link', { name: 'Routes', exact: true })
          .click()
        await expectCards(page, routes.slice(0, 24), () => listEvents(env, { sections: ['route'] }))
        expect(routes.length).toBeGreaterThanOrEqual(12)
      })

      const slovakRoutes = routes.filter((e) => e.country === 'Slovakia')
      await step('a country narrows the routes to that country', async () => {
        expect(slovakRoutes.length).toBeGreaterThan(0)
        await page.getByLabel('Country').selectOption({ label: 'Slovakia' })
        await expectCards(page, slovakRoutes, () =>
          listEvents(env, { sections: ['route'], country: 'Slovakia' }),
        )
      })

      await step('All with the country shows every section of that country', async () => {
        await page
          .getByRole('group', { name: 'Event type' })
          .getByRole('link', { name: 'All', exact: true })
          .click()
        const slovak = await listEvents(env, { country: 'Slovakia' })
        await expect.poll(() => cardTitles(page)).toEqual(slovak.slice(0, 24).map((e) => e.title))
        expect(new Set(slovak.map((e) => e.section.main)).size).toBeGreaterThan(1)
      })

      // a wild camp with coordinates and the GPX of its approach track
      const camp = (await listEvents(env, { country: 'Slovakia', subs: ['natural'] })).find(
        (e) => e.gpxFile && e.coordinates.length === 2,
      )
      if (!camp) throw new Error('the seed has no Slovak wild camp with coordinates and a GPX track')

      await step('the camp page shows its details', async () => {
        await page.getByRole('link', { name: camp.title }).click()
        await page.waitForURL(`**/events/${camp._id}`)
        await page.getByRole('heading', { level: 1, name: camp.title }).waitFor()
        await page.getByText(`Added by ${camp.user.username}`).waitFor()
        await page.getByText('Slovakia', { exact: true }).first().waitFor()
        await page
          .getByText('Camps · Natural camp')
          .or(page.getByText(/Natural camp/))
          .first()
          .waitFor()
        // the description keeps its paragraphs
        const firstParagraph = camp.description.split('\n')[0] ?? ''
        const shown = await page.getByText(firstParagraph.slice(0, 40)).innerText()
        expect(shown).toContain('\n')
        const image = page.getByAltText(camp.title, { exact: true }) // the photo; the map's marker has the same name
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
      })

      await step(
        'without a maps key the camp is on the keyless map with its approach, and a link opens the spot',
        async () => {
          const map = page.getByRole('region', { name: 'Map of the route' })
          await map.getByRole('img', { name: camp.title }).waitFor()
          await map.getByRole('img', { name: 'Start' }).waitFor()
          const link = page.getByRole('link', { name: 'Open in maps' })
          await expect(link.getAttribute('href')).resolves.toBe(
            `https://www.google.com/maps?q=${camp.coordinates[0]},${camp.coordinates[1]}`,
          )
          await expect(link.getAttribute('target')).resolves.toBe('_blank')
        },
      )

      await step('a visitor has no wishlist, edit or delete controls', async () => {
        for (const name of ['Add to wishlist', 'Edit', 'Delete']) {
          await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(0)
        }
      })

      await step('the GPX downloads under its file name', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download GPX' }).click(),
        ])
        const expectedName = decodeURIComponent(new URL(camp.gpxFile ?? '').pathname.split('/').pop() ?? '')
          .split('/')
          .pop()
        expect(download.suggestedFilename()).toBe(expectedName)
        const gpx = await readDownload(download)
        expect(gpx).toMatch(/^<\?xml/)
        expect(gpx.match(/<trkpt /g)?.length ?? 0).toBeGreaterThan(10)
        await page.getByText('GPX file downloaded successfully!').waitFor()
      })
    },
  )

  journey(
    'is sent to sign-in from the profile, and asked to sign in on My events and the wishlist',
    async ({ page, step }) => {
      await step('/profile leads to the sign-in screen', async () => {
        await page.goto('/profile')
        await waitForPath(page, '/sign-in')
        await page.getByRole('heading', { name: 'Sign in' }).waitFor()
        await page.getByRole('button', { name: 'Continue with Google' }).waitFor()
      })
      await step('My events asks to sign in', async () => {
        await page.goto('/my-events')
        await page.getByText('You must be signed in to view your events.').waitFor()
      })
      await step('the wishlist asks to sign in', async () => {
        await page.goto('/wishlist')
        await page.getByText('You must be signed in to view your wishlist events.').waitFor()
      })
    },
  )

  journey(
    'no longer sees the cookie banner once they have chosen, on any page, after a reload',
    async ({ page, context, step }) => {
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await step('the banner explains cookies and links to the privacy policy', async () => {
        await page.goto('/')
        await banner
          .getByText('We use cookies to ensure you get the best experience on our website.')
          .waitFor()
        await banner.getByRole('link', { name: 'Learn more' }).click()
        await waitForPath(page, '/privacy-policy')
        await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
        await banner.waitFor()
      })
      await step('"Accept" hides it and stores the consent for a year', async () => {
        await banner.getByRole('button', { name: 'Accept' }).click()
        await banner.waitFor({ state: 'detached' })
        const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent')
        expect(cookie?.value).toBe('true')
        expect(cookie?.sameSite).toBe('Lax')
        const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
        expect(days).toBeGreaterThan(364)
        expect(days).toBeLessThan(366)
      })
      await step('it stays away after a reload and on other pages', async () => {
        await page.reload()
        await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
        await page.goto('/events/camp')
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await expect(banner.count()).resolves.toBe(0)
      })
      await step('declining also hides it for good', async () => {
        await context.clearCookies()
        await page.goto('/')
        await banner.getByRole('button', { name: 'Decline' }).click()
        await banner.waitFor({ state: 'detached' })
        expect((await context.cookies()).find((c) => c.name === 'cookieConsent')?.value).toBe('false')
        await page.reload()
        await page.getByRole('list', { name: 'Events' }).waitFor()
        await expect(banner.count()).resolves.toBe(0)
      })
    },
    { cookieBanner: true },
  )
})
