// The embedded adapter: the whole data set in memory, each change applied synchronously (so atomic) and
// then saved as one JSON file with coalesced atomic writes; a change is acknowledged once it is on disk.
// docs/architecture.md ("The embedded store") says why it works this way.
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eventSearchIndex, wishlistItemId } from '@travel/domain'
import { removeStaleTempFiles, writeFileAtomic } from './atomic-file'
import {
  acceptsAll,
  mostSelective,
  searchPage,
  type Candidate,
  type SearchEvents,
  type SearchOptions,
  type WordCount,
} from './search-page'
import {
  checkinFiltersOf,
  compareInOrder,
  inRange,
  listPlanOf,
  positionOf,
  type ListPlan,
} from './list-order'
import { compareCheckinOrder, confirmsPlace, summaryAfter } from './checkin-summary'
import {
  AccountDeletedError,
  CheckinExistsError,
  StaleEventError,
  compareListOrder,
  type AddToWishlistResult,
  type CheckinPage,
  type CheckinPosition,
  type CheckinRecord,
  type EventFilter,
  type EventPosition,
  type EventRecord,
  type MapPointRecord,
  type Store,
  type SharedListRecord,
  type UserRecord,
  type WishlistRecord,
} from './store'
import { compareNear, distanceKm, geohashOf, hasPosition } from '../geo/near'

export const EMBEDDED_STORE_FILE = 'store.json'
const FORMAT_VERSION = 1

interface Snapshot {
  version: number
  events: EventRecord[]
  users: UserRecord[]
  wishlist: WishlistRecord[]
  /** tombstones of deleted accounts (Store.markAccountDeleted); absent in files written before them */
  deletedAccounts?: { id: string; deletedAt: string }[]
  /** absent in files written before check-ins */
  checkins?: CheckinRecord[]
  /** absent in files written before shared links */
  sharedLists?: SharedListRecord[]
}

export interface EmbeddedStore extends Store {
  /** the file the data lives in */
  readonly file: string
  /** resolves when every change made so far is on disk */
  flush(): Promise<void>
}

/** A change object leaves unchanged fields undefined; they must not overwrite stored values. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

function copyEvent(e: EventRecord): EventRecord {
  return { ...e, coordinates: [...e.coordinates], section: { ...e.section } }
}

function copyCheckin(c: CheckinRecord): CheckinRecord {
  return { ...c, photos: [...c.photos] }
}

/** The check-ins of `list` (kept in check-in order) after `after`, at most `limit` of them. */
function checkinPageOf(list: readonly CheckinRecord[], limit: number, after?: CheckinPosition): CheckinPage {
  const rest = after ? list.filter((c) => compareCheckinOrder(c, after) > 0) : list
  const page = rest.slice(0, limit).map(copyCheckin)
  const last = page[page.length - 1]
  return {
    checkins: page,
    next:
      rest.length > limit && last
        ? { visitDate: last.visitDate, updatedAt: last.updatedAt, id: last.id }
        : null,
  }
}

function matches(e: EventRecord, filter: EventFilter): boolean {
  if (filter.ownerId !== undefined && e.ownerId !== filter.ownerId) return false
  if (filter.country !== undefined && e.country !== filter.country) return false
  if (filter.hideGone && e.gone === true) return false
  const section = filter.section
  if (section) {
    if ('mains' in section) return section.mains.includes(e.section.main)
    return e.section.sub !== null && section.subs.includes(e.section.sub)
  }
  return true
}

function addToIndex(index: Map<string, Set<string>>, key: string, id: string) {
  let set = index.get(key)
  if (!set) index.set(key, (set = new Set()))
  set.add(id)
}

function removeFromIndex(index: Map<string, Set<string>>, key: string, id: string) {
  const set = index.get(key)
  if (!set) return
  set.delete(id)
  if (set.size === 0) index.delete(key)
}

