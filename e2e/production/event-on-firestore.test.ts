// The production path in a browser: the web app served by the Hosting emulator, /api/** rewritten to the
// deployable function, data in the official Firestore emulator. A member signs in, adds an event with a
// photo, finds it in the list and on its page, and deletes it.
import { describe, expect } from 'vitest'
import { todayIso } from '@travel/domain'
import { createAccount, signIn } from '../src/accounts'
import { eventStatus, listEvents } from '../src/api'
import { journey } from '../src/journey'
import { cardTitles, waitForPath } from '../src/screen'
import { landscapePhoto } from '../src/test-files'

describe('on the production-shaped stack (Hosting, the bundled function, Firestore)', () => {
  journey(
    'a member signs in, adds an event with a photo, sees it, and deletes it',
    async ({ page, env, step }) => {
      const account = await createAccount(env, 'firestore')
      const title = `Kemp pod Rozsutcom ${account.username.slice(-8)}`

      await step('sign in', () => signIn(page, account))

      const dialog = page.getByRole('dialog', { name: 'Add an event' })
      await step('add an event with a photo', async () => {
        await page.getByRole('button', { name: 'Add event' }).click()
        await dialog.getByLabel('Image').setInputFiles(landscapePhoto('rozsutec.jpg'))
        await dialog.getByText('Image uploaded successfully!').waitFor({ timeout: 30_000 })
        await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
        await dialog
          .getByRole('textbox', { name: 'Description', exact: true })
          .fill('A meadow under the rocks, room for two caravans.')
        await dialog.getByLabel('Coordinates').fill('49.233300, 19.100000')
        await dialog.getByLabel('Date').fill(todayIso())
        await dialog.getByLabel('Country').selectOption({ label: 'Slovakia' })
        await dialog.getByLabel('Access').selectOption({ label: 'Caravan' })
        await dialog.getByRole('button', { name: 'Add event' }).click()
        await dialog.waitFor({ state: 'detached' })
      })

      let eventId = ''
      await step('see it in the list and on its page, with its photo', async () => {
        await expect.poll(async () => (await cardTitles(page)).slice(0, 3)).toContain(title)
        await page.getByRole('link', { name: title }).first().click()
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        eventId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
        await page.getByText(`Added by ${account.username}`).waitFor()
        const image = page.getByRole('img', { name: title })
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        const saved = (await listEvents(env, { user: account.uid })).map((e) => e.title)
        expect(saved).toEqual([title])
      })

      await step('delete it', async () => {
        await page.getByRole('button', { name: 'Delete', exact: true }).click()
        const confirm = page
          .getByRole('alertdialog', { name: 'Delete the event?' })
          .or(page.getByRole('dialog', { name: 'Delete the event?' }))
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
        await waitForPath(page, '/events')
        await expect.poll(() => eventStatus(env, eventId)).toBe(404)
        await expect(listEvents(env, { user: account.uid })).resolves.toEqual([])
      })
    },
  )
})
