// A wishlist shared by its private link: the owner turns the link on, someone without an account opens
// it in another browser and downloads it for a GPS, and the link stops working once the owner renews it.
import { describe, expect } from 'vitest'
import { createAccount, signIn } from '../src/accounts'
import { emulatorSignIn, listEvents } from '../src/api'
import { journey, newJourneyContext, newJourneyPage } from '../src/journey'
import { readDownload } from '../src/screen'

describe('a shared wishlist', () => {
  journey(
    'is shared by a private link, read and downloaded signed out in another browser, and gone once renewed',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'sharer')
      const [first, second] = (await listEvents(env, { country: 'Slovakia' })).slice(0, 2)
      if (!first || !second) throw new Error('the seed has fewer than two Slovak events')
      const { idToken } = await emulatorSignIn(env, owner.email, owner.password)
      for (const event of [first, second]) {
        const saved = await fetch(`${env.apiUrl}/api/wishlist`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ eventID: event._id }),
        })
        expect(saved.status).toBe(201)
      }

      const link = await step('the owner creates a link on the wishlist screen', async () => {
        await signIn(page, owner)
        await page.goto('/wishlist')
        await page.getByRole('heading', { level: 2, name: 'Share this list' }).waitFor()
        await page.getByRole('button', { name: 'Create a link' }).click()
        const field = page.getByRole('textbox', { name: 'Link to your list' })
        await expect.poll(() => field.inputValue()).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/)
        return field.inputValue()
      })

      const reader = await newJourneyContext(env)
      try {
        const visitor = await newJourneyPage(reader)
        await step('someone without an account opens it and sees whose list and its events', async () => {
          await visitor.goto(link)
          await visitor.getByRole('heading', { level: 1, name: `${owner.username}’s wishlist` }).waitFor()
          const cards = visitor.getByRole('list', { name: 'Events on the list' })
          await cards.getByRole('link', { name: new RegExp(first.title) }).waitFor()
          await cards.getByRole('link', { name: new RegExp(second.title) }).waitFor()
          await expect(visitor.getByRole('button', { name: 'Stop sharing' }).count()).resolves.toBe(0)
        })

        await step('and downloads it as a GPX file', async () => {
          const [download] = await Promise.all([
            visitor.waitForEvent('download'),
            visitor
              .getByRole('group', { name: 'Download for GPS' })
              .getByRole('link', { name: 'GPX' })
              .click(),
          ])
          expect(download.suggestedFilename()).toMatch(/^wishlist-\d{4}-\d{2}-\d{2}\.gpx$/)
          const gpx = await readDownload(download)
          expect(gpx).toMatch(/^<\?xml/)
          expect(gpx).toContain(owner.username)
        })

        await step(
          'the owner makes a new link, and the old one is a page saying it is not shared',
          async () => {
            await page.getByRole('button', { name: 'Make a new link' }).click()
            const field = page.getByRole('textbox', { name: 'Link to your list' })
            await expect.poll(() => field.inputValue()).not.toBe(link)
            const old = await visitor.goto(link)
            expect(old?.status()).toBe(404)
            await visitor.getByRole('heading', { level: 1, name: 'This list is not shared' }).waitFor()
            expect(
              (
                await fetch(
                  `${env.apiUrl}/api${new URL(link).pathname.replace('/shared/', '/shared-lists/')}`,
                )
              ).status,
            ).toBe(404)
          },
        )

        await step('stopping sharing turns the new link off too', async () => {
          const renewed = await page.getByRole('textbox', { name: 'Link to your list' }).inputValue()
          await page.getByRole('button', { name: 'Stop sharing' }).click()
          const question = page.getByRole('alertdialog', { name: 'Stop sharing this list?' })
          await question.getByRole('button', { name: 'Stop sharing' }).click()
          await page.getByRole('button', { name: 'Create a link' }).waitFor()
          const gone = await visitor.goto(renewed)
          expect(gone?.status()).toBe(404)
          await visitor.getByRole('heading', { level: 1, name: 'This list is not shared' }).waitFor()
        })
      } finally {
        await reader.close()
      }
    },
    // the not-found page asks the API for the list again, which answers 404 on purpose
    { allowConsoleErrors: [/404/] },
  )
})
