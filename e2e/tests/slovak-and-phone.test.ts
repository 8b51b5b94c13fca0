// The site in the visitor's language (browser language sk) and on a phone (docs/architecture.md).
import { describe, expect } from 'vitest'
import type { Page } from 'playwright-core'
import { DEMO_USERS } from '@travel/local/seed'
import { signIn } from '../src/accounts'
import { listEvents } from '../src/api'
import { DELETED_EVENT_PHOTO, journey, PHONE } from '../src/journey'
import { cardTitles, waitForPath } from '../src/screen'

const SLOVAK_MONTHS =
  /januára|februára|marca|apríla|mája|júna|júla|augusta|septembra|októbra|novembra|decembra/

function demo(key: string) {
  const user = DEMO_USERS.find((u) => u.key === key)
  if (!user) throw new Error(`no demo user ${key}`)
  return user
}

/** True when nothing on the page is wider than the screen (no sideways scrolling). */
function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

/** True when the header shows the site's whole name, not cut off with an ellipsis. */
function nameShownWhole(page: Page): Promise<boolean> {
  return page
    .getByRole('banner')
    .getByRole('link')
    .first()
    .locator('span')
    .last()
    .evaluate((name) => name.scrollWidth <= name.clientWidth && name.scrollHeight <= name.clientHeight)
}

