// Taking a list to a GPS: the wishlist downloads as GPX and KML with a point for every saved camp, and a
// filtered list's link gives the same for what the list shows. The downloads are opened as XML.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { callApi, UserSession } from '@travel/local/seed'
import { createAccount, signIn } from '../src/accounts'
import { publishCamp } from '../src/camps'
import { stackEndpoints } from '../src/environment'
import { journey, PHONE } from '../src/journey'
import { cardTitles, readDownload } from '../src/screen'

/** The names of a file's points and tracks (or placemarks), read by the browser's own XML parser. */
function namesIn(page: Page, xml: string, tags: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ([text, elements]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed XML')
      return elements.flatMap((element) =>
        [...doc.getElementsByTagName(element)].map(
          (node) => node.getElementsByTagName('name')[0]?.textContent ?? '',
        ),
      )
    },
    [xml, tags] as const,
  )
}

const GPX_ITEMS = ['wpt', 'trk'] as const

describe('download for GPS', () => {
  journey(
    'a traveller takes the wishlist and a filtered list to a GPS app as GPX and KML',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'gps-owner')
      const traveller = await createAccount(env, 'gps-traveller')
      const tag = owner.username.slice(-6)
      const titles = [`Lakeside meadow ${tag}`, `Pine forest clearing ${tag}`]
      // a country of their own, so the filtered list holds exactly these two
      const camps = [
        await publishCamp(env, owner, titles[0]!, 'Iceland'),
        await publishCamp(env, owner, titles[1]!, 'Iceland'),
      ]
      const session = await UserSession.signIn(stackEndpoints(env), traveller.email, traveller.password)
      try {
        for (const camp of camps)
          await callApi(stackEndpoints(env), 'POST', '/api/wishlist', {
            token: await session.idToken(),
            body: { eventID: camp._id },
          })
      } finally {
        await session.close()
      }
      await signIn(page, traveller)

      await step('the wishlist downloads as a GPX file with a point for each saved camp', async () => {
        await page.goto('/wishlist')
        const gps = page.getByRole('group', { name: 'Download for GPS' })
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          gps.getByRole('button', { name: 'GPX' }).click(),
        ])
        expect(download.suggestedFilename()).toMatch(/^wishlist-\d{4}-\d{2}-\d{2}\.gpx$/)
        const names = await namesIn(page, await readDownload(download), GPX_ITEMS)
        expect(names.sort()).toEqual([...titles].sort())
      })

      await step('and as a KML file for Google My Maps', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('group', { name: 'Download for GPS' }).getByRole('button', { name: 'KML' }).click(),
        ])
        expect(download.suggestedFilename()).toMatch(/^wishlist-\d{4}-\d{2}-\d{2}\.kml$/)
        const names = await namesIn(page, await readDownload(download), ['Placemark'])
        expect(names.sort()).toEqual([...titles].sort())
      })

      await step('a list filtered by country links to the same download of what it shows', async () => {
        await page.goto('/')
        await page.getByRole('combobox', { name: 'Country' }).selectOption('Iceland')
        await page.getByRole('link', { name: new RegExp(titles[0]!) }).waitFor()
        const link = page.getByRole('group', { name: 'Download for GPS' }).getByRole('link', { name: 'GPX' })
        // the filter reaches the address, then the list and its download link
        await expect.poll(() => link.getAttribute('href')).toContain('country=Iceland')
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
        const names = await namesIn(page, await readDownload(download), GPX_ITEMS)
        expect(names).toEqual(expect.arrayContaining(titles))
        // the list's own request for the filter may answer after the link has changed
        await expect.poll(async () => (await cardTitles(page)).sort()).toEqual(names.sort())
      })
    },
    { viewport: PHONE },
  )
})
