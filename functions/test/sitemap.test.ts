// The sitemap's index and parts (docs/rendering.md) on the embedded store: the site's pages in the first
// part, every listed event in exactly one of the others, gone and hidden events in none.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitemap } from '../src/pages/sitemap'
import { eventsService } from '../src/services/events-service'
import { openEmbeddedStore } from '../src/store/embedded'
import { newId } from '../src/store/shared/new-id'
import { NO_CHECKINS, type Listing } from '../src/store/port'
import { eventRecord } from './factories'

const ORIGIN = 'https://travel.example'
/** 20 pages a part, so 300 events make an index of many parts */
const PART_SIZE = 40

let folder: string
let events: ReturnType<typeof eventsService>
const byListing = new Map<Listing, string[]>([
  ['shown', []],
  ['gone', []],
  ['hidden', []],
])

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sitemap-'))
  const store = await openEmbeddedStore(folder)
  for (let i = 0; i < 300; i++) {
    const listing: Listing = i % 10 === 0 ? 'hidden' : i % 7 === 0 ? 'gone' : 'shown'
    const event = {
      ...eventRecord({ id: newId() }),
      ...NO_CHECKINS,
      ...(listing === 'gone' ? { state: 'gone' as const } : {}),
      ...(listing === 'hidden' ? { hidden: true } : {}),
      listing,
    }
    await store.events.createEvent(event)
    byListing.get(listing)!.push(event.id)
  }
  const notRead = () => Promise.reject(new Error('the sitemap never asks for this'))
  events = eventsService({
    store,
    accounts: { ensureProfile: notRead },
    tracks: notRead,
    fileUrls: { assertExist: notRead, deleteAll: notRead },
  })
})

afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** The English addresses of events a file lists (ids as newId makes them). */
const eventIdsIn = (xml: string) =>
  [...xml.matchAll(/<loc>https:\/\/travel\.example\/events\/([0-9A-Za-z]{20})<\/loc>/g)].map((m) => m[1]!)

describe('a sitemap past one file', () => {
  it('is an index of the pages and of ranges that together list each shown event once', async () => {
    const index = (await sitemap(events, ORIGIN, undefined, PART_SIZE)) ?? ''
    expect(index).toContain('<sitemapindex')
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // 16 events expected in each range: 80 % of a part
    const shown = byListing.get('shown')!
    expect(parts).toHaveLength(1 + Math.ceil(shown.length / 16))
    expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`)

    const pages = (await sitemap(events, ORIGIN, 1, PART_SIZE)) ?? ''
    expect(pages).toContain(`<loc>${ORIGIN}/events/camp</loc>`)
    expect(pages).toContain(`<loc>${ORIGIN}/privacy-policy?lang=sk</loc>`)
    expect(eventIdsIn(pages)).toEqual([])

    const listed: string[] = []
    for (let part = 2; part <= parts.length; part++) {
      const xml = (await sitemap(events, ORIGIN, part, PART_SIZE)) ?? ''
      expect(xml).toContain('<urlset')
      const ids = eventIdsIn(xml)
      expect(ids).toEqual([...ids].sort())
      listed.push(...ids)
    }
    expect([...listed].sort()).toEqual([...shown].sort())
    expect(await sitemap(events, ORIGIN, parts.length + 1, PART_SIZE)).toBeNull()
    expect(await sitemap(events, ORIGIN, 0, PART_SIZE)).toBeNull()
  })

  it('gives each event both languages with their alternates, and no part is needed under one file', async () => {
    const [id] = byListing.get('shown')!
    let xml = ''
    for (let part = 2; part <= 30 && !xml.includes(`/events/${id}<`); part++)
      xml = (await sitemap(events, ORIGIN, part, PART_SIZE)) ?? ''
    const pair =
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/events/${id}"/>` +
      `<xhtml:link rel="alternate" hreflang="sk" href="${ORIGIN}/events/${id}?lang=sk"/>`
    expect(xml).toContain(`<loc>${ORIGIN}/events/${id}</loc><lastmod>2024-05-02</lastmod>${pair}`)
    expect(xml).toContain(`<loc>${ORIGIN}/events/${id}?lang=sk</loc><lastmod>2024-05-02</lastmod>${pair}`)

    const whole = (await sitemap(events, ORIGIN, undefined)) ?? ''
    expect(whole).toContain('<urlset')
    expect(eventIdsIn(whole).sort()).toEqual([...byListing.get('shown')!].sort())
    expect(await sitemap(events, ORIGIN, 1)).toBeNull()
  })
})
