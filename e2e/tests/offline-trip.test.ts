// A trip kept offline (docs/offline.md): its owner keeps it, loses the network, and still opens the trip
// with its days and its stops' pages and photos; letting it go drops the stops it held.
import { describe, expect } from 'vitest'
import { createAccount, signIn } from '../src/accounts'
import { emulatorSignIn } from '../src/api'
import { publishCamp } from '../src/camps'
import { journey } from '../src/journey'

describe('a trip kept offline', () => {
  journey(
    'opens without a network with its stops’ pages and photos',
    async ({ page, context, env, step }) => {
      const owner = await createAccount(env, 'offlinetrip')
      const first = await publishCamp(env, owner, 'Meadow under the pass', 'Georgia', {
        coordinates: [42.66, 44.64],
      })
      const second = await publishCamp(env, owner, 'Camp by the old tower', 'Georgia', {
        coordinates: [42.99, 45.16],
      })
      const { idToken } = await emulatorSignIn(env, owner.email, owner.password)
      const call = async (path: string, body: object) => {
        const res = await fetch(`${env.apiUrl}/api${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
        expect(res.ok).toBe(true)
        return ((await res.json()) as { data: { _id: string; version: number } }).data
      }
      let trip = await call('/trips', { name: 'Over the Caucasus' })
      for (const camp of [first, second])
        trip = await call(`/trips/${trip._id}/stops`, { version: trip.version, eventId: camp._id })

      await step('the service worker takes over the site', async () => {
        await signIn(page, owner)
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        await page.reload()
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
      })

      await step('the trip is kept offline from its page', async () => {
        await page.goto(`/trips/${trip._id}`)
        await page.getByRole('heading', { level: 1, name: 'Over the Caucasus' }).waitFor()
        await page.getByText('Keep this trip offline').click()
        await page.getByText(/^Available offline: the trip/).waitFor({ timeout: 30_000 })
      })

      await step('offline, a reload shows the trip, and a stop’s page opens with its photo', async () => {
        await context.setOffline(true)
        await page.reload()
        await page.getByRole('heading', { level: 1, name: 'Over the Caucasus' }).waitFor()
        await page.getByText('You are offline.', { exact: true }).waitFor()
        await page.getByRole('link', { name: second.title }).first().click()
        await page.getByRole('heading', { level: 1, name: second.title }).waitFor()
        const photo = page.getByRole('img', { name: second.title, exact: true }).first()
        await photo.waitFor()
        expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
          true,
        )
      })

      await step('back online, letting the trip go drops its stops’ copies', async () => {
        await context.setOffline(false)
        await page.goto(`/trips/${trip._id}`)
        await page.getByText(/^Available offline: the trip/).waitFor()
        await page.getByText('Keep this trip offline').click()
        await page.getByText(/^Keeps the trip and its places/).waitFor()
        await expect
          .poll(() =>
            page.evaluate(async () => {
              const cache = await caches.open('kept-events')
              return (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/offline/kept/'))
                .length
            }),
          )
          .toBe(0)
      })
    },
    // what the page asks while offline fails, as it should
    {
      allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/],
      timeout: 240_000,
      serviceWorker: true,
    },
  )
})
