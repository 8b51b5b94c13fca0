// The Firestore emulator does not enforce composite indexes, production does: a list query without its
// index fails there at run time. This walks every filter combination GET /api/events can produce through
// the Firestore adapter, records the query it builds, and checks firestore.indexes.json serves it.
import { readFileSync } from 'node:fs'
import type { Firestore } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import { factFilterTokens } from '@travel/domain'
import type { EventFilter } from '../src/store/port'
import { firestoreStore } from '../src/store/firestore'
import { idRange } from '../src/store/events/id-ranges'
import { checkinRecord } from './factories'

interface IndexField {
  fieldPath: string
  order?: 'ASCENDING' | 'DESCENDING'
  arrayConfig?: 'CONTAINS'
}

interface IndexFile {
  indexes: { collectionGroup: string; fields: IndexField[] }[]
}

const indexFile = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexFile

interface Recorded {
  collection: string
  /** fields filtered on, in the order filtered; `contains` for an array-contains filter */
  equalities: { field: string; contains: boolean }[]
  orders: { field: string; direction: string }[]
}

/** Just enough of Firestore's query builder to see which fields a query filters and orders on. */
function recordingDb(log: Recorded[]): Firestore {
  const query = (q: Recorded): unknown => ({
    // A range (>, >=, …) is served by the index's order on that field, which orderBy records.
    where: (field: string, op: string) =>
      query(
        op === '==' || op === 'in' || op === 'array-contains'
          ? { ...q, equalities: [...q.equalities, { field, contains: op === 'array-contains' }] }
          : q,
      ),
    orderBy: (field: unknown, direction = 'asc') =>
      query({
        ...q,
        orders: [...q.orders, { field: typeof field === 'string' ? field : '__name__', direction }],
      }),
    doc: (id: string) => documentRef(q.collection, id),
    startAfter: () => query(q),
    endBefore: () => query(q),
    startAt: () => query(q),
    endAt: () => query(q),
    select: () => query(q),
    limit: () => query(q),
    get: async () => {
      log.push(q)
      return { docs: [], size: 0 }
    },
    // A count is served by the same index as the query it counts; answering 1 lets a search go on.
    count: () => ({
      get: async () => {
        log.push(q)
        return { data: () => ({ count: 1 }) }
      },
    }),
    aggregate: () => ({
      get: async () => {
        log.push(q)
        return { data: () => ({ count: 1, lat: null, lng: null }) }
      },
    }),
  })
  // Everything exists but tombstones and ids starting "new-": enough for a check-in's transaction to
  // reach its queries.
  const documentRef = (collection: string, id: string) => {
    const ref = {
      id,
      get: async () => ({
        id,
        ref,
        exists: collection !== 'deletedAccounts' && !id.startsWith('new-'),
        data: () => ({ eventId: 'e1', userId: 'u1', photos: [] }),
        get: () => undefined,
      }),
      // a subcollection (a trip's stops) is recorded by its own name
      collection: (name: string) => query({ collection: name, equalities: [], orders: [] }),
    }
    return ref
  }
  const transaction = {
    get: (target: { get(): Promise<unknown> }) => target.get(),
    getAll: (...refs: { get(): Promise<unknown> }[]) => Promise.all(refs.map((r) => r.get())),
    set: () => undefined,
    update: () => undefined,
    delete: () => undefined,
    create: () => undefined,
  }
  return {
    collection: (name: string) => query({ collection: name, equalities: [], orders: [] }),
    runTransaction: (run: (tx: typeof transaction) => Promise<unknown>) => run(transaction),
  } as never
}

/** Whether a query needs no composite index: one equality alone, or one order alone. */
function servedBySingleField(q: Recorded): boolean {
  const ordered = q.orders.filter((o) => o.field !== '__name__')
  return ordered.length === 0 || (q.equalities.length === 0 && ordered.length === 1)
}

function served(q: Recorded): boolean {
  // One equality on its own with no other order is served by the automatic single-field index.
  return servedBySingleField(q) || indexFile.indexes.some((index) => servedBy(q, index))
}

