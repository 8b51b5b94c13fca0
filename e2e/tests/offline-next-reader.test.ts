// A shared browser (docs/offline.md): a traveller saves a route for offline use, then signs out; the next
// person signs in, loses the network, and finds nothing of the first one's: no saved route, no kept page,
// answer, photo or track, no address in the worker's expiration records. On the production build.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import type { EventListItemDto } from '@travel/domain'
import { createAccount, signIn } from '../src/accounts'
import { journey } from '../src/journey'

/** Every address this site keeps in Cache Storage and in Workbox's expiration records. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      // the app's own files (the same for everyone) are not a reader's
      if (name.startsWith('workbox-precache')) continue
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`)
    }
    const databases = await indexedDB.databases()
    if (databases.some((db) => db.name === 'workbox-expiration')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      if (db.objectStoreNames.contains('cache-entries')) {
        const entries = await new Promise<{ url: string; cacheName: string }[]>((resolve, reject) => {
          const all = db.transaction('cache-entries').objectStore('cache-entries').getAll()
          all.onsuccess = () => resolve(all.result as { url: string; cacheName: string }[])
          all.onerror = () => reject(all.error)
        })
        for (const entry of entries) urls.push(`expiration ${entry.cacheName} ${entry.url}`)
      }
      db.close()
    }
    return urls
  })
}

describe('offline, the next reader of a browser', () => {
  journey(
    'finds nothing of the traveller who signed out before them',
    async ({ page, context, env, step }) => {
      const routes = (await (await fetch(`${env.apiUrl}/api/events?section=route&limit=12`)).json()) as {
        data: EventListItemDto[]
      }
      const route = routes.data.find((event) => event.image)
      if (!route) throw new Error('the demo data has no route with a photo')
      const first = await createAccount(env, 'first-reader')
      const next = await createAccount(env, 'next-reader')
      const theirs = (address: string) => address.includes(route._id) || address.includes(first.uid)

      await signIn(page, first)
      await step('the service worker takes over the site', async () => {
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        await page.reload()
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
      })

      await step('the first traveller saves a route for offline use and opens the wishlist', async () => {
        await page.goto(`/events/${route._id}`)
        await page.getByRole('button', { name: 'Add to wishlist' }).click()
        await page.getByText('Available offline').waitFor({ timeout: 30_000 })
        await page.goto('/wishlist')
        await page
          .getByRole('list', { name: 'My wishlist' })
          .getByRole('heading', { name: route.title })
          .waitFor()
        expect((await keptAddresses(page)).filter(theirs).length).toBeGreaterThan(0)
      })

      await step('they sign out, and nothing of theirs stays in the browser', async () => {
        await page.getByRole('link', { name: /^Profile of / }).click()
        await page.getByRole('button', { name: 'Sign out' }).click()
        await page
          .getByRole('alertdialog', { name: 'Sign out?' })
          .getByRole('button', { name: 'Sign out' })
          .click()
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor()
        await expect.poll(async () => (await keptAddresses(page)).filter(theirs)).toEqual([])
        expect(await page.evaluate(() => localStorage.getItem('root') ?? '')).not.toContain(route._id)
      })

      await step('the next reader signs in, goes offline, and finds none of it', async () => {
        await signIn(page, next)
        await page.goto('/wishlist')
        await page.getByText(/^Your wishlist is empty\./).waitFor()
        await context.setOffline(true)
        await page.goto('/wishlist')
        await page.getByText('You are offline.', { exact: true }).waitFor()
        await expect(page.getByRole('heading', { name: route.title }).count()).resolves.toBe(0)
        expect((await keptAddresses(page)).filter(theirs)).toEqual([])
        await context.setOffline(false)
      })
    },
    {
      // offline, the pages' requests fail (the wishlist button says so in the console) and the Auth SDK
      // cannot check the session: the browser logs them
      allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /The server cannot be reached/],
      timeout: 180_000,
      serviceWorker: true,
    },
  )
})
