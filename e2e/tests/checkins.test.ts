// Travellers answer each other: a check-in with stars and a photo shows on the event, its card and the
// map's marker card; a place reported gone leaves the list until the reader asks for gone places.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { todayIso, type EventDto } from '@travel/domain'
import { callApi } from '@travel/local/seed'
import { createAccount, signIn } from '../src/accounts'
import { stackEndpoints } from '../src/environment'
import { publishCamp } from '../src/camps'
import { journey, PHONE } from '../src/journey'
import { cardTitles, eventCards, waitForPath } from '../src/screen'
import { landscapePhoto } from '../src/test-files'

const checkinsSection = (page: Page) => page.getByRole('region', { name: /^(Check-ins|Návštevy)$/ })

describe('check-ins', () => {
  journey(
    'a traveller checks in with stars and a photo; the event, its card and its marker show it',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'camper')
      const traveller = await createAccount(env, 'visitor')
      const tag = owner.username.slice(-6)
      const title = `Meadow camp by the Soča ${tag}`
      const event = await publishCamp(env, owner, title, 'Estonia')
      await signIn(page, traveller)

      const dialog = page.getByRole('dialog', { name: 'I was here' })
      await step('the check-in dialog opens from the event page', async () => {
        await page.goto(`/events/${event._id}`)
        // the section asks for its check-ins once it is on screen
        await checkinsSection(page).scrollIntoViewIfNeeded()
        await checkinsSection(page).getByText('Nobody has checked in yet.').waitFor()
        await page.getByRole('button', { name: 'I was here' }).click()
        await dialog.waitFor()
        // today, written the English way (day/month/year)
        const [year, month, day] = todayIso().split('-')
        await expect(dialog.getByLabel('Visit date').inputValue()).resolves.toBe(`${day}/${month}/${year}`)
      })

      await step('four stars, a note and a photo are sent', async () => {
        await dialog.getByRole('radio', { name: 'As described' }).check()
        // the star radios are drawn by their labels: chosen by keyboard, as they are out of sight
        await dialog.getByRole('radio', { name: '4 stars' }).focus()
        await page.keyboard.press('Space')
        await expect(dialog.getByRole('radio', { name: '4 stars' }).isChecked()).resolves.toBe(true)
        await dialog
          .getByLabel('Your notes (optional)')
          .fill('Quiet night, the river is warm enough to swim.')
        await dialog.getByLabel('Add a photo').setInputFiles(landscapePhoto('river.jpg'))
        await dialog.getByRole('img', { name: 'Photo 1' }).waitFor({ timeout: 30_000 })
        await dialog.getByRole('button', { name: 'Check in' }).click()
        await dialog.waitFor({ state: 'hidden' })
      })

      await step('the event shows the stars, the count and today as the last visit', async () => {
        const section = checkinsSection(page)
        await section.getByText('1 check-in').waitFor()
        await section.getByText('4.0 (1)').first().waitFor()
        await section.getByText('Last visited today').waitFor()
        await section.getByText('Quiet night, the river is warm enough to swim.').waitFor()
        const photo = section.getByRole('button', { name: 'Open photo 1' })
        await photo.click()
        await page.getByRole('dialog').getByRole('img').first().waitFor()
        await page.keyboard.press('Escape')
      })

      await step('its card in the list shows the stars and the fresh visit', async () => {
        // found by the word its title ends with: the list (and then the map) holds it alone
        await page.goto(`/events/camp?q=${tag}`)
        await expect.poll(() => cardTitles(page)).toContain(title)
        const card = eventCards(page).filter({ hasText: title })
        await card.getByText('4.0 (1)').waitFor()
        await card.getByText(/Last visited/).waitFor()
      })

      await step('its marker card on the map shows the stars', async () => {
        // the only event in its country: one marker, no cluster
        await page.getByRole('group', { name: 'Show events as' }).getByRole('link', { name: 'Map' }).click()
        await page.locator('[data-marker="event"]').first().click()
        const card = page.getByRole('dialog')
        await card.getByRole('link', { name: title }).waitFor()
        await card.getByRole('img', { name: /^Rated 4(\.0)? out of 5$/ }).waitFor()
      })
    },
  )

  journey(
    'a place reported gone leaves the Slovak list on a phone until the reader asks for gone places',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'closer')
      const reporter = await createAccount(env, 'reporter')
      const tag = owner.username.slice(-6)
      const title = `Kemp pri Ohride ${tag}`
      const event = await publishCamp(env, owner, title, 'Lithuania')
      await signIn(page, reporter, 'sk')

      const dialog = page.getByRole('dialog', { name: 'Zapísať návštevu' })
      await step('the reporter says the place is gone, with the reason', async () => {
        await page.goto(`/events/${event._id}`)
        await page.getByRole('button', { name: 'Zapísať návštevu' }).click()
        await dialog.waitFor()
        await dialog.getByRole('radio', { name: 'Zaniknuté' }).check()
        await dialog.getByRole('button', { name: 'Uložiť návštevu' }).click()
        // the reason is required for a place that is gone
        await dialog.getByText('Napíšte, čo sa zmenilo alebo prečo miesto zaniklo.').waitFor()
        await dialog.getByLabel('Prečo miesto zaniklo?').fill('Cestu uzavrela rampa, kemp je zrušený.')
        await dialog.getByRole('button', { name: 'Uložiť návštevu' }).click()
        await dialog.waitFor({ state: 'hidden' })
        await checkinsSection(page).scrollIntoViewIfNeeded()
        await checkinsSection(page).getByText('Podľa poslednej návštevy miesto zaniklo').waitFor()
        await checkinsSection(page).getByText('Cestu uzavrela rampa, kemp je zrušený.').first().waitFor()
      })

      await step('a search for it in the list finds nothing', async () => {
        await page.goto(`/events/camp?q=${tag}`)
        await page.getByText(`Pre „${tag}“ sa nenašiel žiadny tip.`).waitFor()
      })

      await step('asked for gone places too, it is there, marked gone', async () => {
        await page.getByRole('button', { name: 'Aj zaniknuté miesta' }).click()
        await expect.poll(() => cardTitles(page, 'Výsledky pre')).toContain(title)
        const card = eventCards(page, 'Výsledky pre').filter({ hasText: title })
        await card.getByText('Zaniknuté').waitFor()
        await card.click()
        await waitForPath(page, `/events/${event._id}`)
      })
    },
    { locale: 'sk-SK', viewport: PHONE },
  )

  journey(
    'a traveller lists the top rated camps visited in the last 12 months, and shares the address',
    async ({ page, env, step }) => {
      const expected = async (query: string) => {
        const answer = await callApi<EventDto[]>(
          stackEndpoints(env),
          'GET',
          `/api/events?section=camp&${query}`,
        )
        return answer.map((e) => e.title)
      }
      await step('the order and the filter are chosen on the camps list', async () => {
        await page.goto('/events/camp')
        await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Top rated' })
        await page.getByRole('button', { name: 'Visited in the last 12 months' }).click()
        await expect.poll(() => new URL(page.url()).search).toBe('?sort=rating&visited=1')
        const titles = await expected('sort=rating&visited=1')
        // the seed has rated camps visited this year, and some that are not
        expect(titles.length).toBeGreaterThan(1)
        expect((await expected('')).length).toBeGreaterThan(titles.length)
        await expect.poll(() => cardTitles(page)).toEqual(titles)
      })

      await step('the address opens the same list, rendered by the server', async () => {
        const titles = await expected('sort=rating&visited=1')
        const response = await page.goto(page.url())
        const html = (await response?.text()) ?? ''
        expect(html).toContain(titles[0])
        await expect.poll(() => cardTitles(page)).toEqual(titles)
        await expect(
          page.getByRole('button', { name: 'Visited in the last 12 months' }).getAttribute('aria-pressed'),
        ).resolves.toBe('true')
      })
    },
  )
})
