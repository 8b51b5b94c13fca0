// Finding an event by words typed the way people type on a phone: without diacritics, in either
// language, with the start of a word; from the header on a wide screen and from the list's own field.
import { describe, expect } from 'vitest'
import { listEvents } from '../src/api'
import { journey, PHONE } from '../src/journey'
import { cardTitles } from '../src/screen'

/**
 * How long a list may take to follow a search: the field waits for a pause in the typing, then the API
 * answers; with every journey sharing two cores that is more than expect.poll's default second.
 */
const ANSWER = { timeout: 10_000 }

describe('search', () => {
  journey(
    'a visitor on a desktop finds events typed without diacritics, narrows them by type, and comes back from an empty result',
    async ({ page, env, step }) => {
      const transfagarasan = await listEvents(env, { q: 'transfagarasan' })
      await step('the header search, from another page, opens the results on the home page', async () => {
        // Jana's Slovak route, in its English version for this English reader
        expect(transfagarasan.map((e) => e.title)).toContain('Transfăgărășan from south to north')
        await page.goto('/events')
        const header = page.getByRole('banner')
        await header.getByRole('searchbox', { name: 'Search all events' }).fill('transfagarasan')
        await header.getByRole('searchbox', { name: 'Search all events' }).press('Enter')
        await page.waitForURL('**/?q=transfagarasan')
        const results = page.getByRole('list', { name: 'Events matching “transfagarasan”' })
        await expect
          .poll(() => cardTitles(page, 'Events matching “transfagarasan”'), ANSWER)
          .toEqual(transfagarasan.map((e) => e.title))
        // the word as written, diacritics and all, is marked in the title
        await expect(results.locator('mark').first().innerText()).resolves.toBe('Transfăgărășan')
        await expect(page.getByRole('searchbox', { name: 'Search events' }).inputValue()).resolves.toBe(
          'transfagarasan',
        )
      })

      const spis = await listEvents(env, { q: 'spissky hr' })
      await step('the list field finds a place by two word beginnings, and the address follows', async () => {
        // found by the words of its Slovak original, shown in its English version
        expect(spis.map((e) => e.title)).toEqual(['Spiš Castle'])
        await page.getByRole('searchbox', { name: 'Search events' }).fill('spissky hr')
        await page.waitForURL('**/?q=spissky+hr')
        await expect
          .poll(() => cardTitles(page, 'Events matching “spissky hr”'), ANSWER)
          .toEqual(['Spiš Castle'])
      })

      const lakes = await listEvents(env, { q: 'lake' })
      const campsByLakes = await listEvents(env, { q: 'lake', sections: ['camp'] })
      await step('a type narrows the search results and keeps the search', async () => {
        expect(campsByLakes.length).toBeGreaterThan(0)
        expect(campsByLakes.length).toBeLessThan(lakes.length)
        await page.getByRole('searchbox', { name: 'Search events' }).fill('lake')
        await expect
          .poll(() => cardTitles(page, 'Events matching “lake”'), ANSWER)
          .toEqual(lakes.map((e) => e.title))
        await page
          .getByRole('group', { name: 'Event type' })
          .getByRole('link', { name: 'Camps', exact: true })
          .click()
        await expect
          .poll(() => cardTitles(page, 'Events matching “lake”'), ANSWER)
          .toEqual(campsByLakes.map((e) => e.title))
        expect(new URL(page.url()).searchParams.get('q')).toBe('lake')
      })

      await step('an empty result says so and offers to clear the search', async () => {
        await page
          .getByRole('group', { name: 'Event type' })
          .getByRole('link', { name: 'All', exact: true })
          .click()
        await page.getByRole('searchbox', { name: 'Search events' }).fill('zzzzzz')
        await page.getByText('No events match “zzzzzz”.').waitFor()
        await page.getByRole('button', { name: 'Clear search' }).click()
        await page.getByRole('list', { name: 'Events' }).waitFor()
        expect(new URL(page.url()).search).toBe('')
        await expect(page.getByRole('searchbox', { name: 'Search events' }).inputValue()).resolves.toBe('')
      })
    },
  )

  journey(
    'a Slovak visitor on a phone finds events by Slovak words without diacritics and opens a shared search',
    async ({ page, env, step }) => {
      const georgia = await listEvents(env, { q: 'ciernemu' }, 'sk')
      await step('"ciernemu" finds the trip to the Black Sea, written with Č', async () => {
        expect(georgia.map((e) => e.title)).toContain('Gruzínsko za 12\u00a0dní: od Kaukazu k Čiernemu moru')
        await page.goto('/')
        // on a phone the header has no search: the list's field is the one
        await expect(page.getByRole('banner').getByRole('searchbox').count()).resolves.toBe(0)
        await page.getByRole('list', { name: 'Tipy' }).waitFor()
        await page.getByRole('searchbox', { name: 'Hľadať tipy' }).fill('ciernemu')
        await page.waitForURL('**/?q=ciernemu')
        await expect
          .poll(() => cardTitles(page, 'Výsledky pre „ciernemu“'), ANSWER)
          .toEqual(georgia.map((e) => e.title))
        await expect(
          page.getByRole('list', { name: 'Výsledky pre „ciernemu“' }).locator('mark').first().innerText(),
        ).resolves.toBe('Čiernemu')
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        )
      })

      const slovakCountry = await listEvents(env, { q: 'SLOVENSKO' }, 'sk')
      const inSlovakia = await listEvents(env, { country: 'Slovakia' }, 'sk')
      await step(
        'a shared address opens with its search; a country name in capitals finds its events',
        async () => {
          expect(inSlovakia.length).toBeGreaterThan(0)
          const found = new Set(slovakCountry.map((e) => e._id))
          expect(inSlovakia.filter((e) => !found.has(e._id))).toEqual([])
          await page.goto('/?q=SLOVENSKO')
          await expect
            .poll(() => cardTitles(page, 'Výsledky pre „SLOVENSKO“'), ANSWER)
            .toEqual(slovakCountry.slice(0, 24).map((e) => e.title))
        },
      )

      await step('an empty result reads in Slovak and clears the search', async () => {
        await page.getByRole('searchbox', { name: 'Hľadať tipy' }).fill('qqqq')
        await page.getByText('Pre „qqqq“ sa nenašiel žiadny tip.').waitFor()
        await page.getByRole('button', { name: 'Zrušiť hľadanie' }).click()
        await page.getByRole('list', { name: 'Tipy' }).waitFor()
      })
    },
    { locale: 'sk-SK', viewport: PHONE },
  )
})
