// What a place offers: a reader narrows a list to camps with water and a dump station, free, open in
// July and fitting their van, shares the address, and sees the facts on the cards and the event's page;
// in Slovak on a phone, a traveller finds a new camp by its facts near a place and confirms one.
import { describe, expect } from 'vitest'
import { listEvents } from '../src/api'
import { createAccount, signIn } from '../src/accounts'
import { publishCamp } from '../src/camps'
import { journey, PHONE } from '../src/journey'
import { cardTitles, eventCards } from '../src/screen'

/** A list follows a filter after the API answers: more than expect.poll's default second on two cores. */
const ANSWER = { timeout: 10_000 }

describe('what it offers', () => {
  journey(
    'a visitor filters the list by facts, opens a shared filtered address, and reads the facts of an event',
    async ({ page, env, step }) => {
      const withWater = await listEvents(env, { facts: { has: ['water', 'dump'] } })
      await step('the facts filters narrow the list and the address follows', async () => {
        expect(withWater.length).toBeGreaterThan(0)
        await page.goto('/')
        await page.getByRole('list', { name: 'Events' }).waitFor()
        await page.getByText('What it offers', { exact: true }).first().click()
        const group = page.getByRole('group', { name: 'What it offers' })
        await group.getByRole('button', { name: 'Drinking water' }).click()
        await group.getByRole('button', { name: 'Waste dump station' }).click()
        await page.waitForURL('**/?has=water%2Cdump')
        await expect.poll(() => cardTitles(page), ANSWER).toEqual(withWater.map((e) => e.title))
      })

      const fitting = await listEvents(env, { facts: { has: ['water'], free: true, open: 7, fits: 7 } })
      await step('a shared address with four facts opens filtered, rendered by the server', async () => {
        await page.goto('/?has=water&free=1&open=7&fits=7')
        await expect.poll(() => cardTitles(page), ANSWER).toEqual(fitting.map((e) => e.title))
        const group = page.getByRole('group', { name: 'What it offers' })
        await expect(group.getByRole('button', { name: 'Free' }).getAttribute('aria-pressed')).resolves.toBe(
          'true',
        )
      })

      const first = withWater[0]
      await step("a card names its facts, and the event's page lists them", async () => {
        if (!first) throw new Error('no event with water and a dump station')
        await page.goto('/?has=water%2Cdump')
        const card = eventCards(page).filter({ hasText: first.title }).first()
        await card.getByRole('img', { name: 'Drinking water' }).waitFor()
        await card.getByRole('link').first().click()
        const facts = page.getByRole('region', { name: 'What it offers' })
        await facts.getByText('Drinking water').waitFor()
        await facts.getByText('Waste dump station').waitFor()
      })
    },
  )

  journey(
    'in Slovak on a phone: a new camp is found by water, dump station, 7 m and November near a place, and a check-in confirms its water',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'tartu-camp')
      const traveller = await createAccount(env, 'tartu-van')
      const tag = owner.username.slice(-6)
      const title = `Kemp pri jazere Võrtsjärv ${tag}`
      const camp = await publishCamp(env, owner, title, 'Estonia', {
        coordinates: [58.28, 26.05],
        amenities: { water: true, dump: true, dogs: true, maxLength: 8, months: [5, 6, 7, 8, 9, 10, 11] },
      })
      const near = '58.3776,26.729'

      await step('the facts and the place narrow the list to the new camp', async () => {
        await page.goto(`/?near=${near}&radius=100&has=water%2Cdump&fits=7&open=11`)
        await expect.poll(() => cardTitles(page, 'Tipy'), ANSWER).toContain(title)
        const group = page.getByRole('group', { name: 'Čo ponúka' })
        await expect(
          group.getByRole('button', { name: 'Pitná voda' }).getAttribute('aria-pressed'),
        ).resolves.toBe('true')
      })

      await step('a shorter season or a longer van leaves it out', async () => {
        await page.goto(`/?near=${near}&radius=100&has=water%2Cdump&fits=7&open=12`)
        await expect.poll(() => cardTitles(page, 'Tipy'), ANSWER).not.toContain(title)
        await page.goto(`/?near=${near}&radius=100&has=water%2Cdump&fits=9&open=11`)
        await expect.poll(() => cardTitles(page, 'Tipy'), ANSWER).not.toContain(title)
      })

      await step('a traveller says there is water, and the event counts the confirmation', async () => {
        await signIn(page, traveller, 'sk')
        await page.goto(`/events/${camp._id}`)
        const facts = page.getByRole('region', { name: 'Čo ponúka' })
        await facts.getByText('Pitná voda').waitFor()
        await expect(facts.getByText(/^Potvrdené/).count()).resolves.toBe(0)
        const checkins = page.getByRole('region', { name: 'Návštevy' })
        await checkins.scrollIntoViewIfNeeded()
        await checkins.getByText('Zatiaľ tu nie je zapísaná žiadna návšteva.').waitFor()
        await page.getByRole('button', { name: 'Zapísať návštevu' }).click()
        const dialog = page.getByRole('dialog', { name: 'Zapísať návštevu' })
        await dialog.getByRole('radio', { name: 'Ako v popise' }).check()
        await dialog.getByText('Čo ste na mieste našli?').click()
        const water = dialog.getByRole('group', { name: 'Pitná voda' })
        await water.getByText('Áno', { exact: true }).click()
        await expect(water.getByRole('radio', { name: 'Áno' }).isChecked()).resolves.toBe(true)
        await dialog.getByRole('button', { name: 'Uložiť návštevu' }).click()
        await dialog.waitFor({ state: 'hidden' })
        await facts.getByText('Potvrdené pri 1 návšteve · naposledy dnes').waitFor()
      })
    },
    { locale: 'sk-SK', viewport: PHONE },
  )
})
