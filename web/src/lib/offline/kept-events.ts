// What a saved event keeps in this browser for reading offline (docs/offline.md): the API's answer, photo,
// thumbnail and route file in one Cache Storage cache the service worker answers from. An index entry per
// event lists its copies, sizes and holders (the wishlist, trips kept offline); the last holder drops it.
import type { EventDto } from '@travel/domain'
import { config } from '@/config/env'
import {
  FORGET_READER_MESSAGE,
  KEPT_EVENTS_BUDGET_BYTES,
  KEPT_EVENTS_CACHE,
  KEPT_INDEX_PREFIX,
  READER_CACHES,
  keptIndexUrl,
} from './caches'

export interface KeptEvent {
  eventId: string
  /** the copies kept for it: its API answer and its files */
  urls: string[]
  bytes: number
  keptAt: string
  /** why it is kept: WISHLIST_HOLDER and/or tripHolder(id); entries kept before trips are the wishlist's */
  holders?: string[]
}

/** The wishlist's hold on the events it keeps offline. */
export const WISHLIST_HOLDER = 'wishlist'
/** A trip kept offline holds its stops' events. */
export const tripHolder = (tripId: string) => `trip:${tripId}`
const holdersOf = (entry: KeptEvent) => entry.holders ?? [WISHLIST_HOLDER]

/** What keeping an event did: kept, not kept because the budget is full, or failed (no network…). */
export type KeepOutcome = 'kept' | 'full' | 'failed'

/** Cache Storage exists only in secure contexts (https, localhost) and not in every test browser. */
export const offlineStorageSupported = (): boolean => typeof caches !== 'undefined'

const eventApiUrl = (eventId: string) => `${config.apiBase}/api/events/${encodeURIComponent(eventId)}`

async function readIndex(cache: Cache): Promise<KeptEvent[]> {
  const keys = await cache.keys()
  const entries = keys.filter((request) => new URL(request.url).pathname.startsWith(KEPT_INDEX_PREFIX))
  const kept = await Promise.all(
    entries.map(async (request) => (await (await cache.match(request))?.json()) as KeptEvent | undefined),
  )
  return kept.filter((entry): entry is KeptEvent => Boolean(entry))
}

/** The events kept offline, newest first. */
export async function keptEvents(): Promise<KeptEvent[]> {
  if (!offlineStorageSupported()) return []
  const kept = await readIndex(await caches.open(KEPT_EVENTS_CACHE))
  return kept.sort((a, b) => b.keptAt.localeCompare(a.keptAt))
}

let queue: Promise<unknown> = Promise.resolve()

/**
 * Changes of the kept events run one at a time, in the order asked, across the site's tabs: a keep still
 * downloading when the reader unsaves the event would otherwise write its copies after they were dropped.
 */
async function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return await navigator.locks.request(KEPT_EVENTS_CACHE, change)
  }
  const next = queue.then(change, change)
  queue = next.catch(() => undefined)
  return next
}

/** Downloads a URL for keeping: a CORS answer (its size is known), never a cached one. */
async function download(url: string): Promise<Response> {
  const response = await fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-store' })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response
}

/**
 * Keeps one event offline: its answer, then its files. Nothing is written unless everything arrived and
 * fits in what is left of the budget, so an event is either fully readable offline or not kept at all.
 */
export async function keepEventOffline(eventId: string, holder = WISHLIST_HOLDER): Promise<KeepOutcome> {
  if (!offlineStorageSupported()) return 'failed'
  return oneAtATime(() => keep(eventId, holder))
}