describe('the site', () => {
  journey(
    'speaks Slovak to a browser set to Slovak, from the cookie banner to the forms',
    async ({ page, env, step }) => {
      await step('the banner, header and list are in Slovak', async () => {
        await page.goto('/')
        const banner = page.getByRole('region', { name: 'Súhlas so súbormi cookie' })
        await banner
          .getByText(
            'Používame súbory cookie, aby si stránka pamätala vaše nastavenia a fungovala čo najlepšie.',
          )
          .waitFor()
        await banner.getByRole('button', { name: 'Prijať' }).click()
        const nav = page.getByRole('navigation', { name: 'Hlavná navigácia' })
        for (const name of ['Domov', 'Moje tipy', 'Zoznam želaní']) {
          await nav.getByRole('link', { name }).waitFor()
        }
        await page.getByRole('banner').getByRole('link', { name: 'Prihlásiť sa' }).waitFor()
        await page.getByRole('heading', { level: 1, name: 'Cestovateľské tipy' }).waitFor()
        const types = page.getByRole('group', { name: 'Sekcia' })
        for (const name of ['Všetko', 'Trasy', 'Kempy', 'Miesta', 'Itineráre']) {
          await types.getByRole('link', { name, exact: true }).waitFor()
        }
        await page.getByText('Ak chcete pridať tip, prihláste sa.').waitFor()
        await page.getByRole('list', { name: 'Tipy' }).waitFor()
        for (const english of ['All countries', 'Routes', 'You must be signed in to add an event.']) {
          await expect(page.getByText(english, { exact: true }).count(), english).resolves.toBe(0)
        }
      })

      const slovakRoutes = await listEvents(env, { sections: ['route'], country: 'Slovakia' }, 'sk')
      await step('filters and country names are Slovak', async () => {
        await page
          .getByRole('group', { name: 'Sekcia' })
          .getByRole('link', { name: 'Trasy', exact: true })
          .click()
        await page.getByLabel('Krajina').selectOption({ label: 'Slovensko' })
        // Other journeys add and delete events meanwhile: the cards must be Slovak routes (as the API
        // answers before or after the click), and every one that stayed must be there.
        const before = slovakRoutes.map((e) => e.title)
        await expect
          .poll(async () => {
            const shown = await cardTitles(page, 'Tipy')
            const after = (await listEvents(env, { sections: ['route'], country: 'Slovakia' }, 'sk')).map(
              (e) => e.title,
            )
            const allowed = new Set([...before, ...after])
            const stayed = before.filter((title) => after.includes(title))
            return shown.every((t) => allowed.has(t)) && stayed.every((t) => shown.includes(t))
          })
          .toBe(true)
        await page.getByRole('list', { name: 'Tipy' }).getByText('Slovensko').first().waitFor()
        await page.getByRole('list', { name: 'Tipy' }).getByText(/Trasy/).first().waitFor()
      })

      await step('the event page reads in Slovak, with a Slovak date', async () => {
        // a seeded route: other journeys' events may be gone by now
        const route = slovakRoutes.find((e) => DEMO_USERS.some((u) => u.username === e.user.username))
        if (!route) throw new Error('no Slovak route in the seed')
        await page.getByRole('link', { name: route.title }).click()
        await page.getByRole('heading', { level: 1, name: route.title }).waitFor()
        await page.getByText(`Autor: ${route.user.username}`).waitFor()
        await page.getByRole('button', { name: 'Stiahnuť GPX' }).waitFor()
        expect(await page.locator('time').first().innerText()).toMatch(SLOVAK_MONTHS)
      })

      await step('sign-in, the wishlist and the add form are Slovak too', async () => {
        const marek = demo('marek')
        await page.goto('/sign-in')
        await page.getByRole('heading', { name: 'Prihlásenie' }).waitFor()
        const form = page.getByRole('form', { name: 'Prihlásenie' })
        await form.getByLabel('E-mail').fill(marek.email)
        await form.getByLabel('Heslo').fill(marek.password)
        await form.getByRole('button', { name: 'Prihlásiť sa', exact: true }).click()
        await page.getByRole('link', { name: `Profil používateľa ${marek.username}` }).waitFor()
        await page
          .getByRole('navigation', { name: 'Hlavná navigácia' })
          .getByRole('link', { name: 'Zoznam želaní' })
          .click()
        await page.getByRole('heading', { level: 1, name: 'Môj zoznam želaní' }).waitFor()
        await page.getByRole('list', { name: 'Môj zoznam želaní' }).getByRole('listitem').first().waitFor()
        await page.goto('/')
        await page.getByRole('button', { name: 'Pridať tip' }).click()
        const dialog = page.getByRole('dialog', { name: 'Pridať tip' })
        await dialog.getByRole('button', { name: 'Pridať tip' }).click()
        await dialog.getByText('Nahrajte obrázok.').waitFor()
        await dialog.getByText('Vyberte krajinu zo zoznamu.').first().waitFor()
      })

      await step('the privacy policy is Slovak', async () => {
        await page.goto('/privacy-policy')
        await page.getByRole('heading', { level: 1, name: 'Ochrana osobných údajov' }).waitFor()
      })
    },
    { locale: 'sk-SK', cookieBanner: true, allowConsoleErrors: [DELETED_EVENT_PHOTO] },
  )

  journey(
    'fits a phone: one column of cards, a menu drawer, a full-screen form, no sideways scrolling',
    async ({ page, env, step }) => {
      await step('the home page fits and shows one column of cards', async () => {
        await page.goto('/')
        await page.getByRole('list', { name: 'Events' }).waitFor()
        expect(await fitsTheScreen(page)).toBe(true)
        const lefts = await page
          .getByRole('list', { name: 'Events' })
          .getByRole('listitem')
          .evaluateAll((items) => items.slice(0, 4).map((i) => Math.round(i.getBoundingClientRect().left)))
        expect(new Set(lefts).size).toBe(1)
        await expect(page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).resolves.toBe(
          false,
        )
      })

      await step("the header shows the site's whole name, in Slovak too", async () => {
        await expect(nameShownWhole(page)).resolves.toBe(true)
        await page.goto('/?lang=sk')
        await page.getByRole('heading', { level: 1, name: 'Cestovateľské tipy' }).waitFor()
        await expect(nameShownWhole(page)).resolves.toBe(true)
        await page.goto('/?lang=en')
        await page.getByRole('heading', { level: 1, name: 'Travel events' }).waitFor()
      })

      await step('the menu opens a drawer with the navigation', async () => {
        await page.getByRole('button', { name: 'Open menu' }).click()
        const drawer = page.getByRole('dialog', { name: 'Menu' })
        await drawer.getByRole('link', { name: 'Wishlist' }).click()
        await waitForPath(page, '/wishlist')
        await page.getByText('You must be signed in to view your wishlist events.').waitFor()
        expect(await fitsTheScreen(page)).toBe(true)
      })

      await step('a signed-in traveller gets a full-screen add form', async () => {
        await signIn(page, demo('tom'))
        await page.getByRole('button', { name: 'Add event' }).click()
        const dialog = page.getByRole('dialog', { name: 'Add an event' })
        await dialog.getByRole('textbox', { name: 'Title', exact: true }).waitFor()
        // measured once the opening animation (a slight zoom) has finished
        await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
        const box = await dialog.boundingBox()
        expect(Math.round(box?.width ?? 0)).toBe(PHONE.width)
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await dialog.waitFor({ state: 'detached' })
      })

      await step('an event page fits, picture included', async () => {
        const event = (await listEvents(env, { sections: ['itinerary'] }))[0]
        if (!event) throw new Error('no itinerary in the seed')
        await page.goto(`/events/${event._id}`)
        await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
        const image = await page.getByRole('img', { name: event.title, exact: true }).boundingBox()
        expect(image?.width ?? 0).toBeLessThanOrEqual(PHONE.width)
        expect(await fitsTheScreen(page)).toBe(true)
      })
    },
    { viewport: PHONE, allowConsoleErrors: [DELETED_EVENT_PHOTO] },
  )
})