function servedBy(q: Recorded, index: IndexFile['indexes'][number]): boolean {
  const ordered = q.orders.filter((o) => o.field !== '__name__')
  if (servedBySingleField(q) || index.collectionGroup !== q.collection) return false
  const equalities = index.fields.slice(0, q.equalities.length)
  const orders = index.fields.slice(q.equalities.length)
  return (
    index.fields.length === q.equalities.length + ordered.length &&
    equalities.every((f, i) => {
      const asked = q.equalities[i]
      if (f.fieldPath !== asked?.field) return false
      return asked.contains ? f.arrayConfig === 'CONTAINS' : f.order === 'ASCENDING'
    }) &&
    orders.every(
      (f, i) =>
        f.fieldPath === ordered[i]?.field &&
        f.order === (ordered[i]?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING'),
    )
  )
}

/**
 * The listing filters the services ask for (events-service.ts): shown only (the default), shown and gone
 * (gone=1, another traveller's list), and none on a traveller's own list only.
 */
const listingFiltersOf = (ownerId: string | undefined): (EventFilter['listing'] | undefined)[] => [
  ...(ownerId ? [undefined] : []),
  ['shown'],
  ['shown', 'gone'],
]

describe('firestore.indexes.json', () => {
  it("has an index for every query of check-ins: an event's and a user's pages, and a change's latest", async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    const after = { visitDate: '2025-01-01', updatedAt: '2025-01-02T00:00:00.000Z', id: 'x' }
    await store.checkins.checkinsOfEvent('e1', 10)
    await store.checkins.checkinsOfEvent('e1', 10, after)
    await store.checkins.checkinsOfUser('u1', 10, after)
    const checkin = checkinRecord('e1', 'u1', { facts: { water: true, dogs: false } })
    await store.checkins.saveCheckin(checkin)
    await store.checkins.saveCheckin(checkinRecord('new-e1', 'u1'), checkin.id)
    await store.checkins.deleteCheckin(checkin.id)
    await store.accounts.deleteUserData('u1')
    const shapes = new Set(
      log
        .filter((q) => q.collection === 'checkins' && q.orders.length)
        .map((q) => q.equalities.map((e) => e.field).join('+')),
    )
    // an event's pages, a user's pages, the latest that confirm the place, and those giving an answer
    expect([...shapes].sort()).toEqual(['eventId', 'eventId+factAnswers', 'eventId+state', 'userId'])
    expect(log.filter((q) => !served(q))).toEqual([])
  })

  it('has an index for every query of moderation: the queue, the log, notices, reports and deletion', async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    await store.moderation.moderationQueue(20)
    await store.moderation.moderationQueue(20, {
      firstReportedAt: '2026-01-01T00:00:00.000Z',
      key: 'event:x',
    })
    await store.moderation.moderationLog(20)
    await store.moderation.moderationLog(20, { at: '2026-01-01T00:00:00.000Z', id: 'x' })
    await store.notices.noticesOf('u1', 50, '')
    await store.notices.noticesOf('u1', 50, '', { createdAt: '2026-01-01T00:00:00.000Z', id: 'x' })
    await store.notices.markNoticesRead('u1')
    await store.notices.usersToMail(10)
    await store.accounts.deleteUserData('u1')
    const shapes = new Set(
      log
        .filter((q) => ['moderation', 'moderationLog', 'notices'].includes(q.collection) && q.orders.length)
        .map((q) => `${q.collection}:${q.equalities.map((e) => e.field).join('+')}`),
    )
    expect([...shapes].sort()).toEqual(['moderation:open', 'moderationLog:', 'notices:userId'])
    expect(log.filter((q) => !served(q))).toEqual([])
  })

  it("has an index for every query of the history: an event's pages, its removal and an account's", async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    await store.history.revisionsOf('e1', 20)
    await store.history.revisionsOf('e1', 20, { at: '2026-01-01T00:00:00.000Z', id: 'x' })
    await store.events.deleteEvent('e1')
    await store.accounts.deleteUserData('u1')
    const revisions = log.filter((q) => q.collection === 'revisions')
    expect(new Set(revisions.map((q) => q.equalities.map((e) => e.field).join('+')))).toEqual(
      new Set(['eventId', 'ownerId', 'actorId']),
    )
    expect(revisions.filter((q) => q.orders.length).length).toBeGreaterThan(0)
    expect(log.filter((q) => !served(q))).toEqual([])
  })

  it('has an index for every query of suggestions: an event’s, an inbox, a suggester’s and the overdue', async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    await store.suggestions.openSuggestionsOfEvent('e1', 50)
    await store.suggestions.openSuggestionsFor('u1', 50)
    await store.suggestions.suggestionsBy('u1', 50)
    await store.suggestions.overdueSuggestions('2026-01-01T00:00:00.000Z', 50)
    await store.events.deleteEvent('e1')
    await store.accounts.deleteUserData('u1')
    const ordered = log.filter((q) => q.collection === 'suggestions' && q.orders.length)
    expect(new Set(ordered.map((q) => q.equalities.map((e) => e.field).join('+')))).toEqual(
      new Set(['eventId+state', 'eventOwnerId+state', 'authorId', 'state']),
    )
    expect(log.filter((q) => !served(q))).toEqual([])
  })

  it("has an index for every query of trips: a traveller's list, a trip's stops, links and deletion", async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    await store.trips.tripsOf('u1')
    await store.trips.getTrip('t1')
    await store.trips.createTrip({
      ...{ id: 'new-t', ownerId: 'u1', name: 'Loop', startDate: null, version: 1, stopCount: 0 },
      ...{ vehicle: { lengthM: null, heightM: null, fourByFour: false }, publishedEventId: null },
      ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    })
    await store.trips.changeTrip('t1', 'u1', 1, { kind: 'remove', stopId: 's1' }, '2026-01-01T00:00:00.000Z')
    await store.trips.publishedTrip('e1')
    await store.trips.shareOf('t1')
    await store.trips.deleteTrip('t1', 'u1')
    await store.accounts.deleteUserData('u1')
    const ordered = log.filter((q) => ['trips', 'stops'].includes(q.collection) && q.orders.length)
    expect(
      new Set(ordered.map((q) => `${q.collection}:${q.equalities.map((e) => e.field).join('+')}`)),
    ).toEqual(new Set(['trips:ownerId', 'stops:']))
    expect(log.filter((q) => !served(q))).toEqual([])
  })

  it("needs no composite index for the sitemap's count and its parts' ranges of ids", async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    for (const listing of listingFiltersOf(undefined)) {
      await store.events.countListed(listing!)
      for (const range of [idRange(0, 1), idRange(0, 3), idRange(1, 3), idRange(2, 3)])
        await store.events.listedInIdRange(listing!, range, 25_000)
    }
    expect(log.map((q) => q.equalities.map((e) => e.field).join('+'))).toEqual(Array(10).fill('listing'))
    expect(log.filter((q) => !servedBySingleField(q))).toEqual([])
  })

  it('has an index for every filter combination of the events list, search, near queries, the map and the wishlist', async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    let filters = 0
    let sortedQueries = 0
    const sections: (EventFilter['section'] | undefined)[] = [
      undefined,
      { mains: ['camp'] },
      { subs: ['natural'] },
    ]
    for (const ownerId of [undefined, 'u1'])
      for (const country of [undefined, 'Slovakia'] as const)
        for (const section of sections)
          for (const listing of listingFiltersOf(ownerId)) {
            filters++
            const filter: EventFilter = {
              ...(ownerId ? { ownerId } : {}),
              ...(country ? { country } : {}),
              ...(section ? { section } : {}),
              ...(listing ? { listing } : {}),
            }
            await store.events.listEvents(filter, 24)
            await store.events.listEvents(filter, 24, { date: '2024-01-01', id: 'x' })
            // a search of one word (one query), and of two (a count per word, then the query)
            await store.events.listEvents({ ...filter, words: ['lake'] }, 24)
            await store.events.listEvents({ ...filter, words: ['lake', 'tatry'] }, 24, {
              date: '2024-01-01',
              id: 'x',
            })
            await store.events.nearEvents(filter, { center: [48.1, 17.1], radiusKm: 50 }, 24)
            await store.events.mapPoints(filter, 10_000)
            await store.events.countCells(filter, [
              { from: 'u2', to: 'u2' },
              { from: 'u8', to: 'u9' },
            ])
            await store.events.cellPoints(filter, [{ from: 'u2', to: 'u2' }])
            // near and the map with a search: a count per word (list order), then geohash order
            await store.events.nearEvents(
              { ...filter, words: ['lake', 'tatry'] },
              { center: [48.1, 17.1], radiusKm: 50 },
              24,
            )
            await store.events.mapPoints({ ...filter, words: ['lake', 'tatry'] }, 10_000)
          }
    await store.lists.wishlistOf('u1')
    // the other orders and the check-in filters: not on one traveller's own list (the API refuses that)
    for (const country of [undefined, 'Slovakia'] as const)
      for (const section of sections)
        for (const listing of listingFiltersOf(undefined))
          for (const sort of ['visited', 'rating'] as const) {
            const filter: EventFilter = {
              ...(country ? { country } : {}),
              ...(section ? { section } : {}),
              ...(listing ? { listing } : {}),
              sort,
            }
            const after = { date: '2024-01-01', id: 'x', lastVisit: null, ratingAverage: 4.5, ratingCount: 2 }
            await store.events.listEvents(filter, 24)
            await store.events.listEvents({ ...filter, visitedSince: '2025-01-01', minRating: 4 }, 24, after)
            await store.events.listEvents({ ...filter, words: ['lake'] }, 24)
            await store.events.listEvents({ ...filter, words: ['lake', 'tatry'], minRating: 4 }, 24, after)
            sortedQueries += 6
          }
    const byGeohash = log.filter((q) => q.orders[0]?.field === 'geohash')
    const nearQueries = byGeohash.filter((q) => !q.equalities.some((e) => e.contains)).length - filters
    const nearSearchQueries = byGeohash.filter((q) => q.equalities.some((e) => e.contains)).length - filters
    // every filter covers at least one geohash cell, with and without a search
    expect(nearQueries).toBeGreaterThanOrEqual(filters)
    expect(nearSearchQueries).toBeGreaterThanOrEqual(filters)
    // 30 filters (12 shown only, 12 shown and gone, 6 of an owner's own list without a listing filter)
    // × (2 list pages + 4 search queries + near + 1 map + 2 counts and near with search + 2 counts and
    // 1 map with search) + the wishlist
    expect(filters).toBe(30)
    // 12 filters and 2 orders × (2 list pages + 1 search + a count per word and a search)
    expect(sortedQueries).toBe(24 * 6)
    expect(log).toHaveLength(
      filters * (2 + 4 + 1 + 2 + 3) + nearQueries + nearSearchQueries + 1 + sortedQueries,
    )
    expect(log.filter((q) => q.equalities.some((e) => e.contains))).toHaveLength(
      filters * (4 + 2 + 3) + nearSearchQueries + 24 * 4,
    )
    const missing = log.filter((q) => !served(q))
    if (process.env.PRINT_MISSING_INDEXES) console.log(JSON.stringify(missing))
    expect(missing).toEqual([])
    // and no events index serves none of them: each costs writes on every event change
    const unused = indexFile.indexes.filter(
      (index) => index.collectionGroup === 'events' && !log.some((q) => servedBy(q, index)),
    )
    expect(unused.map((index) => index.fields.map((f) => f.fieldPath).join('+'))).toEqual([])
  })

  it('needs no index of its own for the fact filters: their tokens are words of the search index', async () => {
    const log: Recorded[] = []
    const store = firestoreStore(() => recordingDb(log))
    const facts = factFilterTokens({ has: ['water', 'dump'], free: true, open: 7 })
    const after = { date: '2024-01-01', id: 'x', lastVisit: null, ratingAverage: 4.5, ratingCount: 2 }
    for (const ownerId of [undefined, 'u1'])
      for (const country of [undefined, 'Slovakia'] as const)
        for (const section of [
          undefined,
          { mains: ['camp'] },
          { subs: ['natural'] },
        ] as EventFilter['section'][])
          for (const listing of listingFiltersOf(ownerId))
            for (const sort of ownerId ? [undefined] : ([undefined, 'visited', 'rating'] as const)) {
              const filter: EventFilter = {
                ...(ownerId ? { ownerId } : {}),
                ...(country ? { country } : {}),
                ...(section ? { section } : {}),
                ...(listing ? { listing } : {}),
                ...(sort ? { sort, minRating: 4 } : {}),
              }
              await store.events.listEvents({ ...filter, words: facts.slice(0, 1) }, 24)
              await store.events.listEvents({ ...filter, words: facts }, 24, after)
              await store.events.listEvents({ ...filter, words: ['lake', ...facts] }, 24, after)
              await store.events.nearEvents(
                { ...filter, words: facts },
                { center: [48.1, 17.1], radiusKm: 50 },
                24,
              )
              await store.events.mapPoints({ ...filter, words: facts }, 10_000)
            }
    // one array-contains at most per query, always on the search index
    for (const q of log) expect(q.equalities.filter((e) => e.contains).length).toBeLessThanOrEqual(1)
    expect(log.flatMap((q) => q.equalities.filter((e) => e.contains).map((e) => e.field))).toSatisfy(
      (fields: string[]) => fields.length > 0 && fields.every((f) => f === 'searchWords'),
    )
    expect(log.filter((q) => !served(q))).toEqual([])
  })
})
