// Travellers keep places right (docs/suggestions.md): a traveller suggests a map link with a reason, the
// author accepts it from their suggested edits, the event's history says so, and the author reverts.
import { describe, expect } from 'vitest'
import { DEMO_EVENTS, DEMO_USERS } from '@travel/local/seed'
import { createAccount, signIn } from '../src/accounts'
import { listEvents } from '../src/api'
import { journey, newJourneyContext, newJourneyPage } from '../src/journey'

const demo = DEMO_EVENTS.find((e) => e.key === 'gjende-wild-camp')
const author = DEMO_USERS.find((u) => u.key === demo?.author)

describe('a suggested edit', () => {
  journey(
    'is sent with a reason, accepted by the author, kept in the history and reverted',
    async ({ page, env, step }) => {
      if (!demo || !author) throw new Error('the demo camp above Lake Gjende or its author is missing')
      const event = (await listEvents(env, { country: 'Norway' })).find((e) => e.title === demo.title)
      if (!event) throw new Error(`the seed has no "${demo.title}"`)
      const traveller = await createAccount(env, 'suggester')
      const link = `https://www.openstreetmap.org/?mlat=61.4915&mlon=8.806&z=${Date.now() % 1000}`

      await step('a traveller suggests a map link, saying why', async () => {
        await signIn(page, traveller)
        await page.goto(`/events/${event._id}`)
        await page.getByRole('button', { name: 'Suggest an edit' }).click()
        const dialog = page.getByRole('dialog', { name: `Suggest an edit of “${demo.title}”` })
        await dialog.getByLabel('Map or itinerary link').fill(link)
        await dialog.getByLabel(/^Why\?/).fill('The exact spot on OpenStreetMap.')
        await dialog.getByRole('button', { name: 'Send the suggestion' }).click()
        await dialog.getByText(`Thank you. ${author.username} will decide`, { exact: false }).waitFor()
      })

      const authorContext = await newJourneyContext(env)
      try {
        const authorPage = await newJourneyPage(authorContext)
        await step('the author accepts it from their suggested edits', async () => {
          await signIn(authorPage, author)
          await authorPage.goto('/suggestions')
          const card = authorPage.getByRole('listitem').filter({ hasText: traveller.username })
          await card.getByText(`After: ${link}`).waitFor()
          await card.getByRole('button', { name: 'Accept all' }).click()
          await card.waitFor({ state: 'detached' })
        })

        await step('the history says so, and the author reverts to the first version', async () => {
          await authorPage.goto(`/events/${event._id}/history`)
          const changes = authorPage.getByRole('list', { name: 'Changes, newest first' })
          await changes.getByText(`Updated from a suggestion by ${traveller.username}`).waitFor()
          await authorPage.getByRole('button', { name: 'Revert to this version' }).last().click()
          const confirm = authorPage.getByRole('alertdialog', { name: 'Revert to this version?' })
          await confirm.getByLabel('Why (optional)').fill('Back to the first version.')
          await confirm.getByRole('button', { name: 'Revert' }).click()
          await changes.getByText(`Reverted by ${author.username}`).waitFor()
        })
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
