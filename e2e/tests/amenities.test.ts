// What a place offers: a reader narrows a list to camps with water and a dump station, free, open in
// July and fitting their van, shares the address, and sees the facts on the cards and the event's page.
import { describe, expect } from 'vitest'
import { listEvents } from '../src/api'
import { journey } from '../src/journey'
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
})
