// A phone shows the server's page seconds before the app runs on it, and what a visitor does meanwhile
// works: the search, the list's choices, the cookie banner, the sign-in form. Each journey holds the app's
// code back (e2e/src/before-the-app.ts) until it has acted.
import { describe, expect } from 'vitest'
import { listEvents } from '../src/api'
import { openBeforeTheApp } from '../src/before-the-app'
import { createAccount } from '../src/accounts'
import { journey, PHONE } from '../src/journey'
import { cardTitles } from '../src/screen'

describe('before the app has started', () => {
  journey(
    'a search typed and sent before the app runs opens its results, and the field keeps the words',
    async ({ context, env, step }) => {
      const found = await listEvents(env, { q: 'transfagarasan' })
      const { page, start } = await openBeforeTheApp(context, env.webUrl)
      await step('the list field sends the search as a form', async () => {
        expect(found.length).toBeGreaterThan(0)
        await page.goto('/', { waitUntil: 'load' })
        const field = page.getByRole('searchbox', { name: 'Search events' })
        await field.fill('transfagarasan')
        await field.press('Enter')
        await page.waitForURL((url) => url.searchParams.get('q') === 'transfagarasan')
        expect(await cardTitles(page, 'Events matching “transfagarasan”')).toEqual(found.map((e) => e.title))
      })
      await step('once the app runs, the results and the words stay', async () => {
        await start()
        expect(await cardTitles(page, 'Events matching “transfagarasan”')).toEqual(found.map((e) => e.title))
        await expect(page.getByRole('searchbox', { name: 'Search events' }).inputValue()).resolves.toBe(
          'transfagarasan',
        )
      })
    },
    { viewport: PHONE },
  )

  journey(
    'a type and the map, tapped before the app runs, show the camps and then their map',
    async ({ context, env, step }) => {
      const { page, start } = await openBeforeTheApp(context, env.webUrl)
      await step('"Camps" is a link to the list of camps', async () => {
        await page.goto('/', { waitUntil: 'load' })
        await page.getByRole('group', { name: 'Event type' }).getByRole('link', { name: 'Camps' }).click()
        await page.waitForURL((url) => url.searchParams.get('type') === 'camp')
        const titles = await cardTitles(page)
        expect(titles.length).toBeGreaterThan(0)
        // Read after the page: journeys beside this one add camps, so the page is compared with the
        // camps' order as the API gives it, among those the page shows.
        const camps = (await listEvents(env, { sections: ['camp'] })).map((e) => e.title)
        expect(titles.every((title) => camps.includes(title))).toBe(true)
        expect(titles).toEqual(camps.filter((title) => titles.includes(title)))
      })
      await step('"Map" is a link to the map of the same list', async () => {
        await page.getByRole('group', { name: 'Show events as' }).getByRole('link', { name: 'Map' }).click()
        await page.waitForURL((url) => url.searchParams.get('view') === 'map')
        expect(new URL(page.url()).searchParams.get('type')).toBe('camp')
      })
      await step('once the app runs, the map shows', async () => {
        await start()
        await page.getByRole('region', { name: 'Map of events' }).waitFor()
        await expect(
          page
            .getByRole('group', { name: 'Show events as' })
            .getByRole('link', { name: 'Map' })
            .getAttribute('aria-current'),
        ).resolves.toBe('true')
      })
    },
    { viewport: PHONE },
  )

  journey(
    'the cookie banner, answered before the app runs, goes away and the answer is kept',
    async ({ context, env, step }) => {
      const { page, start } = await openBeforeTheApp(context, env.webUrl)
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await step('the banner is on the server’s page and "Accept" is sent as a form', async () => {
        await page.goto('/events/camp', { waitUntil: 'load' })
        await banner.getByRole('button', { name: 'Accept' }).click()
        await page.waitForURL((url) => url.pathname === '/events/camp')
        await banner.waitFor({ state: 'hidden' })
        const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent')
        expect(cookie?.value).toBe('true')
        expect(cookie?.sameSite).toBe('Lax')
      })
      await step('once the app runs, and on the next page, the banner stays away', async () => {
        await start()
        await expect(banner.count()).resolves.toBe(0)
        await page.goto('/', { waitUntil: 'load' })
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await expect(banner.count()).resolves.toBe(0)
      })
    },
    { viewport: PHONE, cookieBanner: true },
  )

  journey(
    'what is typed in the sign-in form before the app runs is still there after, and signs in',
    async ({ context, env, step }) => {
      const account = await createAccount(env, 'early')
      const { page, start } = await openBeforeTheApp(context, env.webUrl)
      const form = page.getByRole('form', { name: 'Sign in' })
      await step('the e-mail and the password are typed', async () => {
        await page.goto('/sign-in', { waitUntil: 'load' })
        await form.getByLabel('E-mail').fill(account.email)
        await form.getByLabel('Password').fill(account.password)
      })
      await step('once the app runs, both are still there and the form signs in', async () => {
        await start()
        await expect(form.getByLabel('E-mail').inputValue()).resolves.toBe(account.email)
        await expect(form.getByLabel('Password').inputValue()).resolves.toBe(account.password)
        await form.getByRole('button', { name: 'Sign in', exact: true }).click()
        await page.getByRole('link', { name: `Profile of ${account.username}` }).waitFor()
      })
    },
    { viewport: PHONE },
  )

  journey(
    'what is typed in the sign-up form before the app runs is still there after, and signs up',
    async ({ context, env, step }) => {
      const tag = Math.random().toString(36).slice(2, 8)
      const account = {
        username: `early_${tag}`,
        email: `early-${tag}@example.com`,
        password: 'correct-horse-42',
      }
      const { page, start } = await openBeforeTheApp(context, env.webUrl)
      const form = page.getByRole('form', { name: 'Sign up' })
      await step('the name, the e-mail and the password are typed', async () => {
        await page.goto('/sign-up', { waitUntil: 'load' })
        await form.getByLabel('Username').fill(account.username)
        await form.getByLabel('E-mail').fill(account.email)
        await form.getByLabel('Password').fill(account.password)
      })
      await step('once the app runs, all three are still there and the form signs up', async () => {
        await start()
        await expect(form.getByLabel('Username').inputValue()).resolves.toBe(account.username)
        await expect(form.getByLabel('E-mail').inputValue()).resolves.toBe(account.email)
        await expect(form.getByLabel('Password').inputValue()).resolves.toBe(account.password)
        await form.getByRole('button', { name: 'Sign up', exact: true }).click()
        await page.getByText('Your account is ready. Sign in with your e-mail and password.').waitFor()
        await expect(
          page.getByRole('form', { name: 'Sign in' }).getByLabel('E-mail').inputValue(),
        ).resolves.toBe(account.email)
      })
    },
  )
})
