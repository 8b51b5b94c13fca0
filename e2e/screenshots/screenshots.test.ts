// docs/screenshots: the main screens and the community's (check-in, history, suggestions, notices, the
// share box, "Your data", moderation) in English and Slovak, on a desktop and a phone. Signed in as the
// demo user Jana, then as the moderator Mira; the cookie banner already answered.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { DEMO_MODERATOR, DEMO_USERS } from '@travel/local/seed'
import { emulatorSignIn, listEvents } from '../src/api'
import { DESKTOP, journey, newJourneyContext, newJourneyPage, PHONE } from '../src/journey'

const OUT_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

const LANGUAGES = [
  {
    lang: 'en',
    locale: 'en-US',
    addEvent: 'Add event',
    addTitle: 'Add an event',
    signIn: 'Sign in',
    checkin: 'I was here',
    share: 'Share this list',
    myData: 'Your data',
    reported: 'Reported items',
  },
  {
    lang: 'sk',
    locale: 'sk-SK',
    addEvent: 'Pridať tip',
    addTitle: 'Pridať tip',
    signIn: 'Prihlásenie',
    checkin: 'Zapísať návštevu',
    share: 'Zdieľať tento zoznam',
    myData: 'Vaše údaje',
    reported: 'Nahlásené položky',
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
          const shot = async (name: string, on: Page = page) => {
            await settle(on)
            await on.screenshot({ path: `${OUT_DIR}${name}-${language.lang}-${device}.png` })
          }
          const jana = DEMO_USERS.find((u) => u.key === 'jana')
          const event = (await listEvents(env, { subs: ['natural'] }, 'sk')).find(
            (e) => e.title === 'Noc pod Kazbekom',
          )
          if (!jana || !event) throw new Error('the demo content is missing Jana or the Kazbek camp')

          const signIn = async (
            { email, password }: { email: string; password: string },
            on: Page = page,
          ) => {
            await on.goto('/sign-in')
            const form = on.getByRole('form', { name: language.signIn })
            await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
            await form.locator('input[type="password"]').fill(password)
            await form.locator('button[type="submit"]').click()
            await on.waitForURL((url) => url.pathname === '/')
          }
          /** The part of a page under this heading, scrolled into view. */
          const showSection = async (name: string) => {
            const heading = page.getByRole('heading', { name, exact: true }).first()
            await heading.waitFor()
            await heading.evaluate((h) => h.scrollIntoView({ block: 'start' }))
          }

          await step('sign in as Jana', () => signIn(jana))
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
            // in the screen's language: the camp's English version on the English screens
            const shown = (await listEvents(env, { subs: ['natural'] }, language.lang)).find(
              (e) => e._id === event._id,
            )
            await page.goto(`/events/${event._id}`)
            await page.getByRole('heading', { level: 1, name: shown?.title ?? event.title }).waitFor()
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
          await step('the check-in dialog', async () => {
            await page.goto(`/events/${event._id}`)
            await page.getByRole('button', { name: language.checkin }).first().click()
            await page.getByRole('dialog', { name: language.checkin }).waitFor()
            await shot('checkin')
          })
          await step("the event's history", async () => {
            await page.goto(`/events/${event._id}/history`)
            await page.getByRole('heading', { level: 1 }).waitFor()
            await shot('history')
          })
          await step('the suggestions', async () => {
            await page.goto('/suggestions')
            await page.getByRole('heading', { level: 1 }).waitFor()
            await shot('suggestions')
          })
          await step('the notices', async () => {
            await page.goto('/notices')
            await page.getByRole('heading', { level: 1 }).waitFor()
            await shot('notices')
          })
          await step('the share box', async () => {
            await page.goto('/wishlist')
            await showSection(language.share)
            await shot('share')
          })
          await step('your data', async () => {
            await page.goto('/profile')
            await showSection(language.myData)
            await shot('my-data')
          })
          await step('a reported item, to the moderator', async () => {
            // Jana reports someone else's event (once: the other runs find it reported already)
            const { idToken, uid } = await emulatorSignIn(env, jana.email, jana.password)
            const reported = (await listEvents(env, {})).find((e) => e.user._id !== uid)
            if (!idToken || !reported) throw new Error('no event of another traveller to report')
            const answer = await fetch(`${env.apiUrl}/api/reports`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
              body: JSON.stringify({
                target: { type: 'event', id: reported._id },
                reason: 'wrong-info',
                text: 'The road to it has been closed since the spring floods.',
              }),
            })
            if (answer.status >= 300 && answer.status !== 409)
              throw new Error(`a report answered ${answer.status}`)
            // the moderator in a browser of her own
            const context = await newJourneyContext(env, { locale: language.locale, viewport })
            try {
              const moderator = await newJourneyPage(context)
              await signIn(DEMO_MODERATOR, moderator)
              await moderator.goto('/moderation')
              await moderator.getByRole('list', { name: language.reported }).waitFor()
              await shot('moderation', moderator)
            } finally {
              await context.close()
            }
          })
        },
        { locale: language.locale, viewport },
      )
    }
  }
})
