// Travellers keep places right (docs/suggestions.md): a traveller suggests a map link, a price and no water
// with a reason; the author takes the link and the price but not the water, fact by fact; the event's
// history says so, and the author reverts.
import { describe, expect } from 'vitest'
import { DEMO_EVENTS, DEMO_USERS } from '@travel/local/seed'
import { createAccount, signIn } from '../src/accounts'
import { listEvents } from '../src/api'
import { journey, newJourneyContext, newJourneyPage } from '../src/journey'

const demo = DEMO_EVENTS.find((e) => e.key === 'gjende-wild-camp')
const author = DEMO_USERS.find((u) => u.key === demo?.author)

describe('a suggested edit', () => {
  journey(
    'is sent with a reason, accepted in part by the author, kept in the history and reverted',
    async ({ page, env, step }) => {
      if (!demo || !author) throw new Error('the demo camp above Lake Gjende or its author is missing')
      const event = (await listEvents(env, { country: 'Norway' })).find((e) => e.title === demo.title)
      if (!event) throw new Error(`the seed has no "${demo.title}"`)
      const traveller = await createAccount(env, 'suggester')
      const link = `https://www.openstreetmap.org/?mlat=61.4915&mlon=8.806&z=${Date.now() % 1000}`

      await step('a traveller suggests a map link, a price and no water, saying why', async () => {
        await signIn(page, traveller)
        await page.goto(`/events/${event._id}`)
        await page.getByRole('button', { name: 'Suggest an edit' }).click()
        const dialog = page.getByRole('dialog', { name: `Suggest an edit of “${demo.title}”` })
        await dialog.getByLabel('Map or itinerary link').fill(link)
        // the camp's facts are open in the form, as it has some: the radios are drawn over their labels
        await dialog.getByRole('group', { name: 'Drinking water' }).getByText('No', { exact: true }).click()
        await dialog.getByRole('group', { name: 'Price a night' }).getByText('Paid', { exact: true }).click()
        await dialog.getByLabel('Amount').fill('12')
        await dialog
          .getByLabel(/^Why\?/)
          .fill('The exact spot on OpenStreetMap; the landowner asks 12 EUR now.')
        await dialog.getByRole('button', { name: 'Send the suggestion' }).click()
        await dialog.getByText(`Thank you. ${author.username} will decide`, { exact: false }).waitFor()
      })

      const authorContext = await newJourneyContext(env)
      try {
        const authorPage = await newJourneyPage(authorContext)
        await step('the author takes the link and the price, but not the water', async () => {
          await signIn(authorPage, author)
          await authorPage.goto('/suggestions')
          const card = authorPage.getByRole('listitem').filter({ hasText: traveller.username }).first()
          await card.getByText(`After: ${link}`).waitFor()
          const price = card.getByRole('listitem').filter({ has: authorPage.getByText('Price a night') })
          await price.getByText('Before: Free').waitFor()
          await price.getByText(/^After: €12/).waitFor()
          // the box is drawn over its label: a tap on the label unticks it
          await card.getByText('Water', { exact: true }).click()
          await expect.poll(() => card.getByRole('checkbox', { name: 'Water' }).isChecked()).toBe(false)
          await card.getByRole('button', { name: 'Accept 2 fields' }).click()
          await card.waitFor({ state: 'detached' })
        })

        await step(
          'the history shows the price taken, and the author reverts to the first version',
          async () => {
            await authorPage.goto(`/events/${event._id}/history`)
            const changes = authorPage.getByRole('list', { name: 'Changes, newest first' })
            const suggested = changes
              .getByRole('listitem')
              .filter({ hasText: `Updated from a suggestion by ${traveller.username}` })
              .first()
            await suggested.getByText(/^After: €12/).waitFor()
            expect(await suggested.getByText('Water', { exact: true }).count()).toBe(0)
            await authorPage.getByRole('button', { name: 'Revert to this version' }).last().click()
            const confirm = authorPage.getByRole('alertdialog', { name: 'Revert to this version?' })
            await confirm.getByLabel('Why (optional)').fill('Back to the first version.')
            await confirm.getByRole('button', { name: 'Revert' }).click()
            await changes.getByText(`Reverted by ${author.username}`).waitFor()
          },
        )
      } finally {
        await authorContext.close()
      }

      await step('readers see the event as it was', async () => {
        const after = (await listEvents(env, { country: 'Norway' })).find((e) => e._id === event._id)
        expect(after?.map ?? null).toBe(event.map ?? null)
      })
    },
  )
})