async function keep(eventId: string, holder: string): Promise<KeepOutcome> {
  try {
    const cache = await caches.open(KEPT_EVENTS_CACHE)
    const held = (await readIndex(cache)).find((entry) => entry.eventId === eventId)
    // kept already for another holder: this one only joins it
    if (held) {
      const holders = [...new Set([...holdersOf(held), holder])]
      await cache.put(keptIndexUrl(eventId), Response.json({ ...held, holders }))
      return 'kept'
    }
    const answer = await download(eventApiUrl(eventId))
    const event = ((await answer.clone().json()) as { data: EventDto }).data
    const fileUrls = [...new Set([event.image, event.thumbnail, event.gpxFile])].filter(
      (url): url is string => Boolean(url && /^https?:\/\//i.test(url)),
    )
    const files = await Promise.all(fileUrls.map(async (url) => ({ url, response: await download(url) })))
    const bodies = await Promise.all(files.map(async ({ response }) => response.clone().blob()))
    const bytes = bodies.reduce((sum, body) => sum + body.size, 0)
    const others = (await readIndex(cache)).filter((entry) => entry.eventId !== eventId)
    if (others.reduce((sum, entry) => sum + entry.bytes, 0) + bytes > KEPT_EVENTS_BUDGET_BYTES) return 'full'
    await cache.put(eventApiUrl(eventId), answer)
    await Promise.all(files.map(({ url, response }) => cache.put(url, response)))
    const entry: KeptEvent = {
      eventId,
      urls: [eventApiUrl(eventId), ...fileUrls],
      bytes,
      keptAt: new Date().toISOString(),
      holders: [holder],
    }
    await cache.put(keptIndexUrl(eventId), Response.json(entry))
    return 'kept'
  } catch (error) {
    console.warn('The event could not be kept for offline use.', error)
    return 'failed'
  }
}

/** The kept copy of a URL (a saved event's file), if there is one. */
export async function keptCopy(url: string): Promise<Response | undefined> {
  if (!offlineStorageSupported()) return undefined
  return (await caches.open(KEPT_EVENTS_CACHE)).match(url, { ignoreVary: true })
}

/**
 * `holder` lets go of one event: what was kept for it is removed once nothing else holds it (a copy
 * another kept event also uses stays).
 */
export async function dropEventOffline(eventId: string, holder = WISHLIST_HOLDER): Promise<void> {
  if (!offlineStorageSupported()) return
  return oneAtATime(() => release(eventId, holder))
}

async function release(eventId: string, holder: string): Promise<void> {
  const cache = await caches.open(KEPT_EVENTS_CACHE)
  const entry = (await readIndex(cache)).find((e) => e.eventId === eventId)
  if (!entry) return
  const holders = holdersOf(entry).filter((h) => h !== holder)
  if (holders.length > 0) await cache.put(keptIndexUrl(eventId), Response.json({ ...entry, holders }))
  else await drop(eventId)
}

async function drop(eventId: string): Promise<void> {
  const cache = await caches.open(KEPT_EVENTS_CACHE)
  const kept = await readIndex(cache)
  const entry = kept.find((e) => e.eventId === eventId)
  if (!entry) return
  const stillUsed = new Set(kept.filter((e) => e !== entry).flatMap((e) => e.urls))
  await Promise.all(entry.urls.filter((url) => !stillUsed.has(url)).map((url) => cache.delete(url)))
  await cache.delete(keptIndexUrl(eventId))
}

/**
 * Makes the events `holder` keeps those of `eventIds` (the wishlist as the server knows it, saved elsewhere
 * too; a trip's stops): keeps the missing ones, one at a time (a phone's connection), and lets go of the
 * others, which go unless something else holds them.
 */
export async function keepOnlyOffline(
  eventIds: readonly string[],
  holder = WISHLIST_HOLDER,
  /** a change of the holder's own copy (a trip's answer), made in the same turn as its events' */
  alongside?: (cache: Cache) => Promise<unknown>,
): Promise<void> {
  if (!offlineStorageSupported()) return
  return oneAtATime(async () => {
    if (alongside) await alongside(await caches.open(KEPT_EVENTS_CACHE))
    const wanted = new Set(eventIds)
    const kept = await keptEvents()
    for (const entry of kept)
      if (!wanted.has(entry.eventId) && holdersOf(entry).includes(holder))
        await release(entry.eventId, holder)
    const have = new Set(kept.filter((e) => holdersOf(e).includes(holder)).map((e) => e.eventId))
    for (const eventId of wanted) {
      if (have.has(eventId)) continue
      if ((await keep(eventId, holder)) === 'full') break
    }
  })
}

/** The events `holder` keeps offline. */
export async function heldOffline(holder: string): Promise<string[]> {
  return (await keptEvents()).filter((e) => holdersOf(e).includes(holder)).map((e) => e.eventId)
}

export interface OfflineUsage {
  keptEvents: number
  keptBytes: number
  budgetBytes: number
  /** everything this site stores in the browser (the app's files, the caches), when the browser says */
  siteBytes: number | null
}

export async function offlineUsage(): Promise<OfflineUsage> {
  const kept = await keptEvents()
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined)
  return {
    keptEvents: kept.length,
    keptBytes: kept.reduce((sum, entry) => sum + entry.bytes, 0),
    budgetBytes: KEPT_EVENTS_BUDGET_BYTES,
    siteBytes: estimate?.usage ?? null,
  }
}

/**
 * Everything kept of what the reader saw or saved: their saved events' copies, the answers, pages and files
 * they opened, and the service worker's records of those addresses. Run when they sign out or another user
 * signs in, so the next reader of this browser finds none of it, and by the profile's clear button.
 */
export async function forgetReaderCopies(): Promise<void> {
  if (!offlineStorageSupported()) return
  return oneAtATime(forgetAll)
}

async function forgetAll(): Promise<void> {
  const worker = navigator.serviceWorker?.controller
  if (worker) {
    const channel = new MessageChannel()
    const done = new Promise<void>((resolve) => {
      channel.port1.onmessage = () => resolve()
      // a worker that does not answer (being replaced) must not hold the sign-out up
      setTimeout(resolve, 5_000)
    })
    worker.postMessage({ type: FORGET_READER_MESSAGE }, [channel.port2])
    await done
  }
  // the worker's part again from here: without a worker (or an old one) the caches still go
  await Promise.all(READER_CACHES.map((name) => caches.delete(name)))
}
