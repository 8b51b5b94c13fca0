// A check-in written offline (docs/offline.md): the traveller loses the network on an event's page, checks
// in with stars and a photo, sees it waiting on the device; back online it is sent and the event counts it.
// Runs on the production build, with its service worker.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { createAccount, signIn } from '../src/accounts'
import { publishCamp } from '../src/camps'
import { journey } from '../src/journey'
import { landscapePhoto } from '../src/test-files'

const checkinsSection = (page: Page) => page.getByRole('region', { name: 'Check-ins' })

describe('check-ins offline', () => {
  journey(
    'a traveller checks in offline; it waits on the device and is sent when the network returns',
    async ({ page, context, env, step }) => {
      const owner = await createAccount(env, 'lakeside')
      const traveller = await createAccount(env, 'roamer')
      const title = `Clearing above Bohinj ${owner.username.slice(-6)}`
      const event = await publishCamp(env, owner, title, 'Slovenia')
      await signIn(page, traveller)

      await step('the service worker takes over the event page', async () => {
        await page.goto(`/events/${event._id}`)
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        await page.reload()
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
        await checkinsSection(page).scrollIntoViewIfNeeded()
        await checkinsSection(page).getByText('Nobody has checked in yet.').waitFor()
        // the signal goes once the page has loaded: a request still on its way would fail in the console
        await page.waitForLoadState('networkidle')
      })

      const dialog = page.getByRole('dialog', { name: 'I was here' })
      await step('offline, the traveller checks in with four stars, a note and a photo', async () => {
        await context.setOffline(true)
        await page.getByText('You are offline.', { exact: true }).waitFor()
        await page.getByRole('button', { name: 'I was here' }).click()
        await dialog.waitFor()
        await dialog.getByText(/^You are offline: your check-in will be kept on this device/).waitFor()
        // the star radios are drawn by their labels: chosen by keyboard, as they are out of sight
        await dialog.getByRole('radio', { name: '4 stars' }).focus()
        await page.keyboard.press('Space')
        await dialog.getByLabel('Your notes (optional)').fill('Wrote this with no signal at all.')
        await dialog.getByLabel('Add a photo').setInputFiles(landscapePhoto('clearing.jpg'))
        await dialog.getByRole('img', { name: 'Photo 1' }).waitFor()
        await dialog.getByRole('button', { name: 'Check in' }).click()
        await dialog.waitFor({ state: 'hidden' })
      })

      await step('it waits on the device, with its photo, and the event does not count it yet', async () => {
        const waiting = checkinsSection(page).getByRole('list', { name: 'Waiting to be sent' })
        await waiting.getByText('Waiting to be sent').waitFor()
        await waiting.getByText('Wrote this with no signal at all.').waitFor()
        const photo = waiting.getByRole('img', { name: 'Photo 1' })
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)
        await checkinsSection(page).getByText('0 check-ins').waitFor()
      })

      await step('back online, it is sent once and the event counts it', async () => {
        const sent = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            new URL(response.url()).pathname === `/api/events/${event._id}/checkins`,
        )
        await context.setOffline(false)
        expect((await sent).status()).toBe(201)
        const section = checkinsSection(page)
        await section.getByText('1 check-in').waitFor()
        await section.getByText('4.0 (1)').first().waitFor()
        await section.getByText('Waiting to be sent').first().waitFor({ state: 'detached' })
        await section.getByText('Wrote this with no signal at all.').waitFor()
        await section.getByRole('button', { name: 'Open photo 1' }).waitFor()
      })

      await step('a reload shows it as the server has it, and nothing waits any more', async () => {
        await page.reload()
        const section = checkinsSection(page)
        await section.scrollIntoViewIfNeeded()
        await section.getByText('Wrote this with no signal at all.').waitFor()
        await section.getByText('1 check-in').waitFor()
        await expect(section.getByText('Waiting to be sent').count()).resolves.toBe(0)
      })
    },
    {
      serviceWorker: true,
      // the event's page may ask for the event again offline once its copy is old (on a busy machine,
      // before the dialog opens); that read fails in the console and the page keeps its copy
      allowConsoleErrors: [/net::ERR_(FAILED|INTERNET_DISCONNECTED) \(http[^)]*\/api\/events\/[^/)]+\)$/],
    },
  )
})
