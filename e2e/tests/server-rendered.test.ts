// Pages that arrive ready (docs/rendering.md): what a browser shows before, or without, the app's code,
// and what a signed-in reader gets once a server-rendered page has been hydrated.
import { describe, expect } from 'vitest'
import { DEMO_USERS } from '@travel/local/seed'
import { signIn } from '../src/accounts'
import { listEvents } from '../src/api'
import { journey, PHONE } from '../src/journey'

describe('a server-rendered page', () => {
  journey(
    "without JavaScript shows an event's title, text and photo, styled, and the lists that lead to it",
    async ({ page, env, step }) => {
      const [camp] = await listEvents(env, { sections: ['camp'], country: 'Slovakia' })
      if (!camp) throw new Error('the seed has no Slovak camp')

      await step('the camps list shows the camp as a card', async () => {
        await page.goto('/events/camp')
        await page.getByRole('heading', { level: 1, name: 'Camps' }).waitFor()
        await page.getByRole('list', { name: 'Events' }).getByRole('link', { name: camp.title }).waitFor()
      })

      await step("the camp's page, opened from its card, has its title, text and photo", async () => {
        await page.getByRole('list', { name: 'Events' }).getByRole('link', { name: camp.title }).click()
        await page.waitForURL(`**/events/${camp._id}`)
        await page.getByRole('heading', { level: 1, name: camp.title }).waitFor()
        const firstLine = (camp.description.split('\n')[0] ?? '').slice(0, 40)
        await page.getByText(firstLine).waitFor()
        const photo = page.getByAltText(camp.title, { exact: true }).first()
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        // Chakra's styles are in the page: the photo fits the phone's width instead of its own 1200 px
        const box = await photo.boundingBox()
        expect(box?.width ?? 0).toBeGreaterThan(300)
        expect(box?.width ?? Infinity).toBeLessThanOrEqual(PHONE.width)
      })

      await step('the same page in Slovak', async () => {
        await page.goto(`/events/${camp._id}?lang=sk`)
        await page.getByText(`Autor: ${camp.user.username}`).waitFor()
      })
    },
    { javaScript: false, viewport: PHONE },
  )

  journey(
    "fills in the signed-in reader's parts once hydrated: the profile link, the wishlist button, the owner's controls",
    async ({ page, env, step }) => {
      const owner = DEMO_USERS[0]
      if (!owner) throw new Error('no demo user')
      await signIn(page, owner)
      const [own] = await listEvents(env, { user: (await ownerId(env.apiUrl, owner.username)) ?? '' })
      if (!own) throw new Error(`${owner.username} has no events in the seed`)

      await step("the owner's event, loaded afresh, shows the owner's controls", async () => {
        await page.goto(`/events/${own._id}`)
        await page.getByRole('heading', { level: 1, name: own.title }).waitFor()
        await page.getByRole('link', { name: /^Profile of / }).waitFor()
        await page.getByRole('button', { name: 'Edit' }).waitFor()
        await page.getByRole('button', { name: 'Delete' }).waitFor()
        await page.getByRole('button', { name: /wishlist/i }).waitFor()
      })
    },
  )

  journey(
    'starts its app without restyling the page: the styles the server sent stay in place, the language is not rewritten',
    async ({ page, step }) => {
      // Noted from the first moment: the server's <style> elements and their parsed sheets, any <style>
      // taken out of the page, any write of <html lang>. A moved or rewritten one makes the browser
      // restyle and lay out the whole page while the app starts (docs/rendering.md).
      await page.addInitScript(() => {
        const record = { removedStyles: 0, langWrites: 0, sheets: new Map<Element, CSSStyleSheet | null>() }
        Object.assign(window, { __styleRecord: record })
        new MutationObserver((mutations) => {
          for (const m of mutations) {
            if (m.type === 'attributes') record.langWrites++
            // (Emotion moves its own empty marks of the server's styles: nothing to restyle)
            for (const node of m.removedNodes)
              if (node.nodeName === 'STYLE' && node.textContent) record.removedStyles++
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang'] })
        document.addEventListener('DOMContentLoaded', () => {
          for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-server-styles]'))
            record.sheets.set(style, style.sheet)
        })
      })

      await step('the home page, hydrated, shows the cookie banner in its colours', async () => {
        await page.goto('/')
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await banner.waitFor()
        // brand.900: the banner's own styles, as the server sent them and the app adopted them
        expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(14, 29, 18)')
      })

      await step(
        'the styles the server sent are the ones the page started with, none was moved',
        async () => {
          const result = await page.evaluate(() => {
            const record = (
              window as unknown as {
                __styleRecord: {
                  removedStyles: number
                  langWrites: number
                  sheets: Map<HTMLStyleElement, CSSStyleSheet | null>
                }
              }
            ).__styleRecord
            return {
              serverStyles: record.sheets.size,
              sameSheets: [...record.sheets].filter(([el, sheet]) => el.isConnected && el.sheet === sheet)
                .length,
              removedStyles: record.removedStyles,
              langWrites: record.langWrites,
              lang: document.documentElement.lang,
            }
          })
          expect(result.serverStyles).toBeGreaterThanOrEqual(2)
          expect(result).toEqual({
            serverStyles: result.serverStyles,
            sameSheets: result.serverStyles,
            removedStyles: 0,
            langWrites: 0,
            lang: 'en',
          })
        },
      )
    },
    { viewport: PHONE, cookieBanner: true },
  )

  journey(
    'draws the map of every event with a route as the server drew it, without a hydration mismatch',
    async ({ page, env, step }) => {
      // The server (Node) and Chromium can differ in the last bits of the map's sines and logarithms; a
      // map written with those bits differs from the browser's first render, and React reports a mismatch
      // (a console error, which fails the journey). Every route of the demo data, each fitted differently.
      const withRoutes = (await listEvents(env)).filter((event) => event.track)
      expect(withRoutes.length).toBeGreaterThan(10)
      for (const event of withRoutes)
        await step(`the route map of "${event.title}", hydrated`, async () => {
          await page.goto(`/events/${event._id}`)
          // an itinerary made from a trip also draws the trip's map below its own
          await page.locator('[data-layer="line"]').first().waitFor({ state: 'attached' })
        })
    },
    { viewport: PHONE },
  )

  journey(
    "asks for the map's land outlines, its largest download, once the reader gets to the map",
    async ({ page, env, step }) => {
      // the camp with the longest text (other journeys add short ones): its map is below a phone's fold
      const [camp] = (await listEvents(env, { sections: ['camp'], country: 'Slovakia' })).sort(
        (a, b) => b.description.length - a.description.length,
      )
      if (!camp) throw new Error('the seed has no Slovak camp')
      // the page's worker fetches them; its requests are the context's
      const outlineRequests: string[] = []
      page.context().on('request', (request) => {
        if (/countries-50m[^/]*\.json/.test(request.url())) outlineRequests.push(request.url())
      })
      const map = page.getByRole('region', { name: "Map of the event's location" })

      await step(
        "the camp's page on a phone: its map is below the photo and the text, without land",
        async () => {
          await page.goto(`/events/${camp._id}`)
          await map.getByRole('img', { name: camp.title }).waitFor({ state: 'attached' })
          const top = await map.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight)
          expect(top, 'the map starts below the fold (this test needs it there)').toBeGreaterThan(0)
          // time for a request the page would make at once (the map's code has loaded and drawn its marker)
          await page.waitForTimeout(1000)
          expect(outlineRequests).toEqual([])
          expect(await map.locator('[data-layer="land"]').count()).toBe(0)
        },
      )

      await step('scrolled to, the map draws the land', async () => {
        await map.scrollIntoViewIfNeeded()
        await expect.poll(() => map.locator('[data-layer="land"] path').count()).toBeGreaterThanOrEqual(2)
        expect(outlineRequests).toHaveLength(1)
      })
    },
    { viewport: PHONE },
  )
  journey(
    "opens in the language the reader chose, never first in the browser's, and an address that names one follows the switcher",
    async ({ page, step }) => {
      // Each document the tab loads notes the first heading it shows, in which language (sessionStorage
      // outlives a navigation in the tab). A page shown in English and then switched would note English.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const heading = document.querySelector('h1')
          if (!heading?.textContent) return
          observer.disconnect()
          const seen = JSON.parse(sessionStorage.getItem('headings') ?? '[]') as string[]
          seen.push(`${document.documentElement.lang}: ${heading.textContent}`)
          sessionStorage.setItem('headings', JSON.stringify(seen))
        })
        observer.observe(document, { childList: true, subtree: true })
      })
      const headings = () =>
        page.evaluate(() => JSON.parse(sessionStorage.getItem('headings') ?? '[]') as string[])
      // EN and SK lead each button's name in either language
      const switcher = page.getByRole('banner')

      await step('on an English browser the camps are in English; the reader chooses Slovak', async () => {
        await page.goto('/events/camp')
        await page.getByRole('heading', { level: 1, name: 'Camps' }).waitFor()
        await switcher.getByRole('button', { name: /^SK/ }).click()
        await page.getByRole('heading', { level: 1, name: 'Kempy' }).waitFor()
        expect(new URL(page.url()).search).toBe('')
      })

      await step('opened again, the camps page arrives in Slovak, at its Slovak address', async () => {
        await page.evaluate(() => sessionStorage.removeItem('headings'))
        await page.goto('/events/camp')
        await page.waitForURL('**/events/camp?lang=sk')
        await page.getByRole('heading', { level: 1, name: 'Kempy' }).waitFor()
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        expect(await headings()).toEqual(['sk: Kempy'])
      })

      await step('English from the switcher: the address says so, and a reload stays English', async () => {
        await switcher.getByRole('button', { name: /^EN/ }).click()
        await page.getByRole('heading', { level: 1, name: 'Camps' }).waitFor()
        await page.waitForURL('**/events/camp?lang=en')
        await page.reload()
        await page.getByRole('heading', { level: 1, name: 'Camps' }).waitFor()
        expect(new URL(page.url()).search).toBe('?lang=en')
      })
    },
  )
})

/** The id of the seeded user with this name, from the events they own. */
async function ownerId(apiUrl: string, username: string): Promise<string | undefined> {
  const res = await fetch(`${apiUrl}/api/events?limit=100`)
  const body = (await res.json()) as { data: { user: { _id: string; username: string } }[] }
  return body.data.find((event) => event.user.username === username)?.user._id
}
