/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): precached app files so every screen opens offline,
// API reads and files answered from what was last seen or kept when the network fails, and a new version
// waiting for the reader's consent, so one tab never mixes two versions' code (docs/offline.md).
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core'
import {
  FORGET_READER_MESSAGE,
  isOfflineReadablePath,
  isStorageDownload,
  KEPT_EVENTS_CACHE,
  RECENT_API_CACHE,
  RECENT_API_ENTRIES,
  RECENT_FILE_ENTRIES,
  RECENT_FILES_CACHE,
  RECENT_PAGE_ENTRIES,
  RECENT_PAGES_CACHE,
  READER_CACHES,
} from './lib/offline/caches'

declare const self: ServiceWorkerGlobalScope

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// When a request the worker sent last failed for want of a network: told to the pages at once, and to a page
// that asks when it starts, since it may be one of the worker's copies (lib/connectivity.ts). A success is
// no proof of a network (the browser's HTTP cache may have answered), so the pages find out by themselves
// when the site answers again.
let networkFailedAt = 0
const RECENT_FAILURE_MS = 30_000
const networkWatch: WorkboxPlugin = {
  fetchDidFail: async () => {
    networkFailedAt = Date.now()
    for (const page of await self.clients.matchAll()) page.postMessage({ type: 'NETWORK', reachable: false })
  },
}

/**
 * An address the site now answers 404 or 410 for (a deleted event, a shared list whose link was revoked)
 * loses its kept copy, so it does not come back offline from the copy.
 */
const forgetWhenGone = (cacheName: string): WorkboxPlugin => ({
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410)
      await (await caches.open(cacheName)).delete(request, { ignoreVary: true, ignoreSearch: false })
    return response
  },
})

// Pages are rendered on the server (docs/rendering.md): the network first, so a reader online sees the
// current page, and a copy of each page kept; offline, or after a few seconds without an answer, the kept
// copy of that page (it hydrates from the answers it was rendered with), or else the precached app shell,
// which renders the app in the browser from the API answers and files the worker kept. Rendered pages are
// never precached: they change with every new event. /api and the files Hosting serves as they are
// (robots.txt, the sitemap, the manifest) are not pages.
const pages = new NetworkFirst({
  cacheName: RECENT_PAGES_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: RECENT_PAGE_ENTRIES, purgeOnQuotaError: true }),
    forgetWhenGone(RECENT_PAGES_CACHE),
    networkWatch,
  ],
})
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options)
      } catch {
        return (await matchPrecache('shell.html')) ?? Response.error()
      }
    },
    { denylist: [/^\/api\//, /\.[a-z0-9]+$/i] },
  ),
)

// The API answers `Vary: Authorization` (its CDN must not mix callers) and an ID token changes every hour:
// a kept answer must match whoever's token asks again, so Vary is ignored when looking one up. Answers
// that depend on the user are dropped from these caches when they sign out (lib/offline/kept-events.ts).
const matchOptions = { ignoreVary: true }

/** A saved event's copy, when neither the network nor the recent cache has the answer. */
const keptCopy: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await caches.open(KEPT_EVENTS_CACHE)).match(request, matchOptions),
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await (await caches.open(KEPT_EVENTS_CACHE)).match(request, matchOptions)),
}

// API reads: the network first, so an online reader always sees the current answer; after a few seconds
// without one (a mountain pass, a ferry) the last answer seen, or the saved event's copy.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isOfflineReadablePath(url.pathname),
  new NetworkFirst({
    cacheName: RECENT_API_CACHE,
    networkTimeoutSeconds: 6,
    matchOptions,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: RECENT_API_ENTRIES, purgeOnQuotaError: true }),
      forgetWhenGone(RECENT_API_CACHE),
      keptCopy,
      networkWatch,
    ],
  }),
  'GET',
)

// Photos and route files: a stored object never changes under its name, so a copy is as good as the
// network; the saved events' copies come first. A page's <img> asks without CORS, whose answer is opaque
// (its size unknown, counted as megabytes by the browser's quota): the worker asks with CORS instead,
// which both Cloud Storage and the local storage server answer, and falls back to the page's own request.
const storageFiles = new CacheFirst({
  cacheName: RECENT_FILES_CACHE,
  matchOptions,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: RECENT_FILE_ENTRIES, purgeOnQuotaError: true }),
    keptCopy,
  ],
})
registerRoute(
  ({ url }) => isStorageDownload(url),
  async ({ request, event }) => {
    if (request.mode !== 'no-cors') return storageFiles.handle({ request, event })
    try {
      const withCors = new Request(request.url, { mode: 'cors', credentials: 'omit' })
      return await storageFiles.handle({ request: withCors, event })
    } catch {
      return fetch(request)
    }
  },
  'GET',
)

// The reload prompt's answer (workbox-window's messageSkipWaiting): the waiting version takes over, and
// the page reloads once it controls it.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  if (type === 'NETWORK?' && Date.now() - networkFailedAt < RECENT_FAILURE_MS) {
    event.source?.postMessage({ type: 'NETWORK', reachable: false })
  }
  if (type === FORGET_READER_MESSAGE) {
    const reply = event.ports[0]
    event.waitUntil(forgetReader().then(() => reply?.postMessage({ done: true })))
  }
})

/**
 * A reader signed out (or another signed in): every copy of what they saw or saved goes, and so do the
 * expiration records naming those addresses (IndexedDB), which only the worker can clear while it runs.
 */
async function forgetReader() {
  for (const name of READER_CACHES) {
    await caches.delete(name)
    await new CacheExpiration(name, { maxEntries: 1 }).delete()
  }
}
