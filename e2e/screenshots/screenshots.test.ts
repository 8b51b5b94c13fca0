// The screenshots in the README: home, a list, an event, the add form, the wishlist and the profile, in
// English and Slovak, on a desktop and a phone. Signed in as the demo user Jana, whose wishlist the seed
// filled; the cookie banner already answered.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { DEMO_USERS } from '@travel/local/seed'
import { listEvents } from '../src/api'
import { DESKTOP, journey, PHONE } from '../src/journey'

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

const LANGUAGES = [
  { lang: 'en', locale: 'en-US', addEvent: 'Add event', addTitle: 'Add an event', signIn: 'Sign in' },
  {
    lang: 'sk',
    locale: 'sk-SK',
    addEvent: 'Pridať tip',
    addTitle: 'Pridať tip',
    signIn: 'Prihlásenie',
  },
] as const
const DEVICES = [
  { device: 'desktop', viewport: DESKTOP },
  { device: 'phone', viewport: PHONE },
] as const

/** Waits until the pictures in view have arrived, so no screenshot shows grey boxes. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight && img.loading !== 'lazy'
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  )
}

describe('screenshots', () => {
  for (const language of LANGUAGES) {
    for (const { device, viewport } of DEVICES) {
      journey(
        `of the main screens in ${language.lang} on a ${device}`,
        async ({ page, env, step }) => {
          mkdirSync(OUT_DIR, { recursive: true })
          const shot = async (name: string) => {
            await settle(page)
            await page.screenshot({ path: `${OUT_DIR}${name}-${language.lang}-${device}.png` })
          }
          const jana = DEMO_USERS.find((u) => u.key === 'jana')
          const event = (await listEvents(env, { subs: ['natural'] })).find(
            (e) => e.title === 'Noc pod Kazbekom',
          )
          if (!jana || !event) throw new Error('the demo content is missing Jana or the Kazbek camp')

          await step('sign in as Jana', async () => {
            await page.goto('/sign-in')
            const form = page.getByRole('form', { name: language.signIn })
            await form.getByRole('textbox', { name: 'E-mail' }).fill(jana.email)
            await form.locator('input[type="password"]').fill(jana.password)
            await form.locator('button[type="submit"]').click()
            await page.waitForURL((url) => url.pathname === '/')
          })
          await step('home', async () => {
            await page.getByRole('list').first().waitFor()
            await shot('home')
          })
          await step('a list', async () => {
            await page.goto('/events/camp/natural')
            await page.getByRole('list').first().waitFor()
            await shot('list')
          })
          await step('an event', async () => {
            await page.goto(`/events/${event._id}`)
            await page.getByRole('heading', { level: 1, name: event.title }).waitFor()
            await shot('event')
          })
          await step('the add form', async () => {
            await page.goto('/')
            await page.getByRole('button', { name: language.addEvent }).first().click()
            const dialog = page.getByRole('dialog', { name: language.addTitle })
            await dialog.locator('input[name="title"]').fill('Kemp pod Rozsutcom')
            await dialog
              .locator('textarea[name="description"]')
              .fill('Lúka pri potoku, miesto na dva karavany. Voda z prameňa, ticho a hviezdy.')
            await dialog.locator('input[name="coordinates"]').fill('49.232211, 19.092315')
            await shot('form')
          })
          await step('the wishlist', async () => {
            await page.goto('/wishlist')
            await page.getByRole('list').first().waitFor()
            await shot('wishlist')
          })
          await step('the profile', async () => {
            await page.goto('/profile')
            await page.locator('input[name="username"]').waitFor()
            await shot('profile')
          })
        },
        { locale: language.locale, viewport },
      )
    }
  }
})