/** Index of the first event in `list` (kept in list order) that is not before `position`. */
function lowerBound(list: readonly EventRecord[], position: EventPosition): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const probe = list[mid]
    if (probe && compareListOrder(probe, position) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The events of `list` (kept newest first) that match the filter's equalities and the plan's range, in
 * the plan's order, strictly after `after`: what Firestore's query of the same list answers.
 */
function* inPlanOrder(
  list: readonly EventRecord[],
  filter: EventFilter,
  plan: ListPlan,
  after: EventPosition | undefined,
): Generator<EventRecord> {
  const wanted = (e: EventRecord | undefined): e is EventRecord =>
    e !== undefined &&
    matches(e, filter) &&
    inRange(plan.range, e) &&
    // The cursor names the last event already shown; it may have been deleted since.
    (!after || compareInOrder(plan.sort, e, after) > 0)
  if (plan.sort === 'newest') {
    for (let i = after ? lowerBound(list, after) : 0; i < list.length; i++) {
      const e = list[i]
      if (wanted(e)) yield e
    }
    return
  }
  // Other orders sort what matches: the embedded store holds a few thousand events at most.
  yield* list.filter(wanted).sort((a, b) => compareInOrder(plan.sort, a, b))
}

function insertOrdered(list: EventRecord[], event: EventRecord) {
  list.splice(lowerBound(list, event), 0, event)
}

function removeOrdered(list: EventRecord[], event: EventRecord) {
  const at = lowerBound(list, event)
  if (list[at]?.id === event.id) list.splice(at, 1)
}

class MemoryData {
  readonly events = new Map<string, EventRecord>()
  /** every event in list order, for keyset pagination by binary search */
  readonly ordered: EventRecord[] = []
  /**
   * The same order per country and per owner: a filtered page scans only the smaller of these lists
   * instead of every event (a country page or "my events" is a small slice of 10,000 events).
   */
  readonly byCountry = new Map<string, EventRecord[]>()
  readonly byOwner = new Map<string, EventRecord[]>()
  /**
   * The search index: each word beginning an event is found by (domain eventSearchIndex) → those events,
   * in list order. Derived, like the lists above, so never out of date and never written to the file;
   * built on the first search rather than on load, which keeps opening 10,000 events fast for the many
   * uses (tests, a list page) that never search.
   */
  private byWord: Map<string, EventRecord[]> | null = null
  readonly users = new Map<string, UserRecord>()
  readonly wishlist = new Map<string, WishlistRecord>()
  readonly wishlistByUser = new Map<string, Set<string>>()
  readonly wishlistByEvent = new Map<string, Set<string>>()
  /** uid → when its deletion began */
  readonly deletedAccounts = new Map<string, string>()
  /** token → link, and each user's one token */
  readonly sharedLists = new Map<string, SharedListRecord>()
  readonly sharedListByUser = new Map<string, string>()

  putSharedList(link: SharedListRecord) {
    this.dropSharedList(link.userId)
    this.sharedLists.set(link.id, link)
    this.sharedListByUser.set(link.userId, link.id)
  }

  dropSharedList(userId: string): boolean {
    const token = this.sharedListByUser.get(userId)
    if (token === undefined) return false
    this.sharedLists.delete(token)
    this.sharedListByUser.delete(userId)
    return true
  }
  readonly checkins = new Map<string, CheckinRecord>()
  /** per event and per user, in check-in order */
  readonly checkinsByEvent = new Map<string, CheckinRecord[]>()
  readonly checkinsByUser = new Map<string, CheckinRecord[]>()

  putCheckin(checkin: CheckinRecord) {
    this.checkins.set(checkin.id, checkin)
    for (const [index, key] of [
      [this.checkinsByEvent, checkin.eventId],
      [this.checkinsByUser, checkin.userId],
    ] as const) {
      let list = index.get(key)
      if (!list) index.set(key, (list = []))
      const at = list.findIndex((c) => compareCheckinOrder(c, checkin) > 0)
      list.splice(at === -1 ? list.length : at, 0, checkin)
    }
  }

  dropCheckin(id: string): CheckinRecord | undefined {
    const checkin = this.checkins.get(id)
    if (!checkin) return undefined
    this.checkins.delete(id)
    for (const [index, key] of [
      [this.checkinsByEvent, checkin.eventId],
      [this.checkinsByUser, checkin.userId],
    ] as const) {
      const list = (index.get(key) ?? []).filter((c) => c.id !== id)
      if (list.length) index.set(key, list)
      else index.delete(key)
    }
    return checkin
  }

  /**
   * Applies a check-in change to its event's summary, reading the latest check-ins the way the Firestore
   * adapter does, so both adapters compute it alike.
   */
  changeCheckins(event: EventRecord, removed: CheckinRecord[], added?: CheckinRecord) {
    const list = this.checkinsByEvent.get(event.id) ?? []
    const k = removed.length + 1
    const summary = summaryAfter(event, {
      removed,
      added,
      latest: list.slice(0, k),
      latestConfirming: list.filter(confirmsPlace).slice(0, k),
    })
    for (const c of removed) this.dropCheckin(c.id)
    if (added) this.putCheckin(added)
    // Summary fields take no part in any order or index, so the record changes in place.
    Object.assign(event, summary)
  }

  /**
   * The guard of every write on behalf of a user. Checked synchronously just before the change, which
   * is applied synchronously too, so no deletion can begin in between.
   */
  assertAlive(uid: string) {
    if (this.deletedAccounts.has(uid)) throw new AccountDeletedError(uid)
  }

  private static slice(index: Map<string, EventRecord[]>, key: string): EventRecord[] {
    let list = index.get(key)
    if (!list) index.set(key, (list = []))
    return list
  }

  putEvent(event: EventRecord) {
    this.events.set(event.id, event)
    insertOrdered(this.ordered, event)
    insertOrdered(MemoryData.slice(this.byCountry, event.country), event)
    insertOrdered(MemoryData.slice(this.byOwner, event.ownerId), event)
    if (this.byWord)
      for (const word of eventSearchIndex(event)) insertOrdered(MemoryData.slice(this.byWord, word), event)
  }

  /** takes the event out of the map and the orders, leaving its wishlist entries */
  unplaceEvent(event: EventRecord) {
    this.events.delete(event.id)
    removeOrdered(this.ordered, event)
    for (const [index, key] of [
      [this.byCountry, event.country],
      [this.byOwner, event.ownerId],
    ] as const) {
      const list = index.get(key)
      if (!list) continue
      removeOrdered(list, event)
      if (list.length === 0) index.delete(key)
    }
    // The record is unchanged since it was placed (only ownerName, which is not searched, changes in
    // place), so its index computed now is the one it was placed under.
    if (this.byWord) {
      for (const word of eventSearchIndex(event)) {
        const list = this.byWord.get(word)
        if (!list) continue
        removeOrdered(list, event)
        if (list.length === 0) this.byWord.delete(word)
      }
    }
  }

  /** The search index, built from every event the first time a search needs it. */
  wordIndex(): Map<string, EventRecord[]> {
    if (!this.byWord) {
      const index = new Map<string, EventRecord[]>()
      // In list order, so every list is born sorted.
      for (const event of this.ordered)
        for (const word of eventSearchIndex(event)) MemoryData.slice(index, word).push(event)
      this.byWord = index
    }
    return this.byWord
  }

  /** the shortest ordered list that holds every event the filter can match */
  candidates(filter: EventFilter): readonly EventRecord[] {
    let best: readonly EventRecord[] = this.ordered
    if (filter.country !== undefined) best = this.byCountry.get(filter.country) ?? []
    if (filter.ownerId !== undefined) {
      const own = this.byOwner.get(filter.ownerId) ?? []
      if (own.length < best.length) best = own
    }
    return best
  }

  /** removes the event, every wishlist entry pointing at it and its check-ins; answers the check-ins */
  dropEvent(event: EventRecord): CheckinRecord[] {
    this.unplaceEvent(event)
    for (const entryId of [...(this.wishlistByEvent.get(event.id) ?? [])]) this.dropWishlist(entryId)
    const checkins = [...(this.checkinsByEvent.get(event.id) ?? [])]
    for (const c of checkins) this.dropCheckin(c.id)
    return checkins
  }

  putWishlist(entry: WishlistRecord) {
    this.wishlist.set(entry.id, entry)
    addToIndex(this.wishlistByUser, entry.userId, entry.id)
    addToIndex(this.wishlistByEvent, entry.eventId, entry.id)
  }

  dropWishlist(id: string) {
    const entry = this.wishlist.get(id)
    if (!entry) return
    this.wishlist.delete(id)
    removeFromIndex(this.wishlistByUser, entry.userId, id)
    removeFromIndex(this.wishlistByEvent, entry.eventId, id)
  }

  load(snapshot: Snapshot) {
    for (const u of snapshot.users) this.users.set(u.id, u)
    for (const e of snapshot.events) this.events.set(e.id, e)
    // Sorted once, then distributed: each per-key list inherits the order without a sort of its own.
    for (const e of this.events.values()) this.ordered.push(e)
    this.ordered.sort(compareListOrder)
    for (const e of this.ordered) {
      MemoryData.slice(this.byCountry, e.country).push(e)
      MemoryData.slice(this.byOwner, e.ownerId).push(e)
    }
    for (const w of snapshot.wishlist) this.putWishlist(w)
    for (const d of snapshot.deletedAccounts ?? []) this.deletedAccounts.set(d.id, d.deletedAt)
    for (const c of snapshot.checkins ?? []) this.putCheckin(c)
    for (const l of snapshot.sharedLists ?? []) this.putSharedList(l)
  }

  serialize(): string {
    const snapshot: Snapshot = {
      version: FORMAT_VERSION,
      events: this.ordered,
      users: [...this.users.values()],
      wishlist: [...this.wishlist.values()],
      deletedAccounts: [...this.deletedAccounts].map(([id, deletedAt]) => ({ id, deletedAt })),
      checkins: [...this.checkins.values()],
      sharedLists: [...this.sharedLists.values()],
    }
    return JSON.stringify(snapshot)
  }
}

async function readSnapshot(file: string): Promise<Snapshot | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const parsed = JSON.parse(text) as Partial<Snapshot>
  if (parsed.version !== FORMAT_VERSION) {
    throw new Error(`${file} has format version ${String(parsed.version)}, expected ${FORMAT_VERSION}`)
  }
  return {
    version: FORMAT_VERSION,
    events: parsed.events ?? [],
    users: parsed.users ?? [],
    wishlist: parsed.wishlist ?? [],
    deletedAccounts: parsed.deletedAccounts ?? [],
    checkins: parsed.checkins ?? [],
    sharedLists: parsed.sharedLists ?? [],
  }
}

