// A shared wishlist whose link its owner revoked does not come back offline from the copy the service
// worker kept while it was shared (docs/offline.md).
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { createAccount } from '../src/accounts'
import { emulatorSignIn, listEvents } from '../src/api'
import { journey } from '../src/journey'

/** The pages the service worker keeps a copy of. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await caches.open('recent-pages')).keys()).map((request) => request.url),
  )
}

describe('offline, a revoked shared list', () => {
  journey(
    'is not opened from the copy kept while it was shared',
    async ({ page, context, env, step }) => {
      const owner = await createAccount(env, 'revoker')
      const [event] = await listEvents(env, { country: 'Slovakia' })
      if (!event) throw new Error('the seed has no Slovak event')
      const { idToken } = await emulatorSignIn(env, owner.email, owner.password)
      const asOwner = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' }
      const saved = await fetch(`${env.apiUrl}/api/wishlist`, {
        method: 'POST',
        headers: asOwner,
        body: JSON.stringify({ eventID: event._id }),
      })
      expect(saved.status).toBe(201)
      const shared = await fetch(`${env.apiUrl}/api/wishlist/share`, { method: 'POST', headers: asOwner })
      const { token } = ((await shared.json()) as { data: { token: string } }).data
      const link = `/shared/${token}`
      const heading = page.getByRole('heading', { level: 1, name: `${owner.username}’s wishlist` })

      await step('a reader opens the shared list with the service worker in charge', async () => {
        await page.goto('/')
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        await page.reload()
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
        await page.goto(link)
        await heading.waitFor()
        expect(await keptPages(page)).toContain(new URL(link, page.url()).href)
      })

      await step('the owner stops sharing; online the link says so', async () => {
        expect(
          (await fetch(`${env.apiUrl}/api/wishlist/share`, { method: 'DELETE', headers: asOwner })).status,
        ).toBe(200)
        const gone = await page.goto(link)
        expect(gone?.status()).toBe(404)
        await page.getByRole('heading', { level: 1, name: 'This list is not shared' }).waitFor()
        // the copy kept while it was shared is gone with it
        await expect.poll(() => keptPages(page)).not.toContain(new URL(link, page.url()).href)
      })

      await step('offline, the link opens no copy of the list', async () => {
        await context.setOffline(true)
        await page.goto(link)
        await page.getByText('You are offline.', { exact: true }).waitFor()
        await expect(heading.count()).resolves.toBe(0)
        await expect(page.getByText(event.title).count()).resolves.toBe(0)
        await context.setOffline(false)
      })
    },
    {
      // the not-found page asks the API for the list again (404 on purpose); offline its requests fail
      allowConsoleErrors: [/404/, /ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /The server cannot be reached/],
      timeout: 180_000,
      serviceWorker: true,
    },
  )
})
