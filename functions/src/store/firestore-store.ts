// The Firestore adapter (firebase-admin), kept thin: every method is one query, one document read or one
// transaction. Multi-document changes (cascades, renames, idempotent adds) are transactions, so no
// partial state is ever visible. The composite indexes these queries need are in firestore.indexes.json.
import {
  AggregateField,
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore'
import {
  eventSearchIndex,
  factAnswerKey,
  factAnswerKeys,
  factsOfChange,
  wishlistItemId,
} from '@travel/domain'
import {
  mostSelective,
  searchPage,
  acceptsAll,
  SEARCH_SCAN_BUDGET,
  type Candidate,
  type SearchEvents,
  type SearchOptions,
} from './events/search-page'
import { latestToRead, summaryAfter } from './checkins/checkin-summary'
import { checkinFiltersOf, listPlanOf, positionOf, type ListPlan } from './events/list-order'
import { oneAtATime } from './shared/one-at-a-time'
import {
  AccountDeletedError,
  CheckinExistsError,
  StaleEventError,
  type CheckinPage,
  type CheckinPosition,
  type CheckinRecord,
  type EventFilter,
  type EventPosition,
  type EventRecord,
  type Listing,
  type MapPointRecord,
  type SitemapEventRecord,
  type SharedListRecord,
  type UserChanges,
  type UserRecord,
  type WishlistRecord,
} from './port'
import { compareNear, distanceKm, hasPosition } from '../geo/near'
import { coverCells, unreadRanges, type Cell } from '../geo/near-cells'
import { nearRings } from '../geo/near-rings'
import { parseReportTargetKey } from '@travel/domain'
import { planDecision, planReport, withoutReports, type ItemEffect } from './moderation/plan'
import {
  NEUTRAL_NAME,
  quotaId,
  reportId,
  type ModerationLogRecord,
  type ModerationRecord,
  type NoticeRecord,
  type ReportRecord,
  type ReportedItem,
} from './moderation/records'
import { runTransaction } from './shared/run-transaction'
import { keptModeration, listingOf } from './port'
import { newId } from './shared/new-id'
import { composeStore, type FlatStore } from './compose'
import type { Store } from './port'

export const COLLECTIONS = {
  events: 'events',
  users: 'users',
  wishlist: 'wishlist',
  /** deletedAccounts/{uid}: the tombstone of a deleted account (Store.markAccountDeleted) */
  deletedAccounts: 'deletedAccounts',
  checkins: 'checkins',
  /** sharedLists/{token}: a wishlist's private link (Store.getSharedList) */
  sharedLists: 'sharedLists',
  /** moderation (docs/moderation.md): none of these is ever read or written by a browser */
  reports: 'reports',
  moderation: 'moderation',
  moderationLog: 'moderationLog',
  notices: 'notices',
  reportQuota: 'reportQuota',
} as const

/**
 * Check-ins from other instances can still meet on one event; the client's default of 5 attempts gives
 * up within seconds under such a crowd, where waiting a little longer lets every one through.
 */
const CHECKIN_TRANSACTION = { maxAttempts: 12 }

/**
 * A near page reads its area whole, instead of ring by ring, when it holds at most this many times the
 * page (an empty or sparse area, where each ring's cells would cost a read apiece).
 */
const READ_WHOLE_AT_MOST = 2

/** The gRPC status of a query Firestore refuses for want of an index. */
const FAILED_PRECONDITION = 9

/** Firestore's limit on values in one `in` clause. */
const IN_LIMIT = 30

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Firestore rejects undefined values; a change object leaves unchanged fields undefined. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

function withoutId<T extends { id: string }>(record: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = record
  return rest
}

/**
 * The search index stored beside an event's fields (search-page.ts): written with every create and
 * update, never returned as part of the record.
 */
export const SEARCH_FIELD = 'searchWords'

interface EventDocument extends Omit<EventRecord, 'id'> {
  [SEARCH_FIELD]?: string[]
  /** the position as two numbers, which the map's count queries average (Store.countCells) */
  lat?: number | null
  lng?: number | null
}

function eventOf(snap: DocumentSnapshot<DocumentData>): EventRecord {
  const { [SEARCH_FIELD]: _words, lat: _lat, lng: _lng, ...fields } = snap.data() as EventDocument
  return { ...fields, id: snap.id }
}

/** What an event's document holds: its fields, the words it is found by and its position as numbers. */
export function eventDocument(event: EventRecord): EventDocument {
  const placed = hasPosition(event.coordinates)
  return {
    ...withoutId(event),
    [SEARCH_FIELD]: eventSearchIndex(event),
    lat: placed ? (event.coordinates[0] ?? null) : null,
    lng: placed ? (event.coordinates[1] ?? null) : null,
  }
}

/** getAll's two snapshots, in the order asked (it answers one per reference, existing or not). */
function pairOf(snaps: DocumentSnapshot[]): [DocumentSnapshot, DocumentSnapshot] {
  const [first, second] = snaps
  if (!first || !second) throw new Error(`Firestore answered ${snaps.length} documents of 2`)
  return [first, second]
}

function userOf(snap: DocumentSnapshot<DocumentData>): UserRecord {
  return { ...(snap.data() as Omit<UserRecord, 'id'>), id: snap.id }
}

/** A check-in's answers as keys (factAnswerKeys), so a change finds the latest giving each answer. */
const FACT_ANSWERS = 'factAnswers'

function checkinOf(snap: DocumentSnapshot<DocumentData>): CheckinRecord {
  const { [FACT_ANSWERS]: _keys, ...data } = snap.data() as Omit<CheckinRecord, 'id'> & {
    [FACT_ANSWERS]?: string[]
  }
  return { ...data, id: snap.id }
}

function checkinDoc(c: CheckinRecord): DocumentData {
  const keys = factAnswerKeys(c)
  return { ...withoutId(c), ...(keys.length ? { [FACT_ANSWERS]: keys } : {}) }
}

function wishlistOf(snap: DocumentSnapshot<DocumentData>): WishlistRecord {
  return { ...(snap.data() as Omit<WishlistRecord, 'id'>), id: snap.id }
}

function recordOf<T>(snap: DocumentSnapshot<DocumentData>): T & { id: string } {
  return { ...(snap.data() as T), id: snap.id }
}

function sharedListOf(snap: DocumentSnapshot<DocumentData>): SharedListRecord {
  return { ...(snap.data() as Omit<SharedListRecord, 'id'>), id: snap.id }
}

/**
 * `db` is called on first use, so a cold start that never touches Firestore does not initialise it.
 */
export interface FirestoreStoreOptions extends SearchOptions {
  /** told the documents each query is billed for (at least one, even when empty): for benchmarks */
  onReads?: (documents: number) => void
}

/** The fields of an event a marker and its card need (MapPointRecord). */
const MAP_POINT_FIELDS = [
  'title',
  'thumbnail',
  'coordinates',
  'access',
  'date',
  'section',
  'ratingAverage',
  'lastVisit',
  'state',
] as const

export function firestoreStore(db: () => Firestore, options: FirestoreStoreOptions = {}): Store {
  return composeStore(flatFirestoreStore(db, options))
}

function flatFirestoreStore(db: () => Firestore, options: FirestoreStoreOptions): FlatStore {
  const budget = options.scanBudget ?? SEARCH_SCAN_BUDGET
  const transact: <T>(
    body: (tx: Transaction) => Promise<T>,
    options?: Parameters<typeof runTransaction>[2],
  ) => Promise<T> = (body, options) => runTransaction(db(), body, options)
  const events = () => db().collection(COLLECTIONS.events)
  const users = () => db().collection(COLLECTIONS.users)
  const wishlist = () => db().collection(COLLECTIONS.wishlist)
  const tombstone = (uid: string) => db().collection(COLLECTIONS.deletedAccounts).doc(uid)
  const checkins = () => db().collection(COLLECTIONS.checkins)
  const sharedLists = () => db().collection(COLLECTIONS.sharedLists)
  // one equality on one field: Firestore's automatic single-field index serves it
  const linksOf = (userId: string) => sharedLists().where('userId', '==', userId)
  /** Check-in writes on one event, queued in this instance (see one-at-a-time.ts). */
  const perEvent = oneAtATime()
  const reports = () => db().collection(COLLECTIONS.reports)
  const moderation = () => db().collection(COLLECTIONS.moderation)
  const moderationLog = () => db().collection(COLLECTIONS.moderationLog)
  const notices = () => db().collection(COLLECTIONS.notices)
  const reportQuota = () => db().collection(COLLECTIONS.reportQuota)

  /** The reported item, read in `tx`, as a report needs it; null when it (or the photo) does not exist. */
  async function reportedItem(tx: Transaction, key: string): Promise<ReportedItem | null> {
    const target = parseReportTargetKey(key)
    if (!target) return null
    if (target.type === 'event') {
      const snap = await tx.get(events().doc(target.id))
      return snap.exists
        ? { label: snap.get('title') as string, authorId: snap.get('ownerId') as string, photoUrl: null }
        : null
    }
    if (target.type === 'user') {
      const snap = await tx.get(users().doc(target.id))
      return snap.exists ? { label: snap.get('username') as string, authorId: snap.id, photoUrl: null } : null
    }
    const snap = await tx.get(checkins().doc(target.id))
    if (!snap.exists) return null
    const c = checkinOf(snap)
    const event = await tx.get(events().doc(c.eventId))
    const label = event.exists ? (event.get('title') as string) : c.userName
    if (target.type === 'checkin') return { label, authorId: c.userId, photoUrl: null }
    const url = c.photos[target.photo]
    return url === undefined ? null : { label, authorId: c.userId, photoUrl: url }
  }

  /**
   * Reads in `tx` what hiding, showing or removing an item needs, and answers the writes that do it (to
   * run once every read is done) and the files that go with it.
   */
  async function effectOf(
    tx: Transaction,
    record: ModerationRecord,
    effect: ItemEffect,
    originalName: string | null,
  ): Promise<{ write: () => void; files: string[] }> {
    const none = { write: () => undefined, files: [] }
    if (effect === 'none') return none
    const id = record.targetId
    if (record.type === 'event') {
      const ref = events().doc(id)
      const snap = await tx.get(ref)
      if (!snap.exists) return none
      const event = eventOf(snap)
      if (effect !== 'remove') {
        const hidden = effect === 'hide'
        return {
          write: () => tx.update(ref, { hidden, listing: listingOf({ ...event, hidden }) }),
          files: [],
        }
      }
      const [entries, onEvent] = await Promise.all([
        tx.get(wishlist().where('eventId', '==', id)),
        tx.get(checkins().where('eventId', '==', id)),
      ])
      return {
        write: () => {
          for (const entry of entries.docs) tx.delete(entry.ref)
          for (const c of onEvent.docs) tx.delete(c.ref)
          tx.delete(ref)
        },
        files: [
          event.image,
          event.thumbnail,
          event.gpxFile,
          ...onEvent.docs.flatMap((c) => checkinOf(c).photos),
        ].filter((url): url is string => typeof url === 'string' && url !== ''),
      }
    }
    if (record.type === 'user') {
      const username = effect === 'show' ? originalName : NEUTRAL_NAME
      const ref = users().doc(id)
      const snap = await tx.get(ref)
      if (username === null || !snap.exists) return none
      const [own, written] = await Promise.all([
        tx.get(events().where('ownerId', '==', id)),
        tx.get(checkins().where('userId', '==', id)),
      ])
      return {
        write: () => {
          tx.update(ref, { username })
          for (const e of own.docs) tx.update(e.ref, { ownerName: username })
          for (const c of written.docs) tx.update(c.ref, { userName: username })
        },
        files: [],
      }
    }
    const ref = checkins().doc(id)
    const snap = await tx.get(ref)
    if (!snap.exists) return none
    const checkin = checkinOf(snap)
    if (record.type === 'checkin') {
      const eventRef = events().doc(checkin.eventId)
      const eventSnap = await tx.get(eventRef)
      const hidden = effect === 'hide'
      if (!eventSnap.exists)
        return effect === 'remove'
          ? { write: () => tx.delete(ref), files: checkin.photos }
          : { write: () => tx.update(ref, { hidden }), files: [] }
      const event = eventOf(eventSnap)
      // Hiding or showing a check-in takes it out of its event's summary or puts it back, like a rewrite.
      const next = effect === 'remove' ? undefined : { ...checkin, hidden }
      const summary = summaryAfter(event, {
        removed: [checkin],
        ...(next ? { added: next } : {}),
        ...(await latestCheckins(tx, event, [checkin], next)),
      })
      return {
        write: () => {
          if (next) tx.update(ref, { hidden })
          else tx.delete(ref)
          tx.update(eventRef, summary)
        },
        files: next ? [] : checkin.photos,
      }
    }
    const url = record.photoUrl
    if (url === null) return none
    const hiddenPhotos = (checkin.hiddenPhotos ?? []).filter((p) => p !== url)
    if (effect === 'hide') hiddenPhotos.push(url)
    if (effect !== 'remove') return { write: () => tx.update(ref, { hiddenPhotos }), files: [] }
    return {
      write: () => tx.update(ref, { hiddenPhotos, photos: checkin.photos.filter((p) => p !== url) }),
      files: [url],
    }
  }

  function writeLog(tx: Transaction, entries: readonly ModerationLogRecord[], sent: readonly NoticeRecord[]) {
    for (const entry of entries) tx.create(moderationLog().doc(entry.id), withoutId(entry))
    for (const notice of sent) tx.create(notices().doc(notice.id), withoutId(notice))
  }

  /** Check-in order (latest visit, then latest written, then id, all descending) on a query. */
  const inCheckinOrder = (query: Query) =>
    query.orderBy('visitDate', 'desc').orderBy('updatedAt', 'desc').orderBy(FieldPath.documentId(), 'desc')

  async function checkinPage(query: Query, limit: number, after?: CheckinPosition): Promise<CheckinPage> {
    let ordered = inCheckinOrder(query)
    if (after) ordered = ordered.startAfter(after.visitDate, after.updatedAt, after.id)
    const snap = await ordered.limit(limit + 1).get()
    const page = snap.docs.slice(0, limit).map(checkinOf)
    const last = page[page.length - 1]
    return {
      checkins: page,
      next:
        snap.size > limit && last
          ? { visitDate: last.visitDate, updatedAt: last.updatedAt, id: last.id }
          : null,
    }
  }

  /**
   * Reads, in `tx`, what the summary of `eventId` needs to drop `removed` check-ins and add `added`: its
   * first removed + 1 check-ins, the same of those that confirm the place, and of those giving each
   * answer to the facts the change speaks about.
   */
  async function latestCheckins(
    tx: Transaction,
    event: EventRecord,
    removed: readonly CheckinRecord[],
    added?: CheckinRecord,
  ) {
    const ofEvent = checkins().where('eventId', '==', event.id)
    const limit = latestToRead(event, removed.length)
    const keys = factsOfChange(removed, added).flatMap((fact) => [
      factAnswerKey(fact, true),
      factAnswerKey(fact, false),
    ])
    const [latest, latestConfirming, ...answering] = await Promise.all([
      tx.get(inCheckinOrder(ofEvent).limit(limit)),
      tx.get(inCheckinOrder(ofEvent.where('state', 'in', ['as-described', 'changed'])).limit(limit)),
      ...keys.map((key) =>
        tx.get(inCheckinOrder(ofEvent.where(FACT_ANSWERS, 'array-contains', key)).limit(limit)),
      ),
    ])
    return {
      latest: latest.docs.map(checkinOf),
      latestConfirming: latestConfirming.docs.map(checkinOf),
      latestAnswers: Object.fromEntries(
        keys.map((key, i) => [key, (answering[i]?.docs ?? []).map(checkinOf)]),
      ),
    }
  }

  /**
   * The guard of every write on behalf of a user: read in the write's own transaction, so the deletion's
   * tombstone write and this write are serialised. Either the write commits first (and the deletion,
   * which starts after its tombstone, sweeps it away), or it sees the tombstone and writes nothing.
   */
  function assertAlive(snap: DocumentSnapshot): void {
    if (snap.exists) throw new AccountDeletedError(snap.id)
  }

  /** The list's equality filters, in the order of the fields in firestore.indexes.json. */
  function filtered(filter: EventFilter, word?: string): Query {
    let query: Query = events()
    if (filter.ownerId !== undefined) query = query.where('ownerId', '==', filter.ownerId)
    if (filter.country !== undefined) query = query.where('country', '==', filter.country)
    const section = filter.section
    if (section) {
      const values: string[] = 'mains' in section ? section.mains : section.subs
      query = query.where('mains' in section ? 'section.main' : 'section.sub', 'in', values)
    }
    const listing = filter.listing
    if (listing)
      query = query.where(
        'listing',
        listing.length === 1 ? '==' : 'in',
        listing.length === 1 ? listing[0] : listing,
      )
    if (word !== undefined) query = query.where(SEARCH_FIELD, 'array-contains', word)
    return query
  }

  /** The events with one of these listings: one equality (or `in`) on one field, no composite index. */
  const listedIn = (listing: Listing[]) =>
    listing.length === 1
      ? events().where('listing', '==', listing[0])
      : events().where('listing', 'in', listing)

  const inListOrder = (query: Query) => query.orderBy('date', 'desc').orderBy(FieldPath.documentId(), 'desc')

  /** A list's query in its order, with the plan's range on the field the order begins with. */
  function inOrderOf(query: Query, plan: ListPlan): Query {
    if (plan.range) query = query.where(plan.range.field, '>=', plan.range.min)
    if (plan.sort === 'visited') query = query.orderBy('lastVisit', 'desc')
    else if (plan.sort === 'rating')
      query = query.orderBy('ratingAverage', 'desc').orderBy('ratingCount', 'desc')
    else query = query.orderBy('date', 'desc')
    return query.orderBy(FieldPath.documentId(), 'desc')
  }

  /** The values of a position in the fields the plan's order sorts on, for startAfter. */
  function orderValuesOf(plan: ListPlan, after: EventPosition): unknown[] {
    if (plan.sort === 'visited') return [after.lastVisit ?? null, after.id]
    if (plan.sort === 'rating') return [after.ratingAverage ?? null, after.ratingCount ?? 0, after.id]
    return [after.date, after.id]
  }

  /**
   * The events of `query` (in the plan's order) after `after`, fetched as they are checked: first a page
   * and one more (a one-word search reads what a list page reads), then twice as many each time, never
   * more than the budget and one more.
   */
  async function* candidatesOf(
    query: Query,
    plan: ListPlan,
    limit: number,
    after: EventPosition | undefined,
  ): AsyncGenerator<Candidate> {
    let from = after
    let size = limit + 1
    let fetched = 0
    while (fetched <= budget) {
      const take = Math.min(size, budget + 1 - fetched)
      const snap = await (from ? query.startAfter(...orderValuesOf(plan, from)) : query).limit(take).get()
      let last: EventRecord | undefined
      for (const doc of snap.docs) {
        const words = new Set((doc.get(SEARCH_FIELD) as string[] | undefined) ?? [])
        last = eventOf(doc)
        yield { event: last, has: (word) => words.has(word) }
      }
      fetched += snap.size
      if (snap.size < take || !last) return
      from = positionOf(last)
      size *= 2
    }
  }

  /**
   * The word a search queries (array-contains) and the words left to check on its candidates: the most
   * selective word, counted with the list's order so the list's composite indexes serve the counts; null
   * when some word has no event at all.
   */
  async function queriedWord(
    words: string[],
    filter: EventFilter,
  ): Promise<{ word: string; others: string[] } | null> {
    let word = words[0] ?? ''
    if (words.length > 1) {
      const counts = await Promise.all(
        words.map(async (w) => ({
          word: w,
          count: (await inListOrder(filtered(filter, w)).count().get()).data().count,
        })),
      )
      const best = mostSelective(counts)
      if (!best || best.count === 0) return null
      word = best.word
    }
    return { word, others: words.filter((w) => w !== word) }
  }

  /** whether a document's search index holds every one of `words` */
  const holdsAll = (doc: QueryDocumentSnapshot, words: string[]) => {
    if (!words.length) return true
    const index = new Set((doc.get(SEARCH_FIELD) as string[] | undefined) ?? [])
    return words.every((w) => index.has(w))
  }

  /** A search, the way search-page.ts describes it. */
  const searchEvents: SearchEvents = async (words, filter, limit, after) => {
    const queried = await queriedWord(words, filter)
    if (!queried) return { events: [], next: null }
    const plan = listPlanOf(filter)
    const query = inOrderOf(filtered(filter, queried.word), plan)
    return searchPage(
      candidatesOf(query, plan, limit, after),
      acceptsAll(queried.others, plan.check),
      limit,
      budget,
    )
  }

  /** An empty `in` list matches nothing, and Firestore refuses to run it. */
  const matchesNothing = (filter: EventFilter) =>
    filter.section !== undefined &&
    ('mains' in filter.section ? filter.section.mains : filter.section.subs).length === 0

  /** Whether average() failed here for want of an index: counts alone are asked from then on. */
  let averagesRefused = false

  /**
   * A cell's count and its events' mean position. Firestore averages over index entries; should an index
   * be refused for it, the cell's centre stands in for the mean rather than the map failing.
   */
  async function cellAggregate(
    query: Query,
  ): Promise<{ count: number; lat: number | null; lng: number | null }> {
    if (!averagesRefused)
      try {
        const snap = await query
          .aggregate({
            count: AggregateField.count(),
            lat: AggregateField.average('lat'),
            lng: AggregateField.average('lng'),
          })
          .get()
        return snap.data()
      } catch (error) {
        if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error
        averagesRefused = true
        console.warn('The events map counts without average positions:', (error as Error).message)
      }
    const snap = await query.count().get()
    return { count: snap.data().count, lat: null, lng: null }
  }

  /**
   * The map's query in geohash order with the filter's indexed parts (a search's most selective word),
   * and the search words left to check; null when nothing can match.
   */
  async function mapQueryOf(filter: EventFilter): Promise<{ query: Query; others: string[] } | null> {
    if (matchesNothing(filter)) return null
    const queried = filter.words?.length ? await queriedWord(filter.words, filter) : { others: [] }
    if (!queried) return null
    const query = filtered(filter, 'word' in queried ? queried.word : undefined).orderBy('geohash')
    return { query, others: queried.others }
  }

  return {
    async getEvent(id) {
      const snap = await events().doc(id).get()
      return snap.exists ? eventOf(snap) : null
    },

    async getEvents(ids) {
      if (!ids.length) return []
      const snaps = await db().getAll(...ids.map((id) => events().doc(id)))
      return snaps.filter((s) => s.exists).map(eventOf)
    },

    async listEvents(filter, limit, after) {
      if (matchesNothing(filter)) return { events: [], next: null }
      if (filter.words?.length) return searchEvents(filter.words, filter, limit, after)
      const plan = listPlanOf(filter)
      let query = inOrderOf(filtered(filter), plan)
      if (plan.check)
        return searchPage(candidatesOf(query, plan, limit, after), acceptsAll([], plan.check), limit, budget)
      if (after) query = query.startAfter(...orderValuesOf(plan, after))
      // One more than a page tells whether another page follows: limit + 1 reads, none per card.
      const snap = await query.limit(limit + 1).get()
      const page = snap.docs.slice(0, limit).map(eventOf)
      const last = page[page.length - 1]
      return { events: page, next: snap.size > limit && last ? positionOf(last) : null }
    },

    async nearEvents(filter, area, limit, after) {
      if (matchesNothing(filter)) return { events: [], next: null }
      // A search narrows the cells' queries to its most selective word; the others are checked below.
      const queried = filter.words?.length ? await queriedWord(filter.words, filter) : { others: [] }
      if (!queried) return { events: [], next: null }
      const inArea = filtered(filter, 'word' in queried ? queried.word : undefined).orderBy('geohash')
      const passes = checkinFiltersOf(filter)
      const others = queried.others
      const found = new Map<string, { event: EventRecord; distanceKm: number }>()
      const readCells = new Set<string>()
      /** The range queries of the cells' parts not read yet. */
      const unreadQueries = (cells: Cell[]) =>
        cells.flatMap((cell) =>
          (unreadRanges(cell.prefix, readCells) ?? []).map(({ after: from, before }) => {
            const query = from === null ? inArea.startAt(cell.prefix) : inArea.startAfter(from)
            return before === null ? query.endAt(`${cell.prefix}~`) : query.endBefore(before)
          }),
        )
      async function read(cells: Cell[]) {
        const snaps = await Promise.all(unreadQueries(cells).map((query) => query.get()))
        for (const cell of cells) readCells.add(cell.prefix)
        for (const snap of snaps) {
          options.onReads?.(Math.max(snap.size, 1))
          for (const doc of snap.docs) {
            if (!holdsAll(doc, others)) continue
            const event = eventOf(doc)
            if (!hasPosition(event.coordinates) || !passes(event)) continue
            const km = distanceKm(area.center, event.coordinates)
            if (km > area.radiusKm) continue
            if (after && compareNear({ distanceKm: km, id: event.id }, after) <= 0) continue
            found.set(event.id, { event, distanceKm: km })
          }
        }
      }
      /** Whether the cells hold so few events that reading them whole is cheaper than rings. */
      async function fewLeft(cells: Cell[]): Promise<boolean> {
        const counts = await Promise.all(unreadQueries(cells).map((query) => query.count().get()))
        const total = counts.reduce((sum, snap) => sum + snap.data().count, 0)
        for (const snap of counts) options.onReads?.(Math.max(Math.ceil(snap.data().count / 1000), 1))
        return total <= READ_WHOLE_AT_MOST * (limit + 1)
      }
      // Distance order cannot be an index order. A count over a few large cells (a read per 1,000 events)
      // says first whether the area holds so few that reading it whole is cheapest; otherwise the search
      // goes outward in rings (near-rings.ts), each reading only cells not read yet, and stops once enough
      // events lie inside one.
      const whole = coverCells(area.center, after?.distanceKm ?? 0, area.radiusKm)
      if (await fewLeft(whole)) await read(whole)
      else
        for (const ring of nearRings(area, limit, after)) {
          await read(ring.cells())
          if (ring.enough([...found.values()].map((f) => f.distanceKm))) break
        }
      const sorted = [...found.values()].sort((a, b) =>
        compareNear(
          { distanceKm: a.distanceKm, id: a.event.id },
          { distanceKm: b.distanceKm, id: b.event.id },
        ),
      )
      const page = sorted.slice(0, limit)
      const last = page[page.length - 1]
      return {
        events: page,
        next: sorted.length > limit && last ? { distanceKm: last.distanceKm, id: last.event.id } : null,
      }
    },

    async mapPoints(filter, max) {
      if (matchesNothing(filter)) return { points: [], truncated: false }
      const queried = filter.words?.length ? await queriedWord(filter.words, filter) : { others: [] }
      if (!queried) return { points: [], truncated: false }
      const others = queried.others
      const passes = checkinFiltersOf(filter)
      const checking =
        others.length > 0 || filter.visitedSince !== undefined || filter.minRating !== undefined
      // A range on geohash skips events without a position (a range matches strings only, and a null
      // geohash is not one), uses the near queries' indexes, and reads only the fields a marker needs
      // (and the search index when a search has words left to check).
      const query = filtered(filter, 'word' in queried ? queried.word : undefined)
        .where('geohash', '>', '')
        .orderBy('geohash')
        .select(
          'title',
          'thumbnail',
          'coordinates',
          'access',
          'date',
          'section',
          'ratingAverage',
          'lastVisit',
          'state',
          // paging past a document needs its geohash (the order), and the words left to check
          ...(checking ? ['geohash', SEARCH_FIELD] : []),
        )
      const points: MapPointRecord[] = []
      let from: QueryDocumentSnapshot | undefined
      // Without anything left to check one query answers; else pages are read until max + 1 match.
      for (;;) {
        const snap = await (from ? query.startAfter(from) : query).limit(max + 1).get()
        for (const doc of snap.docs) {
          if (!holdsAll(doc, others)) continue
          const {
            [SEARCH_FIELD]: _words,
            geohash: _geohash,
            ...fields
          } = doc.data() as Omit<MapPointRecord, 'id'> & { [SEARCH_FIELD]?: string[]; geohash?: string }
          if (!passes(fields)) continue
          points.push({ ...fields, id: doc.id })
        }
        from = snap.docs[snap.docs.length - 1]
        if (points.length > max || snap.size <= max || !from) break
      }
      return { points: points.slice(0, max), truncated: points.length > max }
    },

    async countCells(filter, cells) {
      const none = cells.map(() => ({ count: 0, mean: null }))
      const inArea = await mapQueryOf(filter)
      if (!inArea) return none
      // One aggregation per cell: billed a read per 1,000 index entries it counts, at least one.
      return Promise.all(
        cells.map(async ({ from, to }) => {
          const { count, lat, lng } = await cellAggregate(inArea.query.startAt(from).endAt(`${to}~`))
          options.onReads?.(Math.max(Math.ceil(count / 1000), 1))
          return { count, mean: count && lat !== null && lng !== null ? [lat, lng] : null }
        }),
      )
    },

    async cellPoints(filter, cells) {
      const inArea = await mapQueryOf(filter)
      if (!inArea || !cells.length) return []
      const passes = checkinFiltersOf(filter)
      const snaps = await Promise.all(
        [...cells]
          .sort((a, b) => (a.from < b.from ? -1 : 1))
          .map(({ from, to }) =>
            inArea.query
              .select(...MAP_POINT_FIELDS, SEARCH_FIELD)
              .startAt(from)
              .endAt(`${to}~`)
              .get(),
          ),
      )
      const points: MapPointRecord[] = []
      for (const snap of snaps) {
        options.onReads?.(Math.max(snap.size, 1))
        for (const doc of snap.docs) {
          if (!holdsAll(doc, inArea.others)) continue
          const { [SEARCH_FIELD]: _words, ...fields } = doc.data() as Omit<MapPointRecord, 'id'> & {
            [SEARCH_FIELD]?: string[]
          }
          if (passes(fields)) points.push({ ...fields, id: doc.id })
        }
      }
      return points
    },

    async eventsWithoutMapPosition() {
      const snap = await events().where('geohash', '>', '').select('lat').get()
      options.onReads?.(Math.max(snap.size, 1))
      return snap.docs.filter((doc) => typeof doc.get('lat') !== 'number').map((doc) => doc.id)
    },

    async countListed(listing) {
      if (!listing.length) return 0
      const snap = await listedIn(listing).count().get()
      const { count } = snap.data()
      options.onReads?.(Math.max(Math.ceil(count / 1000), 1))
      return count
    },

    async listedInIdRange(listing, { from, to }, max) {
      if (!listing.length) return { events: [], truncated: false }
      let query = listedIn(listing).orderBy(FieldPath.documentId()).select('updatedAt', 'lastVisit')
      if (from !== null) query = query.startAt(from)
      if (to !== null) query = query.endBefore(to)
      const snap = await query.limit(max + 1).get()
      options.onReads?.(Math.max(snap.size, 1))
      const found = snap.docs.slice(0, max).map((doc) => ({
        ...(doc.data() as Omit<SitemapEventRecord, 'id'>),
        id: doc.id,
      }))
      return { events: found, truncated: snap.size > max }
    },

    async createEvent(event) {
      const ref = events().doc(event.id)
      await transact(async (tx) => {
        assertAlive(await tx.get(tombstone(event.ownerId)))
        tx.create(ref, eventDocument(event))
      })
    },

    async updateEvent(id, changes, ifUpdatedAt) {
      const ref = events().doc(id)
      return transact(async (tx) => {
        const snap = await tx.get(ref)
        if (!snap.exists) return null
        if (ifUpdatedAt !== undefined && snap.get('updatedAt') !== ifUpdatedAt) throw new StaleEventError(id)
        assertAlive(await tx.get(tombstone(snap.get('ownerId') as string)))
        const next: EventRecord = { ...eventOf(snap), ...defined(changes), id }
        tx.set(ref, eventDocument(next))
        return next
      })
    },

    async deleteEvent(id) {
      const ref = events().doc(id)
      return transact(async (tx) => {
        // Reading the event locks it, so a concurrent wishlist add or check-in (which read it too)
        // cannot slip in.
        const snap = await tx.get(ref)
        if (!snap.exists) return null
        const [entries, onEvent] = await Promise.all([
          tx.get(wishlist().where('eventId', '==', id)),
          tx.get(checkins().where('eventId', '==', id)),
        ])
        for (const entry of entries.docs) tx.delete(entry.ref)
        for (const c of onEvent.docs) tx.delete(c.ref)
        tx.delete(ref)
        return { checkinPhotos: onEvent.docs.flatMap((c) => checkinOf(c).photos) }
      })
    },

    async getCheckin(id) {
      const snap = await checkins().doc(id).get()
      return snap.exists ? checkinOf(snap) : null
    },

    async checkinsOfEvent(eventId, limit, after) {
      return checkinPage(checkins().where('eventId', '==', eventId), limit, after)
    },

    async checkinsOfUser(userId, limit, after) {
      return checkinPage(checkins().where('userId', '==', userId), limit, after)
    },

    async saveCheckin(checkin, moveFrom) {
      const eventRef = events().doc(checkin.eventId)
      const ref = checkins().doc(checkin.id)
      const moving = moveFrom !== undefined && moveFrom !== checkin.id
      return perEvent(checkin.eventId, () =>
        transact(async (tx) => {
          const [eventSnap, existing, gone, moved] = await Promise.all([
            tx.get(eventRef),
            tx.get(ref),
            tx.get(tombstone(checkin.userId)),
            moving ? tx.get(checkins().doc(moveFrom)) : undefined,
          ])
          assertAlive(gone)
          if (!eventSnap.exists) return null
          if (moving && existing.exists) throw new CheckinExistsError(checkin.id)
          const previousSnap = moving ? moved : existing
          if (moving && !previousSnap?.exists) return null
          const previous = previousSnap?.exists ? checkinOf(previousSnap) : undefined
          const event = eventOf(eventSnap)
          const saved: CheckinRecord = {
            ...checkin,
            createdAt: previous?.createdAt ?? checkin.createdAt,
            ...keptModeration(previous, checkin.photos),
          }
          const summary = summaryAfter(event, {
            removed: previous ? [previous] : [],
            added: saved,
            ...(await latestCheckins(tx, event, previous ? [previous] : [], saved)),
          })
          if (moving && previousSnap) tx.delete(previousSnap.ref)
          tx.set(ref, checkinDoc(saved))
          tx.update(eventRef, summary)
          return { checkin: saved, event: { ...event, ...summary }, created: !previous }
        }, CHECKIN_TRANSACTION),
      )
    },

    async deleteCheckin(id) {
      const ref = checkins().doc(id)
      const eventId = (await ref.get()).get('eventId') as string | undefined
      if (eventId === undefined) return null
      return perEvent(eventId, () =>
        transact(async (tx) => {
          const snap = await tx.get(ref)
          if (!snap.exists) return null
          const checkin = checkinOf(snap)
          const eventRef = events().doc(checkin.eventId)
          const eventSnap = await tx.get(eventRef)
          if (!eventSnap.exists) return null
          const event = eventOf(eventSnap)
          const summary = summaryAfter(event, {
            removed: [checkin],
            ...(await latestCheckins(tx, event, [checkin])),
          })
          tx.delete(ref)
          tx.update(eventRef, summary)
          return { checkin, event: { ...event, ...summary } }
        }, CHECKIN_TRANSACTION),
      )
    },

    async getUser(id) {
      const snap = await users().doc(id).get()
      return snap.exists ? userOf(snap) : null
    },

    async createUser(user) {
      const ref = users().doc(user.id)
      return transact(async (tx) => {
        const [snap, gone] = pairOf(await tx.getAll(ref, tombstone(user.id)))
        assertAlive(gone)
        if (snap.exists) return userOf(snap)
        tx.create(ref, withoutId(user))
        return user
      })
    },

    async updateUser(id, changes) {
      const ref = users().doc(id)
      return transact(async (tx) => {
        const recordRef = moderation().doc(`user:${id}`)
        const [[snap, gone], moderated] = await Promise.all([
          tx.getAll(ref, tombstone(id)).then(pairOf),
          tx.get(recordRef),
        ])
        assertAlive(gone)
        if (!snap.exists) return null
        const current = userOf(snap)
        const record = moderated.exists ? (moderated.data() as ModerationRecord) : null
        const asked: UserChanges = { ...changes }
        // While reports hide the name, a new one waits in the moderation record for the decision.
        if (record?.hidden && asked.username !== undefined) {
          tx.update(recordRef, { originalName: asked.username })
          delete asked.username
        }
        const next: UserRecord = { ...current, ...defined(asked), id }
        if (next.username !== current.username) {
          // The copy of the username on every event of the user changes in the same transaction.
          const [own, written] = await Promise.all([
            tx.get(events().where('ownerId', '==', id)),
            tx.get(checkins().where('userId', '==', id)),
          ])
          for (const e of own.docs) tx.update(e.ref, { ownerName: next.username })
          for (const c of written.docs) tx.update(c.ref, { userName: next.username })
        }
        tx.set(ref, withoutId(next))
        return next
      })
    },

    async deleteUserData(id) {
      const userRef = users().doc(id)
      return transact(async (tx) => {
        const profile = await tx.get(userRef)
        const own = await tx.get(events().where('ownerId', '==', id))
        const entries = new Map<string, DocumentReference>()
        const ownEntries = await tx.get(wishlist().where('userId', '==', id))
        for (const e of ownEntries.docs) entries.set(e.ref.path, e.ref)
        for (const ids of chunks(
          own.docs.map((d) => d.id),
          IN_LIMIT,
        )) {
          const onEvents = await tx.get(wishlist().where('eventId', 'in', ids))
          for (const e of onEvents.docs) entries.set(e.ref.path, e.ref)
        }
        const ownIds = new Set(own.docs.map((d) => d.id))
        // Check-ins on the user's events go with them; the user's others change those events' summaries.
        const onOwn: CheckinRecord[] = []
        for (const ids of chunks([...ownIds], IN_LIMIT)) {
          const snap = await tx.get(checkins().where('eventId', 'in', ids))
          onOwn.push(...snap.docs.map(checkinOf))
        }
        const written = (await tx.get(checkins().where('userId', '==', id))).docs.map(checkinOf)
        const links = await tx.get(linksOf(id))
        const byEvent = new Map<string, CheckinRecord[]>()
        for (const c of written)
          if (!ownIds.has(c.eventId)) byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c])
        const changes: { ref: DocumentReference; summary: ReturnType<typeof summaryAfter> }[] = []
        for (const [eventId, removed] of byEvent) {
          const eventSnap = await tx.get(events().doc(eventId))
          if (!eventSnap.exists) continue
          const event = eventOf(eventSnap)
          const latest = await latestCheckins(tx, event, removed)
          changes.push({ ref: eventSnap.ref, summary: summaryAfter(event, { removed, ...latest }) })
        }
        // Moderation forgets the account: its open reports leave their items' counts, its notices go, and
        // its log entries stay without its identity.
        const [ownReports, ownNotices, logged] = await Promise.all([
          tx.get(reports().where('reporterId', '==', id)),
          tx.get(notices().where('userId', '==', id)),
          tx.get(moderationLog().where('actorId', '==', id)),
        ])
        const reportsByKey = new Map<string, ReportRecord[]>()
        for (const d of ownReports.docs) {
          const r = recordOf<ReportRecord>(d)
          reportsByKey.set(r.key, [...(reportsByKey.get(r.key) ?? []), r])
        }
        const records = await Promise.all(
          [...reportsByKey.keys()].map(async (key) => tx.get(moderation().doc(key))),
        )
        // Every read is done: a transaction's writes must follow its reads.
        for (const d of ownReports.docs) tx.delete(d.ref)
        for (const snap of records)
          if (snap.exists)
            tx.set(snap.ref, withoutReports(snap.data() as ModerationRecord, reportsByKey.get(snap.id) ?? []))
        for (const d of ownNotices.docs) tx.delete(d.ref)
        for (const d of logged.docs) tx.update(d.ref, { actorId: null, actorName: null })
        for (const ref of entries.values()) tx.delete(ref)
        for (const link of links.docs) tx.delete(link.ref)
        for (const c of new Set([...onOwn, ...written].map((c) => c.id))) tx.delete(checkins().doc(c))
        for (const { ref, summary } of changes) tx.update(ref, summary)
        for (const e of own.docs) tx.delete(e.ref)
        if (profile.exists) tx.delete(userRef)
        return {
          profile: profile.exists,
          events: own.docs.map((d) => d.id),
          wishlistEntries: entries.size,
          checkins: written.length,
          checkinPhotos: onOwn.filter((c) => c.userId !== id).flatMap((c) => c.photos),
        }
      })
    },

    async markAccountDeleted(id, deletedAt) {
      // Its commit waits for (or aborts) every transaction that has read the tombstone's absence. An
      // existing one is kept, so retrying a deletion keeps the first date.
      await transact(async (tx) => {
        const ref = tombstone(id)
        if (!(await tx.get(ref)).exists) tx.create(ref, { deletedAt })
      })
    },

    async isAccountDeleted(id) {
      return (await tombstone(id).get()).exists
    },

    async findUserByEmail(email) {
      // one equality on one field: served by Firestore's automatic single-field index
      const snap = await users().where('email', '==', email).limit(1).get()
      const first = snap.docs[0]
      return first ? userOf(first) : null
    },

    async wishlistOf(userId) {
      const snap = await wishlist()
        .where('userId', '==', userId)
        .orderBy('addedAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .get()
      return snap.docs.map(wishlistOf)
    },

    async addToWishlist(userId, eventId, addedAt) {
      const eventRef = events().doc(eventId)
      const ref = wishlist().doc(wishlistItemId(userId, eventId))
      return transact(async (tx) => {
        const [event, existing, gone] = await Promise.all([
          tx.get(eventRef),
          tx.get(ref),
          tx.get(tombstone(userId)),
        ])
        assertAlive(gone)
        if (!event.exists) return null
        if (existing.exists) return { item: wishlistOf(existing), event: eventOf(event), created: false }
        const item: WishlistRecord = { id: ref.id, userId, eventId, addedAt }
        tx.create(ref, withoutId(item))
        return { item, event: eventOf(event), created: true }
      })
    },

    async removeFromWishlist(userId, eventId) {
      const ref = wishlist().doc(wishlistItemId(userId, eventId))
      return transact(async (tx) => {
        const snap = await tx.get(ref)
        if (!snap.exists) return false
        tx.delete(ref)
        return true
      })
    },

    async clearWishlist(userId) {
      return transact(async (tx) => {
        const entries = await tx.get(wishlist().where('userId', '==', userId))
        for (const e of entries.docs) tx.delete(e.ref)
        return entries.size
      })
    },

    async getSharedList(token) {
      const snap = await sharedLists().doc(token).get()
      return snap.exists ? sharedListOf(snap) : null
    },

    async sharedListOf(userId) {
      const snap = await linksOf(userId).limit(1).get()
      const first = snap.docs[0]
      return first ? sharedListOf(first) : null
    },

    async shareWishlist(link) {
      await transact(async (tx) => {
        const [before, gone] = await Promise.all([
          tx.get(linksOf(link.userId)),
          tx.get(tombstone(link.userId)),
        ])
        assertAlive(gone)
        for (const old of before.docs) tx.delete(old.ref)
        tx.create(sharedLists().doc(link.id), withoutId(link))
      })
    },

    async unshareWishlist(userId) {
      return transact(async (tx) => {
        const links = await tx.get(linksOf(userId))
        for (const link of links.docs) tx.delete(link.ref)
        return links.size > 0
      })
    },

    async fileReport(input) {
      const recordRef = moderation().doc(input.key)
      const reportRef = reports().doc(reportId(input.key, input.reporterKey))
      const quotaRef = reportQuota().doc(quotaId(input.reporterKey, input.at))
      return transact(async (tx) => {
        const [recordSnap, previous, quota] = await Promise.all([
          tx.get(recordRef),
          tx.get(reportRef),
          tx.get(quotaRef),
        ])
        if (input.reporterId !== null) assertAlive(await tx.get(tombstone(input.reporterId)))
        const record = recordSnap.exists ? (recordSnap.data() as ModerationRecord) : null
        const plan = planReport(
          input,
          {
            item: await reportedItem(tx, input.key),
            record,
            previous: previous.exists ? recordOf<ReportRecord>(previous) : null,
            quota: quota.exists ? (quota.get('count') as number) : 0,
          },
          newId,
        )
        if (plan === 'not_found' || plan === 'limit' || plan === 'own') return { status: plan }
        const effect = await effectOf(tx, plan.record, plan.effect, null)
        tx.set(reportRef, withoutId(plan.report))
        tx.set(recordRef, plan.record)
        tx.set(quotaRef, { count: plan.quota })
        writeLog(tx, plan.log, plan.notices)
        effect.write()
        return { status: 'saved', created: plan.created, hidden: plan.record.hidden }
      })
    },

    async moderationQueue(limit, after) {
      let query = moderation()
        .where('open', '==', true)
        .orderBy('firstReportedAt')
        .orderBy(FieldPath.documentId())
      if (after) query = query.startAfter(after.firstReportedAt, after.key)
      const snap = await query.limit(limit + 1).get()
      const page = snap.docs.slice(0, limit).map((d) => d.data() as ModerationRecord)
      const entries = await Promise.all(
        page.map(async (record) => {
          // one equality on one field: the automatic index serves it; an item has few open reports
          const open = await reports().where('key', '==', record.key).get()
          const list = open.docs
            .map((d) => recordOf<ReportRecord>(d))
            .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
          return { record, reports: list }
        }),
      )
      const last = page[page.length - 1]
      return {
        entries,
        next:
          snap.size > limit && last ? { firstReportedAt: last.firstReportedAt ?? '', key: last.key } : null,
      }
    },

    async decide(decision) {
      const recordRef = moderation().doc(decision.key)
      return transact(async (tx) => {
        const [recordSnap, open] = await Promise.all([
          tx.get(recordRef),
          tx.get(reports().where('key', '==', decision.key)),
        ])
        const record = recordSnap.exists ? (recordSnap.data() as ModerationRecord) : null
        const plan = planDecision(
          decision,
          record,
          open.docs.map((d) => recordOf<ReportRecord>(d)),
          newId,
        )
        if (!plan || !record) return null
        const effect = await effectOf(tx, record, plan.effect, record.originalName)
        for (const id of plan.dismissed) tx.delete(reports().doc(id))
        tx.set(recordRef, plan.record)
        writeLog(tx, [plan.log], plan.notices)
        effect.write()
        return { removed: plan.effect === 'remove', hidden: false, files: effect.files }
      })
    },

    async moderationLog(limit, after) {
      let query = moderationLog().orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc')
      if (after) query = query.startAfter(after.at, after.id)
      const snap = await query.limit(limit + 1).get()
      const entries = snap.docs.slice(0, limit).map((d) => recordOf<Omit<ModerationLogRecord, 'id'>>(d))
      const last = entries[entries.length - 1]
      return { entries, next: snap.size > limit && last ? { at: last.at, id: last.id } : null }
    },

    async reportsBy(reporterId) {
      // one equality on one field: the automatic index serves it; the daily limit keeps the list short
      const snap = await reports().where('reporterId', '==', reporterId).get()
      return snap.docs
        .map((d) => recordOf<Omit<ReportRecord, 'id'>>(d))
        .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1))
    },

    async noticesOf(userId, limit) {
      const own = notices().where('userId', '==', userId)
      const [page, unread] = await Promise.all([
        own.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(limit).get(),
        own.where('read', '==', false).count().get(),
      ])
      return {
        notices: page.docs.map((d) => recordOf<Omit<NoticeRecord, 'id'>>(d)),
        unread: unread.data().count,
      }
    },

    async markNoticesRead(userId, ids) {
      return transact(async (tx) => {
        const unread = await tx.get(notices().where('userId', '==', userId).where('read', '==', false))
        const wanted = ids ? new Set(ids) : null
        let left = 0
        for (const doc of unread.docs) {
          if (wanted && !wanted.has(doc.id)) left++
          else tx.update(doc.ref, { read: true })
        }
        return left
      })
    },
  }
}