/** Opens (or creates) the embedded store in `folder`, e.g. `.data/api`. */
export async function openEmbeddedStore(folder: string, options: SearchOptions = {}): Promise<EmbeddedStore> {
  await mkdir(folder, { recursive: true })
  const file = join(folder, EMBEDDED_STORE_FILE)
  await removeStaleTempFiles(file)
  const data = new MemoryData()
  const snapshot = await readSnapshot(file)
  if (snapshot) data.load(snapshot)

  // Write coalescing: `changed` counts changes, `saved` is the count the file on disk holds.
  let changed = 0
  let saved = 0
  let writing: Promise<void> | undefined

  async function persist(): Promise<void> {
    const target = ++changed
    while (saved < target) {
      if (writing) {
        await writing.catch(() => undefined)
        continue
      }
      const upTo = changed
      // Serialised synchronously, so the file holds whole changes only.
      const content = data.serialize()
      writing = writeFileAtomic(file, content).then(() => {
        saved = Math.max(saved, upTo)
      })
      try {
        await writing
      } finally {
        writing = undefined
      }
    }
  }

  /** A search, the way search-page.ts describes it, from the in-memory index. */
  const searchEvents: SearchEvents = async (words, filter, limit, after) => {
    const index = data.wordIndex()
    const holders = (word: string): readonly EventRecord[] => index.get(word) ?? []
    const holds = (word: string, event: EventRecord) =>
      holders(word)[lowerBound(holders(word), event)] === event
    const plain: EventFilter = { ...filter, words: undefined }
    const filtered =
      plain.ownerId !== undefined ||
      plain.country !== undefined ||
      plain.section !== undefined ||
      plain.hideGone === true
    // The same counts Firestore's count() gives: the events holding the word that pass the filters.
    const counts: WordCount[] = words.map((word) => ({
      word,
      count:
        words.length === 1 || !filtered
          ? holders(word).length
          : holders(word).reduce((n, e) => (matches(e, plain) ? n + 1 : n), 0),
    }))
    const best = mostSelective(counts)
    if (!best || best.count === 0) return { events: [], next: null }
    const word = best.word
    const others = words.filter((w) => w !== word)
    // Walk whichever ordered list is shortest: the word's events, or the country's or the owner's.
    const byFilter = data.candidates(plain)
    const byWord = holders(word)
    const list = byFilter.length < byWord.length ? byFilter : byWord
    const plan = listPlanOf(filter)
    function* candidates(): Generator<Candidate> {
      for (const event of inPlanOrder(list, plain, plan, after)) {
        if (list !== byWord && !holds(word, event)) continue
        yield { event, has: (other) => holds(other, event) }
      }
    }
    const page = await searchPage(candidates(), acceptsAll(others, plan.check), limit, options.scanBudget)
    return { ...page, events: page.events.map(copyEvent) }
  }

  /** The filter as one test, its search words included (looked up in the search index). */
  function matcherOf(filter: EventFilter): (e: EventRecord) => boolean {
    const words = filter.words ?? []
    const passes = checkinFiltersOf(filter)
    if (!words.length) return (e) => matches(e, filter) && passes(e)
    const index = data.wordIndex()
    const holds = (word: string, e: EventRecord) => {
      const list = index.get(word) ?? []
      return list[lowerBound(list, e)] === e
    }
    return (e) => matches(e, filter) && passes(e) && words.every((w) => holds(w, e))
  }

  const store: EmbeddedStore = {
    file,

    async flush() {
      while (writing) await writing.catch(() => undefined)
      if (saved < changed) await persist()
    },

    async getEvent(id) {
      const e = data.events.get(id)
      return e ? copyEvent(e) : null
    },

    async getEvents(ids) {
      const found: EventRecord[] = []
      for (const id of ids) {
        const e = data.events.get(id)
        if (e) found.push(copyEvent(e))
      }
      return found
    },

    async listEvents(filter, limit, after) {
      if (filter.words?.length) return searchEvents(filter.words, filter, limit, after)
      const plan = listPlanOf(filter)
      const walk = inPlanOrder(data.candidates(filter), filter, plan, after)
      if (plan.check) {
        const candidates = (function* () {
          for (const event of walk) yield { event, has: () => true }
        })()
        const page = await searchPage(candidates, acceptsAll([], plan.check), limit, options.scanBudget)
        return { ...page, events: page.events.map(copyEvent) }
      }
      const page: EventRecord[] = []
      let more = false
      for (const e of walk) {
        if (page.length === limit) {
          more = true
          break
        }
        page.push(copyEvent(e))
      }
      const last = page[page.length - 1]
      return { events: page, next: more && last ? positionOf(last) : null }
    },

    async nearEvents(filter, area, limit, after) {
      // A scan: the embedded store holds a local stack's or a test's events, a few thousand at most.
      const found: { event: EventRecord; distanceKm: number }[] = []
      const matching = matcherOf(filter)
      for (const e of data.candidates(filter)) {
        if (!matching(e) || !hasPosition(e.coordinates)) continue
        const km = distanceKm(area.center, e.coordinates)
        if (km > area.radiusKm) continue
        if (after && compareNear({ distanceKm: km, id: e.id }, after) <= 0) continue
        found.push({ event: e, distanceKm: km })
      }
      found.sort((a, b) =>
        compareNear(
          { distanceKm: a.distanceKm, id: a.event.id },
          { distanceKm: b.distanceKm, id: b.event.id },
        ),
      )
      const page = found.slice(0, limit).map((f) => ({ event: copyEvent(f.event), distanceKm: f.distanceKm }))
      const last = page[page.length - 1]
      return {
        events: page,
        next: found.length > limit && last ? { distanceKm: last.distanceKm, id: last.event.id } : null,
      }
    },

    async mapPoints(filter, max) {
      const found: { hash: string; point: MapPointRecord }[] = []
      const matching = matcherOf(filter)
      for (const e of data.candidates(filter)) {
        const hash = matching(e) ? geohashOf(e.coordinates) : null
        if (hash === null) continue
        const { id, title, thumbnail, coordinates, access, date, section, ratingAverage, lastVisit, state } =
          e
        found.push({
          hash,
          point: {
            id,
            title,
            thumbnail,
            coordinates: [...coordinates],
            access,
            date,
            section: { ...section },
            ...defined({ ratingAverage, lastVisit, state }),
          },
        })
      }
      // Geohash order, ties by id: the order Firestore answers the same query in.
      found.sort((a, b) =>
        a.hash !== b.hash ? (a.hash < b.hash ? -1 : 1) : a.point.id < b.point.id ? -1 : 1,
      )
      return { points: found.slice(0, max).map((f) => f.point), truncated: found.length > max }
    },

    async createEvent(event) {
      if (data.events.has(event.id)) throw new Error(`event ${event.id} already exists`)
      data.assertAlive(event.ownerId)
      data.putEvent(copyEvent(event))
      await persist()
    },

    async updateEvent(id, changes, ifUpdatedAt) {
      const current = data.events.get(id)
      if (!current) return null
      if (ifUpdatedAt !== undefined && current.updatedAt !== ifUpdatedAt) throw new StaleEventError(id)
      data.assertAlive(current.ownerId)
      const next: EventRecord = copyEvent({ ...current, ...defined(changes), id })
      // Re-placed because a new date moves it in the list order.
      data.unplaceEvent(current)
      data.putEvent(next)
      await persist()
      return copyEvent(next)
    },

    async deleteEvent(id) {
      const current = data.events.get(id)
      if (!current) return null
      const checkinPhotos = data.dropEvent(current).flatMap((c) => c.photos)
      await persist()
      return { checkinPhotos }
    },

    async getCheckin(id) {
      const c = data.checkins.get(id)
      return c ? copyCheckin(c) : null
    },

    async checkinsOfEvent(eventId, limit, after) {
      return checkinPageOf(data.checkinsByEvent.get(eventId) ?? [], limit, after)
    },

    async checkinsOfUser(userId, limit, after) {
      return checkinPageOf(data.checkinsByUser.get(userId) ?? [], limit, after)
    },

    async saveCheckin(checkin, moveFrom) {
      data.assertAlive(checkin.userId)
      const event = data.events.get(checkin.eventId)
      if (!event) return null
      let previous = data.checkins.get(checkin.id)
      if (moveFrom !== undefined && moveFrom !== checkin.id) {
        if (previous) throw new CheckinExistsError(checkin.id)
        previous = data.checkins.get(moveFrom)
        if (!previous) return null
      }
      const saved = copyCheckin({ ...checkin, createdAt: previous?.createdAt ?? checkin.createdAt })
      data.changeCheckins(event, previous ? [previous] : [], saved)
      await persist()
      return { checkin: copyCheckin(saved), event: copyEvent(event), created: !previous }
    },

    async deleteCheckin(id) {
      const checkin = data.checkins.get(id)
      const event = checkin && data.events.get(checkin.eventId)
      if (!checkin || !event) return null
      data.changeCheckins(event, [checkin])
      await persist()
      return { checkin: copyCheckin(checkin), event: copyEvent(event) }
    },

    async getUser(id) {
      const u = data.users.get(id)
      return u ? { ...u } : null
    },

    async createUser(user) {
      data.assertAlive(user.id)
      const existing = data.users.get(user.id)
      if (existing) return { ...existing }
      data.users.set(user.id, { ...user })
      await persist()
      return { ...user }
    },

    async updateUser(id, changes) {
      data.assertAlive(id)
      const current = data.users.get(id)
      if (!current) return null
      const next: UserRecord = { ...current, ...defined(changes), id }
      data.users.set(id, next)
      if (changes.username !== undefined && changes.username !== current.username) {
        // Records never leave the store uncopied, so changing them in place is safe.
        for (const e of data.byOwner.get(id) ?? []) e.ownerName = next.username
        for (const c of data.checkinsByUser.get(id) ?? []) c.userName = next.username
      }
      await persist()
      return { ...next }
    },

    async deleteUserData(id) {
      const entriesBefore = data.wishlist.size
      const profile = data.users.delete(id)
      const own = [...(data.byOwner.get(id) ?? [])]
      const withEvents = own.flatMap((e) => data.dropEvent(e))
      // The user's own photos go with the user's folder; other travellers' are named one by one.
      const checkinPhotos = withEvents.filter((c) => c.userId !== id).flatMap((c) => c.photos)
      let checkins = withEvents.filter((c) => c.userId === id).length
      for (const entryId of [...(data.wishlistByUser.get(id) ?? [])]) data.dropWishlist(entryId)
      const wishlistEntries = entriesBefore - data.wishlist.size
      const sharedList = data.dropSharedList(id)
      // The user's check-ins on other travellers' events, grouped by event so each summary changes once.
      const byEvent = new Map<string, CheckinRecord[]>()
      for (const c of data.checkinsByUser.get(id) ?? [])
        byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c])
      for (const [eventId, removed] of byEvent) {
        const event = data.events.get(eventId)
        if (event) data.changeCheckins(event, removed)
        else for (const c of removed) data.dropCheckin(c.id)
        checkins += removed.length
      }
      if (profile || own.length || wishlistEntries || checkins || sharedList) await persist()
      return { profile, events: own.map((e) => e.id), wishlistEntries, checkins, checkinPhotos }
    },

    async markAccountDeleted(id, deletedAt) {
      if (data.deletedAccounts.has(id)) return
      data.deletedAccounts.set(id, deletedAt)
      await persist()
    },

    async isAccountDeleted(id) {
      return data.deletedAccounts.has(id)
    },

    async findUserByEmail(email) {
      // A scan: profiles are few locally, and an e-mail is looked up only when a profile is written.
      for (const u of data.users.values()) if (u.email === email) return { ...u }
      return null
    },

    async wishlistOf(userId) {
      const ids = data.wishlistByUser.get(userId) ?? new Set<string>()
      return [...ids]
        .map((id) => data.wishlist.get(id))
        .filter((w): w is WishlistRecord => Boolean(w))
        .sort((a, b) => (a.addedAt === b.addedAt ? (a.id < b.id ? 1 : -1) : a.addedAt < b.addedAt ? 1 : -1))
        .map((w) => ({ ...w }))
    },

    async addToWishlist(userId, eventId, addedAt): Promise<AddToWishlistResult | null> {
      data.assertAlive(userId)
      const event = data.events.get(eventId)
      if (!event) return null
      const id = wishlistItemId(userId, eventId)
      const existing = data.wishlist.get(id)
      if (existing) return { item: { ...existing }, event: copyEvent(event), created: false }
      const item: WishlistRecord = { id, userId, eventId, addedAt }
      data.putWishlist(item)
      await persist()
      return { item: { ...item }, event: copyEvent(event), created: true }
    },

    async removeFromWishlist(userId, eventId) {
      const id = wishlistItemId(userId, eventId)
      if (!data.wishlist.has(id)) return false
      data.dropWishlist(id)
      await persist()
      return true
    },

    async clearWishlist(userId) {
      const entries = [...(data.wishlistByUser.get(userId) ?? [])]
      for (const entryId of entries) data.dropWishlist(entryId)
      if (entries.length) await persist()
      return entries.length
    },

    async getSharedList(token) {
      const link = data.sharedLists.get(token)
      return link ? { ...link } : null
    },

    async sharedListOf(userId) {
      const token = data.sharedListByUser.get(userId)
      const link = token === undefined ? undefined : data.sharedLists.get(token)
      return link ? { ...link } : null
    },

    async shareWishlist(link) {
      data.assertAlive(link.userId)
      data.putSharedList({ ...link })
      await persist()
    },

    async unshareWishlist(userId) {
      if (!data.dropSharedList(userId)) return false
      await persist()
      return true
    },
  }
  return store
}
