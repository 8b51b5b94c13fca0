// The events part of the Store contract: reading and listing events, search, the other orders, near
// queries and map points, the map by viewport, the fact filters and the sitemap's ranges.
import { beforeEach, describe, expect, it } from 'vitest'
import { searchTerms } from '@travel/domain'
import {
  NO_CHECKINS,
  StaleEventError,
  type EventFilter,
  type EventPosition,
  type EventRecord,
  type NearPosition,
  type Store,
} from '../src/store/port'
import { distanceKm } from '../src/geo/near'
import { eventRecord, seedEvents } from './factories'
import { describeFactsContract } from './store-contract-facts'
import { describeMapViewContract } from './store-contract-map-view'
import { describeSitemapContract } from './store-contract-sitemap'
import type { OpenStore } from './store-contract'

export function describeEventsContract(name: string, open: OpenStore) {
  describe(`the ${name} store: events`, () => {
    let store: Store
    beforeEach(async () => {
      ;({ store } = await open())
    })

    const seed = (...events: EventRecord[]) => seedEvents(store, events)
    const ids = (events: { id: string }[]) => events.map((e) => e.id)

    describe('events', () => {
      it('reads back what it stored, and null for a missing event', async () => {
        const [e] = await seed(
          eventRecord({ gpxFile: 'x.gpx', section: { main: 'itinerary', sub: null }, coordinates: [] }),
        )
        expect(await store.events.getEvent(e!.id)).toEqual(e)
        expect(await store.events.getEvent('missing-event')).toBeNull()
      })

      it('refuses to create an event with an id that exists', async () => {
        const [e] = await seed(eventRecord())
        await expect(store.events.createEvent({ ...e!, title: 'Other' })).rejects.toThrow()
        expect((await store.events.getEvent(e!.id))?.title).toBe(e!.title)
      })

      it('reads several events in the order asked, skipping missing ones', async () => {
        const [a, b] = await seed(eventRecord(), eventRecord())
        expect(ids(await store.events.getEvents([b!.id, 'missing-event', a!.id]))).toEqual([b!.id, a!.id])
        expect(await store.events.getEvents([])).toEqual([])
      })

      it('lists newest date first, ties broken by id descending', async () => {
        const events = await seed(
          eventRecord({ id: 'b-same', date: '2024-03-01' }),
          eventRecord({ id: 'a-old', date: '2023-01-01' }),
          eventRecord({ id: 'c-same', date: '2024-03-01' }),
          eventRecord({ id: 'z-new', date: '2024-06-01' }),
        )
        const page = await store.events.listEvents({}, 10)
        expect(ids(page.events)).toEqual(['z-new', 'c-same', 'b-same', 'a-old'])
        expect(page.next).toBeNull()
        expect(page.events).toEqual(
          ['z-new', 'c-same', 'b-same', 'a-old'].map((id) => events.find((e) => e.id === id)),
        )
      })

      it('filters by owner, country, main sections and sub-sections, alone and combined', async () => {
        await seed(
          eventRecord({ id: 'e1', date: '2024-01-05', ownerId: 'u1', country: 'Slovakia' }),
          eventRecord({
            id: 'e2',
            date: '2024-01-04',
            ownerId: 'u2',
            country: 'Austria',
            section: { main: 'places', sub: 'views' },
          }),
          eventRecord({
            id: 'e3',
            date: '2024-01-03',
            ownerId: 'u1',
            country: 'Austria',
            section: { main: 'route', sub: 'offroad' },
            coordinates: [],
          }),
          eventRecord({
            id: 'e4',
            date: '2024-01-02',
            ownerId: 'u2',
            country: 'Slovakia',
            section: { main: 'camp', sub: 'created' },
          }),
          eventRecord({
            id: 'e5',
            date: '2024-01-01',
            ownerId: 'u1',
            country: 'Slovakia',
            section: { main: 'itinerary', sub: null },
            coordinates: [],
          }),
        )
        const list = async (filter: Parameters<Store['events']['listEvents']>[0]) =>
          ids((await store.events.listEvents(filter, 10)).events)
        expect(await list({ ownerId: 'u1' })).toEqual(['e1', 'e3', 'e5'])
        expect(await list({ country: 'Austria' })).toEqual(['e2', 'e3'])
        expect(await list({ section: { mains: ['camp', 'itinerary'] } })).toEqual(['e1', 'e4', 'e5'])
        expect(await list({ section: { subs: ['views', 'offroad'] } })).toEqual(['e2', 'e3'])
        expect(await list({ ownerId: 'u1', country: 'Slovakia' })).toEqual(['e1', 'e5'])
        expect(await list({ ownerId: 'u2', section: { mains: ['camp'] } })).toEqual(['e4'])
        expect(await list({ country: 'Slovakia', section: { subs: ['natural', 'created'] } })).toEqual([
          'e1',
          'e4',
        ])
        expect(await list({ ownerId: 'u1', country: 'Austria', section: { subs: ['offroad'] } })).toEqual([
          'e3',
        ])
        expect(await list({ ownerId: 'nobody' })).toEqual([])
      })

      it('pages by position: the next page starts strictly after it, even when that event is gone', async () => {
        await seed(
          ...['2024-01-05', '2024-01-04', '2024-01-04', '2024-01-03', '2024-01-02'].map((date, i) =>
            eventRecord({ id: `p${i}`, date }),
          ),
        )
        const first = await store.events.listEvents({}, 2)
        expect(ids(first.events)).toEqual(['p0', 'p2'])
        expect(first.next).toMatchObject({ date: '2024-01-04', id: 'p2' })
        await store.events.deleteEvent('p2')
        const second = await store.events.listEvents({}, 2, first.next!)
        expect(ids(second.events)).toEqual(['p1', 'p3'])
        const third = await store.events.listEvents({}, 2, second.next!)
        expect(ids(third.events)).toEqual(['p4'])
        expect(third.next).toBeNull()
        // Exactly `limit` left: no next page.
        expect((await store.events.listEvents({}, 4)).next).toBeNull()
      })

      it('updates only the given fields and moves an event when its date changes', async () => {
        const [a, b] = await seed(
          eventRecord({ id: 'u-a', date: '2024-01-02' }),
          eventRecord({ id: 'u-b', date: '2024-01-01' }),
        )
        const updated = await store.events.updateEvent(b!.id, {
          title: 'Moved up',
          date: '2024-02-01',
          description: undefined,
          updatedAt: '2024-06-01T00:00:00.000Z',
        })
        expect(updated).toEqual({
          ...b!,
          title: 'Moved up',
          date: '2024-02-01',
          updatedAt: '2024-06-01T00:00:00.000Z',
        })
        expect(await store.events.getEvent(b!.id)).toEqual(updated)
        expect(ids((await store.events.listEvents({}, 10)).events)).toEqual([b!.id, a!.id])
        expect(await store.events.updateEvent('missing-event', { title: 'x', updatedAt: 'now' })).toBeNull()
      })

      it('an update from an older version is refused; from the current one it is written', async () => {
        const [e] = await seed(eventRecord())
        const later = '2024-08-01T00:00:00.000Z'
        await expect(
          store.events.updateEvent(e!.id, { title: 'Stale', updatedAt: later }, '2000-01-01T00:00:00.000Z'),
        ).rejects.toBeInstanceOf(StaleEventError)
        expect((await store.events.getEvent(e!.id))?.title).toBe(e!.title)
        const written = await store.events.updateEvent(
          e!.id,
          { title: 'Fresh', updatedAt: later },
          e!.updatedAt,
        )
        expect(written).toMatchObject({ title: 'Fresh', updatedAt: later })
        await expect(
          store.events.updateEvent(e!.id, { title: 'Stale again', updatedAt: later }, e!.updatedAt),
        ).rejects.toBeInstanceOf(StaleEventError)
      })

      it('filters see an event under its new country after an edit, and not at all after deletion', async () => {
        const [e] = await seed(eventRecord({ ownerId: 'mover', country: 'Slovakia' }))
        await store.events.updateEvent(e!.id, { country: 'Austria', updatedAt: '2024-06-01T00:00:00.000Z' })
        const list = async (filter: Parameters<Store['events']['listEvents']>[0]) =>
          ids((await store.events.listEvents(filter, 10)).events)
        expect(await list({ country: 'Austria' })).toEqual([e!.id])
        expect(await list({ country: 'Slovakia' })).toEqual([])
        expect(await list({ ownerId: 'mover', country: 'Austria' })).toEqual([e!.id])
        await store.events.deleteEvent(e!.id)
        expect(await list({ ownerId: 'mover' })).toEqual([])
        expect(await list({ country: 'Austria' })).toEqual([])
      })

      it('deleting an event removes every wishlist entry pointing at it, and nothing else', async () => {
        const [gone, kept] = await seed(eventRecord(), eventRecord())
        await store.lists.addToWishlist('w1', gone!.id, '2024-01-01T00:00:00.000Z')
        await store.lists.addToWishlist('w2', gone!.id, '2024-01-01T00:00:00.000Z')
        await store.lists.addToWishlist('w1', kept!.id, '2024-01-02T00:00:00.000Z')
        expect(await store.events.deleteEvent(gone!.id)).toEqual({ checkinPhotos: [] })
        expect(await store.events.getEvent(gone!.id)).toBeNull()
        expect((await store.lists.wishlistOf('w1')).map((w) => w.eventId)).toEqual([kept!.id])
        expect(await store.lists.wishlistOf('w2')).toEqual([])
        expect(await store.events.deleteEvent(gone!.id)).toBeNull()
      })
    })

    describe('search', () => {
      /** The ids a search finds, as GET /api/events?q= asks it: the words of `q` through searchTerms. */
      const search = async (q: string, filter: EventFilter = {}, limit = 50) =>
        ids((await store.events.listEvents({ ...filter, words: searchTerms(q) }, limit)).events)

      it('finds words whatever their case and diacritics, by their beginning', async () => {
        await seed(
          eventRecord({ id: 's1', date: '2024-01-05', title: 'Kemp Čierna Voda pri Senci' }),
          eventRecord({ id: 's2', date: '2024-01-04', title: 'Štrbské pleso at dawn' }),
          eventRecord({ id: 's3', date: '2024-01-03', title: 'Transfagarasan in one day' }),
          eventRecord({
            id: 's4',
            date: '2024-01-02',
            title: 'Old town',
            description: 'Parking next to Košice station.',
          }),
          eventRecord({ id: 's5', date: '2024-01-01', title: 'Vinice na Zemplíne' }),
        )
        expect(await search('cierna voda')).toEqual(['s1'])
        expect(await search('ŠTRBSKÉ')).toEqual(['s2'])
        expect(await search('strbske')).toEqual(['s2'])
        expect(await search('trans')).toEqual(['s3'])
        expect(await search('kosice')).toEqual(['s4'])
        expect(await search('zemplin')).toEqual(['s5'])
        expect(await search('transylvania')).toEqual([])
      })

      it('needs every word to match, in any order and field', async () => {
        await seed(
          eventRecord({ id: 'm1', date: '2024-01-03', title: 'Lake camp', description: 'Below the Tatras.' }),
          eventRecord({ id: 'm2', date: '2024-01-02', title: 'Lake Bled', country: 'Slovenia' }),
          eventRecord({ id: 'm3', date: '2024-01-01', title: 'Tatras ridge walk' }),
        )
        expect(await search('lake')).toEqual(['m1', 'm2'])
        expect(await search('tatras lake')).toEqual(['m1'])
        expect(await search('lake tatras')).toEqual(['m1'])
        expect(await search('lake tatras bled')).toEqual([])
      })

      it("finds an event by its country's and sections' names in English and Slovak", async () => {
        await seed(
          eventRecord({
            id: 'n1',
            date: '2024-01-02',
            country: 'Montenegro',
            section: { main: 'route', sub: 'offroad' },
            coordinates: [],
          }),
          eventRecord({
            id: 'n2',
            date: '2024-01-01',
            country: 'Slovakia',
            section: { main: 'places', sub: 'views' },
          }),
        )
        expect(await search('cierna hora')).toEqual(['n1'])
        expect(await search('montenegro offroad')).toEqual(['n1'])
        expect(await search('trasy')).toEqual(['n1'])
        expect(await search('slovensko vyhliadky')).toEqual(['n2'])
        expect(await search('viewpoints slovakia')).toEqual(['n2'])
      })

      it('combines with the owner, country and section filters', async () => {
        await seed(
          eventRecord({
            id: 'f1',
            date: '2024-01-05',
            title: 'Lake one',
            ownerId: 'u1',
            country: 'Slovakia',
          }),
          eventRecord({ id: 'f2', date: '2024-01-04', title: 'Lake two', ownerId: 'u2', country: 'Austria' }),
          eventRecord({
            id: 'f3',
            date: '2024-01-03',
            title: 'Lake three',
            ownerId: 'u1',
            country: 'Austria',
            section: { main: 'places', sub: 'nature' },
          }),
          eventRecord({
            id: 'f4',
            date: '2024-01-02',
            title: 'Hill four',
            ownerId: 'u1',
            country: 'Austria',
          }),
        )
        expect(await search('lake', { ownerId: 'u1' })).toEqual(['f1', 'f3'])
        expect(await search('lake', { country: 'Austria' })).toEqual(['f2', 'f3'])
        expect(await search('lake', { section: { mains: ['places'] } })).toEqual(['f3'])
        expect(await search('lake', { section: { subs: ['natural'] } })).toEqual(['f1', 'f2'])
        expect(
          await search('lake austria', { ownerId: 'u1', section: { subs: ['nature', 'views'] } }),
        ).toEqual(['f3'])
        expect(
          await search('lake', { ownerId: 'u1', country: 'Austria', section: { mains: ['camp'] } }),
        ).toEqual([])
      })

      it('follows edits and deletions', async () => {
        const [e] = await seed(eventRecord({ title: 'Sunrise camp', country: 'Slovakia' }))
        await store.events.updateEvent(e!.id, {
          title: 'Sunset camp',
          country: 'Croatia',
          updatedAt: '2024-06-01T00:00:00.000Z',
        })
        expect(await search('sunrise')).toEqual([])
        expect(await search('slovensko')).toEqual([])
        expect(await search('sunset chorvatsko')).toEqual([e!.id])
        // Changing other fields keeps what it is found by.
        await store.events.updateEvent(e!.id, { access: 2, updatedAt: '2024-06-02T00:00:00.000Z' })
        expect(await search('sunset')).toEqual([e!.id])
        await store.events.deleteEvent(e!.id)
        expect(await search('sunset')).toEqual([])
      })

      it('pages newest first without repeating or losing an event', async () => {
        const dates = ['2024-01-09', '2024-01-08', '2024-01-08', '2024-01-07', '2024-01-06', '2024-01-05']
        const all = await seed(
          ...Array.from({ length: 15 }, (_, i) =>
            eventRecord({
              id: `pg${String(i).padStart(2, '0')}`,
              date: dates[i % dates.length],
              title: i % 3 === 2 ? 'Forest hut' : 'Forest lake',
            }),
          ),
        )
        const expected = all
          .filter((e) => e.title === 'Forest lake')
          .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1))
          .map((e) => e.id)
        const shown: string[] = []
        let after: EventPosition | undefined
        for (let pages = 0; pages < 10; pages++) {
          const page = await store.events.listEvents({ words: searchTerms('lake forest') }, 4, after)
          shown.push(...ids(page.events))
          if (!page.next) break
          after = page.next
        }
        expect(shown).toEqual(expected)
        expect(expected).toHaveLength(10)
      })
    })

    describe('search with a small budget', () => {
      beforeEach(async () => {
        ;({ store } = await open({ scanBudget: 3 }))
      })

      it('a page that spends its budget says where to go on, and the walk still finds every match once', async () => {
        // "alpha" is on 12 events, "beta" on 15: alpha's events are the candidates, and only 3 of them
        // hold beta, the newest one and the two oldest.
        const alpha = await seed(
          ...Array.from({ length: 12 }, (_, i) =>
            eventRecord({
              id: `b${String(99 - i)}`,
              date: `2024-02-${String(28 - i).padStart(2, '0')}`,
              title: [1, 10, 11].includes(i) ? 'alpha beta' : 'alpha',
            }),
          ),
        )
        await seed(
          ...Array.from({ length: 12 }, (_, i) => eventRecord({ date: '2023-01-01', title: `beta ${i}` })),
        )
        const pages: { shown: string[]; more: boolean }[] = []
        let after: EventPosition | undefined
        for (let n = 0; n < 20; n++) {
          const page = await store.events.listEvents({ words: searchTerms('beta alpha') }, 2, after)
          pages.push({ shown: ids(page.events), more: page.next !== null })
          if (!page.next) break
          after = page.next
        }
        expect(pages.flatMap((p) => p.shown)).toEqual([alpha[1]!.id, alpha[10]!.id, alpha[11]!.id])
        // Four candidates are checked at most per page (three and a look at the next): short pages,
        // even empty ones, that say more follow; only the last says there is nothing more.
        expect(pages).toEqual([
          { shown: [alpha[1]!.id], more: true },
          { shown: [], more: true },
          { shown: [], more: true },
          { shown: [alpha[10]!.id, alpha[11]!.id], more: false },
        ])
      })
    })

    describe('other orders and the check-in filters', () => {
      // Summaries written as the check-ins would leave them; ids chosen so ties show the id order.
      const summary = (ratings: number[], lastVisit: string | null) => ({
        ...NO_CHECKINS,
        checkins: ratings.length || (lastVisit ? 1 : 0),
        ratingSum: ratings.reduce((a, b) => a + b, 0),
        ratingCount: ratings.length,
        ratingAverage: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null,
        lastVisit,
      })
      const visited = [
        eventRecord({ id: 'o-a', date: '2024-01-05', ...summary([5], '2025-03-01') }),
        eventRecord({ id: 'o-b', date: '2024-01-04', ...summary([4, 5], '2025-06-01') }),
        eventRecord({ id: 'o-c', date: '2024-01-03', ...summary([5, 5, 5], '2023-06-01') }),
        eventRecord({ id: 'o-d', date: '2024-01-02', ...summary([], null) }),
        eventRecord({ id: 'o-e', date: '2024-01-01', ...summary([2, 4], '2025-06-01') }),
        eventRecord({ id: 'o-f', date: '2024-01-06', ...summary([], '2024-11-20') }),
        eventRecord({ id: 'o-g', date: '2024-01-07', ...summary([5, 4], '2025-01-10') }),
      ]
      /** every page of a list, walked to its end */
      async function walk(filter: EventFilter, limit: number) {
        const shown: string[] = []
        let after: EventPosition | undefined
        for (let pages = 0; pages < 20; pages++) {
          const page = await store.events.listEvents(filter, limit, after)
          shown.push(...ids(page.events))
          if (!page.next) break
          after = page.next
        }
        return shown
      }

      it('lists by latest visit (never visited last) and by rating (unrated last), ties by id', async () => {
        await seed(...visited)
        expect(await walk({ sort: 'visited' }, 2)).toEqual(['o-e', 'o-b', 'o-a', 'o-g', 'o-f', 'o-c', 'o-d'])
        // 5 from three, then 5 from one, then 4.5 from two (by id), 3, and the unrated by id
        expect(await walk({ sort: 'rating' }, 3)).toEqual(['o-c', 'o-a', 'o-g', 'o-b', 'o-e', 'o-f', 'o-d'])
      })

      it('keeps to events visited since a day and rated at least as asked, in every order', async () => {
        await seed(...visited)
        const since = { visitedSince: '2025-01-01' }
        expect(await walk(since, 2)).toEqual(['o-g', 'o-a', 'o-b', 'o-e'])
        expect(await walk({ ...since, sort: 'visited' }, 2)).toEqual(['o-e', 'o-b', 'o-a', 'o-g'])
        expect(await walk({ ...since, sort: 'rating' }, 2)).toEqual(['o-a', 'o-g', 'o-b', 'o-e'])
        const rated = { minRating: 4 }
        expect(await walk(rated, 2)).toEqual(['o-g', 'o-a', 'o-b', 'o-c'])
        expect(await walk({ ...rated, sort: 'visited' }, 1)).toEqual(['o-b', 'o-a', 'o-g', 'o-c'])
        expect(await walk({ ...rated, sort: 'rating' }, 1)).toEqual(['o-c', 'o-a', 'o-g', 'o-b'])
        expect(await walk({ ...rated, ...since, sort: 'rating' }, 10)).toEqual(['o-a', 'o-g', 'o-b'])
        expect(await walk({ ...rated, ...since, words: searchTerms('event') }, 10)).toEqual([
          'o-g',
          'o-a',
          'o-b',
        ])
      })

      it('applies the check-in filters to near answers and map points too', async () => {
        await seed(...visited)
        const area = { center: [48.1, 17.1] as [number, number], radiusKm: 10 }
        const near = await store.events.nearEvents({ minRating: 4, visitedSince: '2025-01-01' }, area, 10)
        expect(near.events.map((e) => e.event.id).sort()).toEqual(['o-a', 'o-b', 'o-g'])
        const map = await store.events.mapPoints({ minRating: 4, visitedSince: '2025-01-01' }, 100)
        expect(map.points.map((p) => p.id).sort()).toEqual(['o-a', 'o-b', 'o-g'])
      })
    })

    describe('near queries and map points', () => {
      // Distances by construction: along a meridian, Δlat degrees are 6371 km × Δlat × π / 180 on the
      // sphere the adapters measure on, so an event `km` north of the centre sits at lat + degreesFor(km).
      const CENTER: [number, number] = [48.1486, 17.1077]
      const degreesFor = (km: number) => (km / 6371) * (180 / Math.PI)
      const north = (km: number): number[] => [CENTER[0] + degreesFor(km), CENTER[1]]
      const near = (radiusKm: number) => ({ center: CENTER, radiusKm })

      it('answers events within the radius, nearest first with their distance, none without a position', async () => {
        await seed(
          eventRecord({ id: 'n-far', coordinates: north(40) }),
          eventRecord({ id: 'n-mid', coordinates: north(12) }),
          eventRecord({ id: 'n-here', coordinates: [...CENTER] }),
          // the same distance east as n-mid north: the tie is broken by id
          eventRecord({ id: 'n-mid-b', coordinates: north(12) }),
          eventRecord({ id: 'n-route', section: { main: 'route', sub: 'offroad' }, coordinates: [] }),
          eventRecord({ id: 'n-vienna', coordinates: [48.2082, 16.3738] }),
        )
        const page = await store.events.nearEvents({}, near(50), 10)
        expect(page.events.map((e) => e.event.id)).toEqual(['n-here', 'n-mid', 'n-mid-b', 'n-far'])
        expect(page.events.map((e) => e.distanceKm)).toEqual([
          0,
          expect.closeTo(12, 6),
          expect.closeTo(12, 6),
          expect.closeTo(40, 6),
        ])
        expect(page.next).toBeNull()
        // Vienna is about 55 km west of Bratislava
        expect((await store.events.nearEvents({}, near(60), 10)).events.map((e) => e.event.id)).toContain(
          'n-vienna',
        )
      })

      it('keeps an event just inside the radius and drops one just outside', async () => {
        await seed(
          eventRecord({ id: 'edge-in', coordinates: north(9.999) }),
          eventRecord({ id: 'edge-out', coordinates: north(10.001) }),
        )
        expect((await store.events.nearEvents({}, near(10), 10)).events.map((e) => e.event.id)).toEqual([
          'edge-in',
        ])
        expect((await store.events.nearEvents({}, near(1), 10)).events).toEqual([])
      })

      // fifteen searches paged seven at a time: on the Firestore emulator of a busy machine, more than the
      // suite's usual limit
      it('pages through the same events as measuring each one, at the poles, across the antimeridian and in clusters', async () => {
        // Seeded positions: clusters around the centres below (dense towns and sparse country), and a
        // scatter over the globe, so the outward search crosses empty rings, full ones and both edges.
        let state = 11
        const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
        const centres: [number, number][] = [CENTER, [89.9, 10], [-89.95, -120], [10, 179.99], [-20, -179.95]]
        const events = Array.from({ length: 240 }, (_, i) => {
          const [lat, lng] = centres[i % centres.length]!
          const spread = i % 3 === 0 ? 40 : i % 3 === 1 ? 2 : 0.05
          const point =
            i % 8 === 7
              ? [random() * 180 - 90, random() * 360 - 180]
              : [
                  Math.max(-90, Math.min(90, lat + (random() - 0.5) * spread)),
                  ((lng + (random() - 0.5) * spread + 540) % 360) - 180,
                ]
          return eventRecord({ id: `ring${String(i).padStart(3, '0')}`, coordinates: point })
        })
        await seed(...events)
        for (const center of centres)
          for (const radiusKm of [5, 60, 1000]) {
            const expected = events
              .map((e) => ({ id: e.id, km: distanceKm(center, e.coordinates as [number, number]) }))
              .filter((e) => e.km <= radiusKm)
              .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
              .map((e) => e.id)
            const seen: string[] = []
            let after: NearPosition | undefined
            do {
              const page = await store.events.nearEvents({}, { center, radiusKm }, 7, after)
              seen.push(...page.events.map((e) => e.event.id))
              after = page.next ?? undefined
            } while (after && seen.length <= expected.length)
            expect({ center, radiusKm, ids: seen }).toEqual({ center, radiusKm, ids: expected })
          }
      }, 90_000)

      it('pages in distance order without overlap, and combines with owner, country and section', async () => {
        await seed(
          ...[1, 2, 3, 4, 5].map((km) =>
            eventRecord({ id: `np${km}`, coordinates: north(km), ownerId: 'u1' }),
          ),
          eventRecord({ id: 'np-other-owner', coordinates: north(2.5), ownerId: 'u2' }),
          eventRecord({ id: 'np-at', coordinates: north(3.5), ownerId: 'u1', country: 'Austria' }),
          eventRecord({
            id: 'np-view',
            coordinates: north(4.5),
            ownerId: 'u1',
            section: { main: 'places', sub: 'views' },
          }),
        )
        const first = await store.events.nearEvents({ ownerId: 'u1', country: 'Slovakia' }, near(100), 2)
        expect(first.events.map((e) => e.event.id)).toEqual(['np1', 'np2'])
        const second = await store.events.nearEvents(
          { ownerId: 'u1', country: 'Slovakia' },
          near(100),
          2,
          first.next!,
        )
        expect(second.events.map((e) => e.event.id)).toEqual(['np3', 'np4'])
        const third = await store.events.nearEvents(
          { ownerId: 'u1', country: 'Slovakia' },
          near(100),
          2,
          second.next!,
        )
        expect(third.events.map((e) => e.event.id)).toEqual(['np-view', 'np5'])
        expect(third.next).toBeNull()
        const camps = await store.events.nearEvents(
          { section: { mains: ['camp'] }, country: 'Slovakia' },
          near(100),
          10,
        )
        expect(camps.events.map((e) => e.event.id)).toEqual([
          'np1',
          'np2',
          'np-other-owner',
          'np3',
          'np4',
          'np5',
        ])
        const views = await store.events.nearEvents({ section: { subs: ['views'] } }, near(100), 10)
        expect(views.events.map((e) => e.event.id)).toEqual(['np-view'])
      })

      it('finds an event at its new position after an edit', async () => {
        const [moved] = await seed(eventRecord({ coordinates: north(500) }))
        expect((await store.events.nearEvents({}, near(10), 10)).events).toEqual([])
        await store.events.updateEvent(moved!.id, {
          coordinates: north(5),
          geohash: eventRecord({ coordinates: north(5) }).geohash!,
          updatedAt: '2024-06-01T00:00:00.000Z',
        })
        expect((await store.events.nearEvents({}, near(10), 10)).events.map((e) => e.event.id)).toEqual([
          moved!.id,
        ])
      })

      it('answers map points for the filters, only events with a position, and says when it cut', async () => {
        await seed(
          eventRecord({
            id: 'm1',
            coordinates: [48.7, 19.1],
            title: 'Camp in the hills',
            thumbnail: 't.jpg',
          }),
          eventRecord({ id: 'm2', coordinates: [47.2, 13.3], country: 'Austria' }),
          eventRecord({ id: 'm3', section: { main: 'route', sub: 'offroad' }, coordinates: [] }),
          eventRecord({ id: 'm4', coordinates: [49.0, 20.3], section: { main: 'places', sub: 'views' } }),
        )
        const all = await store.events.mapPoints({}, 100)
        expect(all.points.map((p) => p.id).sort()).toEqual(['m1', 'm2', 'm4'])
        expect(all.truncated).toBe(false)
        expect(all.points.find((p) => p.id === 'm1')).toEqual({
          id: 'm1',
          title: 'Camp in the hills',
          thumbnail: 't.jpg',
          coordinates: [48.7, 19.1],
          access: 1,
          date: '2024-05-01',
          section: { main: 'camp', sub: 'natural' },
        })
        const slovakCamps = await store.events.mapPoints(
          { country: 'Slovakia', section: { mains: ['camp'] } },
          100,
        )
        expect(slovakCamps.points.map((p) => p.id)).toEqual(['m1'])
        const cut = await store.events.mapPoints({}, 2)
        expect(cut.points).toHaveLength(2)
        expect(cut.truncated).toBe(true)
      })

      it('narrows near answers and map points to a search, every word matching', async () => {
        await seed(
          eventRecord({ id: 'w-lake-tatras', coordinates: north(3), title: 'Lake camp below the Tatras' }),
          eventRecord({ id: 'w-lake', coordinates: north(1), title: 'Lake camp by the dam' }),
          eventRecord({ id: 'w-tatras', coordinates: north(2), title: 'Tatras ridge walk' }),
          eventRecord({ id: 'w-far-lake', coordinates: north(300), title: 'Lake Balaton camp' }),
          eventRecord({
            id: 'w-nowhere',
            coordinates: [],
            title: 'Lake without a place',
            section: { main: 'route', sub: 'offroad' },
          }),
        )
        const nearIds = async (q: string) =>
          (await store.events.nearEvents({ words: searchTerms(q) }, near(50), 10)).events.map(
            (e) => e.event.id,
          )
        expect(await nearIds('lake')).toEqual(['w-lake', 'w-lake-tatras'])
        expect(await nearIds('tatras LAKE')).toEqual(['w-lake-tatras'])
        expect(await nearIds('lake danube')).toEqual([])
        const mapIds = async (q: string, max = 100) =>
          (await store.events.mapPoints({ words: searchTerms(q) }, max)).points.map((p) => p.id).sort()
        expect(await mapIds('lake')).toEqual(['w-far-lake', 'w-lake', 'w-lake-tatras'])
        expect(await mapIds('lake tatras')).toEqual(['w-lake-tatras'])
        expect(await mapIds('camp lake', 1)).toHaveLength(1)
        expect((await store.events.mapPoints({ words: searchTerms('camp lake') }, 1)).truncated).toBe(true)
        expect((await store.events.mapPoints({ words: searchTerms('camp lake') }, 3)).truncated).toBe(false)
      })
    })

    describeMapViewContract(() => store)
    describeFactsContract(() => store)
    describeSitemapContract(() => store)
  })
}
