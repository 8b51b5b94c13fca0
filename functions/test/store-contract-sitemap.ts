// The Store contract of what the sitemap reads (docs/rendering.md), run by store-contract.ts against every
// adapter: the count of listed events, and their ids split into ranges that together hold each event once.
import { describe, expect, it } from 'vitest'
import { idRange } from '../src/store/events/id-ranges'
import { newId } from '../src/store/shared/new-id'
import { NO_CHECKINS, type EventRecord, type Listing, type Store } from '../src/store/port'
import { eventRecord } from './factories'

/** Ids the way events get them, and ids no event gets from newId but a store may hold (seeds, slugs). */
const IDS = [
  ...Array.from({ length: 24 }, () => newId()),
  '-leading-dash',
  '0',
  '00000',
  'ZZZZZ',
  'Z_under',
  'a-slug',
  'zzzzzzzzzzzzzzzzzzzz',
  '_first_underscore',
]

export function describeSitemapContract(storeOf: () => Store) {
  describe('the events a sitemap lists', () => {
    /** Each id stored as an event: every third gone, every fifth hidden, the rest shown. */
    async function seed(): Promise<Map<Listing, string[]>> {
      const byListing = new Map<Listing, string[]>([
        ['shown', []],
        ['gone', []],
        ['hidden', []],
      ])
      for (const [i, id] of IDS.entries()) {
        const listing: Listing = i % 5 === 0 ? 'hidden' : i % 3 === 0 ? 'gone' : 'shown'
        const event: EventRecord = {
          ...eventRecord({ id, updatedAt: '2025-03-0' + ((i % 9) + 1) + 'T08:00:00.000Z' }),
          ...NO_CHECKINS,
          ...(i % 2 ? { lastVisit: '2025-04-01' } : {}),
          ...(listing === 'gone' ? { state: 'gone' as const } : {}),
          ...(listing === 'hidden' ? { hidden: true } : {}),
          listing,
        }
        await storeOf().events.createEvent(event)
        byListing.get(listing)!.push(id)
      }
      return byListing
    }
    const sorted = (ids: string[]) => [...ids].sort((a, b) => (a < b ? -1 : 1))

    it('counts the events of the listings asked, and none for no listing', async () => {
      const byListing = await seed()
      const shown = byListing.get('shown')!.length
      expect(await storeOf().events.countListed(['shown'])).toBe(shown)
      expect(await storeOf().events.countListed(['shown', 'gone'])).toBe(
        shown + byListing.get('gone')!.length,
      )
      expect(await storeOf().events.countListed([])).toBe(0)
    })

    it('splits the listed events into ranges of ids that hold each one exactly once, in id order', async () => {
      const byListing = await seed()
      for (const listing of [['shown'], ['shown', 'gone']] as Listing[][]) {
        const expected = sorted(listing.flatMap((l) => byListing.get(l)!))
        for (const ranges of [1, 2, 3, 7, 62]) {
          const found: string[] = []
          for (let i = 0; i < ranges; i++) {
            const part = await storeOf().events.listedInIdRange(listing, idRange(i, ranges), 100)
            expect(part.truncated).toBe(false)
            found.push(...part.events.map((e) => e.id))
          }
          expect(found, `${listing.join('+')} in ${ranges} ranges`).toEqual(expected)
        }
      }
    })

    it('answers the id, the last edit and the latest visit, up to the number asked', async () => {
      const byListing = await seed()
      const shown = sorted(byListing.get('shown')!)
      const all = await storeOf().events.listedInIdRange(['shown'], idRange(0, 1), 100)
      const first = all.events[0]!
      const stored = await storeOf().events.getEvent(first.id)
      expect(first).toEqual({
        id: stored!.id,
        updatedAt: stored!.updatedAt,
        ...(stored!.lastVisit !== undefined ? { lastVisit: stored!.lastVisit } : {}),
      })
      const cut = await storeOf().events.listedInIdRange(['shown'], idRange(0, 1), 3)
      expect(cut.events.map((e) => e.id)).toEqual(shown.slice(0, 3))
      expect(cut.truncated).toBe(true)
      expect((await storeOf().events.listedInIdRange([], idRange(0, 1), 10)).events).toEqual([])
    })
  })
}
