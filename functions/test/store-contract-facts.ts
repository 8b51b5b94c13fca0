// The Store contract of the fact filters (domain amenities.ts), run by store-contract.ts against every
// adapter: facts are tokens of the search index, so every filter, order, search and page combines with them.
import { describe, expect, it } from 'vitest'
import {
  eventSearchIndex,
  factFilterTokens,
  searchTerms,
  type Amenities,
  type FactFilter,
} from '@travel/domain'
import { compareInOrder, positionOf } from '../src/store/events/list-order'
import {
  NO_CHECKINS,
  type EventFilter,
  type EventPosition,
  type EventRecord,
  type Store,
} from '../src/store/port'
import { eventRecord } from './factories'

const stay = (amenities: Amenities, overrides: Partial<EventRecord> = {}) =>
  eventRecord({ ...NO_CHECKINS, amenities, ...overrides })

/** Events with facts across countries, sections, dates and ratings; ids sort like their dates. */
function fixtures(): EventRecord[] {
  const rated = (average: number, lastVisit: string) => ({
    checkins: 1,
    ratingSum: average,
    ratingCount: 1,
    ratingAverage: average,
    lastVisit,
  })
  return [
    stay(
      { water: true, dump: true, price: { amount: 0, currency: 'EUR' }, maxLength: 8, months: [5, 6, 7] },
      { id: 'f-01', date: '2024-01-12', title: 'Lake meadow', ...rated(5, '2025-06-01') },
    ),
    stay(
      { water: true, toilets: true, maxLength: 6.5, maxHeight: 3, months: [6, 7, 8, 9] },
      { id: 'f-02', date: '2024-01-11', title: 'Lake farm', country: 'Austria', ...rated(3, '2025-07-01') },
    ),
    stay(
      { water: false, dump: true, price: { amount: 15, currency: 'EUR' }, maxLength: 12 },
      { id: 'f-03', date: '2024-01-10', title: 'Forest camp', section: { main: 'camp', sub: 'created' } },
    ),
    stay(
      { water: true, dump: true, price: { amount: 0, currency: 'EUR' }, maxLength: 10, months: [11, 12] },
      { id: 'f-04', date: '2024-01-09', title: 'Lake winter camp', ...rated(4, '2025-01-01') },
    ),
    stay(
      { water: true, shade: true, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      { id: 'f-05', date: '2024-01-08', title: 'Castle view', section: { main: 'places', sub: 'views' } },
    ),
    stay(
      { surface: 'gravel', fourByFour: true, maxHeight: 2.5 },
      {
        id: 'f-06',
        date: '2024-01-07',
        title: 'Gravel pass',
        section: { main: 'route', sub: 'offroad' },
        coordinates: [],
        geohash: null,
      },
    ),
    stay(
      { surface: 'gravel', fourByFour: false },
      { id: 'f-07', date: '2024-01-06', title: 'Lake road', section: { main: 'route', sub: 'caravan_car' } },
    ),
    stay(
      { water: true, dump: true, maxLength: 7 },
      { id: 'f-08', date: '2024-01-05', title: 'Lake hidden', listing: 'gone', state: 'gone' },
    ),
    eventRecord({ ...NO_CHECKINS, id: 'f-09', date: '2024-01-04', title: 'Lake without facts' }),
    stay(
      { water: true, dump: true, price: { amount: 0, currency: 'EUR' }, maxLength: 9, months: [6] },
      {
        id: 'f-10',
        date: '2024-01-03',
        title: 'Lake by the dam',
        ownerId: 'owner-b',
        ...rated(5, '2024-08-01'),
      },
    ),
  ]
}

/** What a list should show: the filters checked on every event one by one, in the list's order. */
function expected(events: EventRecord[], filter: EventFilter): string[] {
  const holds = (e: EventRecord) => {
    const index = new Set(eventSearchIndex(e))
    return (filter.words ?? []).every((w) => index.has(w))
  }
  return events
    .filter(
      (e) =>
        (!filter.listing || filter.listing.includes(e.listing ?? 'shown')) &&
        (!filter.ownerId || e.ownerId === filter.ownerId) &&
        (!filter.country || e.country === filter.country) &&
        (!filter.section ||
          ('mains' in filter.section
            ? filter.section.mains.includes(e.section.main)
            : e.section.sub !== null && filter.section.subs.includes(e.section.sub))) &&
        (filter.minRating === undefined || (e.ratingAverage ?? 0) >= filter.minRating) &&
        holds(e),
    )
    .sort((a, b) => compareInOrder(filter.sort ?? 'newest', positionOf(a), positionOf(b)))
    .map((e) => e.id)
}

export function describeFactsContract(storeOf: () => Store) {
  describe('fact filters', () => {
    async function seeded() {
      const events = fixtures()
      for (const e of events) await storeOf().events.createEvent(e)
      return events
    }
    /** every page of a list, walked to its end */
    async function walk(filter: EventFilter, limit: number) {
      const shown: string[] = []
      let after: EventPosition | undefined
      for (let pages = 0; pages < 30; pages++) {
        const page = await storeOf().events.listEvents(filter, limit, after)
        shown.push(...page.events.map((e) => e.id))
        if (!page.next) break
        after = page.next
      }
      return shown
    }
    const words = (facts: FactFilter, q?: string) => [
      ...(q ? searchTerms(q) : []),
      ...factFilterTokens(facts),
    ]

    it('finds events by what they offer, every fact asked holding', async () => {
      await seeded()
      const ids = async (facts: FactFilter) =>
        (await storeOf().events.listEvents({ listing: ['shown'], words: words(facts) }, 50)).events.map(
          (e) => e.id,
        )
      expect(await ids({ has: ['water', 'dump'] })).toEqual(['f-01', 'f-04', 'f-10'])
      expect(await ids({ has: ['water', 'dump'], free: true, open: 6 })).toEqual(['f-01', 'f-10'])
      // a known "no" is never a yes, an unknown neither
      expect(await ids({ has: ['toilets'] })).toEqual(['f-02'])
      expect(await ids({ fits: 9.5 })).toEqual(['f-03', 'f-04'])
      expect(await ids({ fits: 7 })).toEqual(['f-01', 'f-03', 'f-04', 'f-10'])
      expect(await ids({ height: 2.8 })).toEqual(['f-02'])
      expect(await ids({ open: 12 })).toEqual(['f-04', 'f-05'])
      expect(await ids({ surface: 'gravel' })).toEqual(['f-06', 'f-07'])
      expect(await ids({ surface: 'gravel', fourByFour: true })).toEqual(['f-06'])
      expect(await ids({ has: ['wifi'] })).toEqual([])
    })

    it('combines with every filter, order, search and page of a list', async () => {
      const events = await seeded()
      const sections: EventFilter['section'][] = [undefined, { mains: ['camp'] }, { subs: ['natural'] }]
      // each set of facts with and without a search, in turn (every pair would take Firestore minutes)
      const asked: [FactFilter, string | undefined][] = [
        [{ has: ['water'] }, undefined],
        [{ has: ['water', 'dump'], free: true }, 'lake'],
        [{ fits: 7, open: 7 }, undefined],
        [{ has: ['water'] }, 'lake'],
      ]
      let combinations = 0
      for (const ownerId of [undefined, 'owner-a'])
        for (const country of [undefined, 'Slovakia'] as const)
          for (const section of sections)
            for (const listing of [['shown'], ['shown', 'gone']] as EventFilter['listing'][])
              for (const sort of [undefined, 'visited', 'rating'] as const)
                for (const [fact, q] of asked) {
                  if (ownerId && sort) continue
                  const filter: EventFilter = {
                    ...(ownerId ? { ownerId } : {}),
                    ...(country ? { country } : {}),
                    ...(section ? { section } : {}),
                    ...(listing ? { listing } : {}),
                    ...(sort ? { sort } : {}),
                    ...(sort === 'rating' ? { minRating: 4 } : {}),
                    words: words(fact, q),
                  }
                  combinations++
                  expect(await walk(filter, 2), JSON.stringify(filter)).toEqual(expected(events, filter))
                }
      expect(combinations).toBeGreaterThan(100)
    }, 120_000)

    it('follows edits: new facts are found, removed ones no longer', async () => {
      await seeded()
      const store = storeOf()
      const water = async () =>
        (await store.events.listEvents({ words: words({ has: ['wifi'] }) }, 50)).events.map((e) => e.id)
      expect(await water()).toEqual([])
      await store.events.updateEvent('f-03', {
        amenities: { wifi: true },
        updatedAt: '2024-06-01T00:00:00.000Z',
      })
      expect(await water()).toEqual(['f-03'])
      expect((await store.events.getEvent('f-03'))?.amenities).toEqual({ wifi: true })
      await store.events.updateEvent('f-03', { amenities: null, updatedAt: '2024-06-02T00:00:00.000Z' })
      expect(await water()).toEqual([])
    })

    it('narrows near answers and map points to the facts', async () => {
      await seeded()
      const store = storeOf()
      const filter = {
        listing: ['shown'] as EventFilter['listing'],
        words: words({ has: ['water'], free: true }),
      }
      const near = await store.events.nearEvents(filter, { center: [48.1, 17.1], radiusKm: 50 }, 10)
      expect(near.events.map((e) => e.event.id).sort()).toEqual(['f-01', 'f-04', 'f-10'])
      const map = await store.events.mapPoints(filter, 100)
      expect(map.points.map((p) => p.id).sort()).toEqual(['f-01', 'f-04', 'f-10'])
    })
  })
}
