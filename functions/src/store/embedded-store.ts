// The embedded adapter: the whole data set in memory, each change applied synchronously (so atomic) and
// then saved as one JSON file with coalesced atomic writes; a change is acknowledged once it is on disk.
// docs/architecture.md ("The embedded store") says why it works this way.
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { answerOf, eventSearchIndex, factAnswerKey, factsOfChange, wishlistItemId } from '@travel/domain'
import { removeStaleTempFiles, writeFileAtomic } from './shared/atomic-file'
import {
  acceptsAll,
  mostSelective,
  searchPage,
  type Candidate,
  type SearchEvents,
  type SearchOptions,
  type WordCount,
} from './events/search-page'
import {
  checkinFiltersOf,
  compareInOrder,
  inRange,
  listPlanOf,
  positionOf,
  type ListPlan,
} from './events/list-order'
import { compareCheckinOrder, confirmsPlace, latestToRead, summaryAfter } from './checkins/checkin-summary'
import { inIdRange } from './events/id-ranges'
import {
  AccountDeletedError,
  CheckinExistsError,
  StaleEventError,
  compareListOrder,
  keptModeration,
  listingOf,
  type AddToWishlistResult,
  type CheckinPage,
  type CheckinPosition,
  type CheckinRecord,
  type EventFilter,
  type EventPosition,
  type EventRecord,
  type SitemapEventRecord,
  type GeohashRange,
  type MapPointRecord,
  type SharedListRecord,
  type UserChanges,
  type UserRecord,
  type WishlistRecord,
} from './port'
import { compareNear, distanceKm, geohashOf, hasPosition } from '../geo/near'
import { parseReportTargetKey } from '@travel/domain'
import { planDecision, planReport, withoutReports, type ItemEffect } from './moderation/plan'
import {
  NEUTRAL_NAME,
  quotaId,
  type ModerationLogRecord,
  type ModerationRecord,
  type NoticeRecord,
  type ReportRecord,
  type ReportedItem,
} from './moderation/records'
import { newId } from './shared/new-id'
import { composeStore, type FlatStore } from './compose'
import type { Store } from './port'

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
  /** absent in files written before moderation (docs/moderation.md) */
  reports?: ReportRecord[]
  moderation?: ModerationRecord[]
  moderationLog?: ModerationLogRecord[]
  notices?: NoticeRecord[]
  reportQuota?: { id: string; count: number }[]
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
  return {
    ...e,
    coordinates: [...e.coordinates],
    section: { ...e.section },
    ...(e.amenities ? { amenities: structuredClone(e.amenities) } : {}),
  }
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
  if (filter.listing && !filter.listing.includes(listingOf(e))) return false
  const section = filter.section
  if (section) {
    if ('mains' in section) return section.mains.includes(e.section.main)
    return e.section.sub !== null && section.subs.includes(e.section.sub)
  }
  return true
}

/** Queue order: the oldest first report first, then key. */
function compareQueue(
  a: { firstReportedAt: string | null; key: string },
  b: { firstReportedAt: string | null; key: string },
): number {
  const at = a.firstReportedAt ?? ''
  const bt = b.firstReportedAt ?? ''
  if (at !== bt) return at < bt ? -1 : 1
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

/** Log order: newest first, then id descending. */
function compareLog(a: { at: string; id: string }, b: { at: string; id: string }): number {
  if (a.at !== b.at) return a.at > b.at ? -1 : 1
  return a.id > b.id ? -1 : a.id < b.id ? 1 : 0
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
  readonly reports = new Map<string, ReportRecord>()
  readonly moderation = new Map<string, ModerationRecord>()
  /** in the order written: the log reads it backwards */
  readonly moderationLog: ModerationLogRecord[] = []
  readonly notices = new Map<string, NoticeRecord>()
  /** reporter and UTC day → reports sent; old days are never read again (and few) */
  readonly reportQuota = new Map<string, number>()
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
    const k = latestToRead(event, removed.length)
    const latestAnswers: Record<string, CheckinRecord[]> = {}
    for (const fact of factsOfChange(removed, added))
      for (const value of [true, false])
        latestAnswers[factAnswerKey(fact, value)] = list
          .filter((c) => answerOf(c, fact) === value)
          .slice(0, k)
    const summary = summaryAfter(event, {
      removed,
      added,
      latest: list.slice(0, k),
      latestConfirming: list.filter(confirmsPlace).slice(0, k),
      latestAnswers,
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
    for (const r of snapshot.reports ?? []) this.reports.set(r.id, r)
    for (const m of snapshot.moderation ?? []) this.moderation.set(m.key, m)
    this.moderationLog.push(...(snapshot.moderationLog ?? []))
    for (const n of snapshot.notices ?? []) this.notices.set(n.id, n)
    for (const q of snapshot.reportQuota ?? []) this.reportQuota.set(q.id, q.count)
  }

  /**
   * A deleted account leaves moderation: its open reports (out of their items' counts) and its notices
   * go, and its log entries stay without its identity. Answers whether anything changed.
   */
  forgetReporter(uid: string): boolean {
    let changed = false
    const byKey = new Map<string, ReportRecord[]>()
    for (const r of this.reports.values())
      if (r.reporterId === uid) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r])
    for (const [key, removed] of byKey) {
      for (const r of removed) this.reports.delete(r.id)
      const record = this.moderation.get(key)
      if (record) this.moderation.set(key, withoutReports(record, removed))
      changed = true
    }
    for (const n of [...this.notices.values()])
      if (n.userId === uid) {
        this.notices.delete(n.id)
        changed = true
      }
    for (const entry of this.moderationLog)
      if (entry.actorId === uid) {
        entry.actorId = null
        entry.actorName = null
        changed = true
      }
    return changed
  }

  /** The reported item as a report needs it, or null when it does not exist (or has no such photo). */
  reportedItem(key: string): ReportedItem | null {
    const target = parseReportTargetKey(key)
    if (!target) return null
    if (target.type === 'event') {
      const e = this.events.get(target.id)
      return e ? { label: e.title, authorId: e.ownerId, photoUrl: null } : null
    }
    if (target.type === 'user') {
      const u = this.users.get(target.id)
      return u ? { label: u.username, authorId: u.id, photoUrl: null } : null
    }
    const c = this.checkins.get(target.id)
    if (!c) return null
    const label = this.events.get(c.eventId)?.title ?? c.userName
    if (target.type === 'checkin') return { label, authorId: c.userId, photoUrl: null }
    const url = c.photos[target.photo]
    return url === undefined ? null : { label, authorId: c.userId, photoUrl: url }
  }

  /** Changes a user's name and its copies on their events and check-ins (as updateUser does). */
  renameUser(id: string, username: string) {
    const user = this.users.get(id)
    if (!user) return
    this.users.set(id, { ...user, username })
    for (const e of this.byOwner.get(id) ?? []) e.ownerName = username
    for (const c of this.checkinsByUser.get(id) ?? []) c.userName = username
  }

  /** Hides, shows or removes a moderated item; answers the files that went with it. */
  applyEffect(record: ModerationRecord, effect: ItemEffect, originalName: string | null): string[] {
    if (effect === 'none') return []
    const id = record.targetId
    if (record.type === 'event') {
      const event = this.events.get(id)
      if (!event) return []
      if (effect === 'remove') {
        const photos = this.dropEvent(event).flatMap((c) => c.photos)
        return [event.image, event.thumbnail, event.gpxFile, ...photos].filter(
          (url): url is string => typeof url === 'string' && url !== '',
        )
      }
      // Neither field takes part in an order or index of the embedded store, so they change in place.
      event.hidden = effect === 'hide'
      event.listing = listingOf(event)
      return []
    }
    if (record.type === 'user') {
      if (effect === 'hide' || effect === 'remove') this.renameUser(id, NEUTRAL_NAME)
      else if (originalName !== null) this.renameUser(id, originalName)
      return []
    }
    const checkin = this.checkins.get(id)
    if (!checkin) return []
    if (record.type === 'checkin') {
      const event = this.events.get(checkin.eventId)
      const next = effect === 'remove' ? undefined : { ...checkin, hidden: effect === 'hide' }
      // Hiding or showing a check-in takes it out of its event's summary or puts it back, like a rewrite.
      if (event) this.changeCheckins(event, [checkin], next)
      else if (next) checkin.hidden = next.hidden
      else this.dropCheckin(checkin.id)
      return next ? [] : checkin.photos
    }
    const url = record.photoUrl
    if (url === null) return []
    const hiddenPhotos = (checkin.hiddenPhotos ?? []).filter((p) => p !== url)
    if (effect === 'hide') hiddenPhotos.push(url)
    checkin.hiddenPhotos = hiddenPhotos
    if (effect !== 'remove') return []
    checkin.photos = checkin.photos.filter((p) => p !== url)
    return [url]
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
      reports: [...this.reports.values()],
      moderation: [...this.moderation.values()],
      moderationLog: this.moderationLog,
      notices: [...this.notices.values()],
      reportQuota: [...this.reportQuota].map(([id, count]) => ({ id, count })),
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
    reports: parsed.reports ?? [],
    moderation: parsed.moderation ?? [],
    moderationLog: parsed.moderationLog ?? [],
    notices: parsed.notices ?? [],
    reportQuota: parsed.reportQuota ?? [],
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
      plain.listing !== undefined
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

  /** Whether a geohash lies in a cell of the map. */
  function inRange(hash: string, { from, to }: GeohashRange): boolean {
    const head = hash.slice(0, from.length)
    return head >= from && head <= to
  }

  /** The matching events with a position whose geohash passes `inArea`, as map points in geohash order. */
  function mapPointsIn(filter: EventFilter, inArea: (hash: string) => boolean): MapPointRecord[] {
    const found: { hash: string; point: MapPointRecord }[] = []
    const matching = matcherOf(filter)
    for (const e of data.candidates(filter)) {
      const hash = matching(e) ? geohashOf(e.coordinates) : null
      if (hash === null || !inArea(hash)) continue
      const { id, title, thumbnail, coordinates, access, date, section, ratingAverage, lastVisit, state } = e
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
    found.sort((a, b) => (a.hash !== b.hash ? (a.hash < b.hash ? -1 : 1) : a.point.id < b.point.id ? -1 : 1))
    return found.map((f) => f.point)
  }

  const store: FlatStore = {
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
      const found = mapPointsIn(filter, () => true)
      return { points: found.slice(0, max), truncated: found.length > max }
    },

    async countCells(filter, cells) {
      const sums = cells.map(() => ({ count: 0, lat: 0, lng: 0 }))
      const matching = matcherOf(filter)
      for (const e of data.candidates(filter)) {
        const hash = matching(e) ? geohashOf(e.coordinates) : null
        const at = hash === null ? -1 : cells.findIndex((cell) => inRange(hash, cell))
        const sum = sums[at]
        if (!sum) continue
        sum.count++
        sum.lat += e.coordinates[0] ?? 0
        sum.lng += e.coordinates[1] ?? 0
      }
      return sums.map(({ count, lat, lng }) => ({ count, mean: count ? [lat / count, lng / count] : null }))
    },

    async cellPoints(filter, cells) {
      if (!cells.length) return []
      return mapPointsIn(filter, (hash) => cells.some((cell) => inRange(hash, cell)))
    },

    async eventsWithoutMapPosition() {
      return []
    },

    async countListed(listing) {
      let count = 0
      for (const e of data.events.values()) if (listing.includes(listingOf(e))) count++
      return count
    },

    async listedInIdRange(listing, range, max) {
      const found: SitemapEventRecord[] = []
      for (const e of data.events.values())
        if (inIdRange(e.id, range) && listing.includes(listingOf(e)))
          found.push({ id: e.id, updatedAt: e.updatedAt, ...defined({ lastVisit: e.lastVisit }) })
      found.sort((a, b) => (a.id < b.id ? -1 : 1))
      return { events: found.slice(0, max), truncated: found.length > max }
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
      const saved = copyCheckin({
        ...checkin,
        createdAt: previous?.createdAt ?? checkin.createdAt,
        ...keptModeration(previous, checkin.photos),
      })
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
      const asked: UserChanges = { ...changes }
      const record = data.moderation.get(`user:${id}`)
      // While reports hide the name, a new one waits in the moderation record for the decision.
      if (record?.hidden && asked.username !== undefined) {
        data.moderation.set(record.key, { ...record, originalName: asked.username })
        delete asked.username
      }
      const next: UserRecord = { ...current, ...defined(asked), id }
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
      const moderated = data.forgetReporter(id)
      if (profile || own.length || wishlistEntries || checkins || sharedList || moderated) await persist()
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

    async fileReport(input) {
      if (input.reporterId !== null) data.assertAlive(input.reporterId)
      const quotaKey = quotaId(input.reporterKey, input.at)
      const plan = planReport(
        input,
        {
          item: data.reportedItem(input.key),
          record: data.moderation.get(input.key) ?? null,
          previous: data.reports.get(`${input.key}~${input.reporterKey}`) ?? null,
          quota: data.reportQuota.get(quotaKey) ?? 0,
        },
        newId,
      )
      if (plan === 'not_found' || plan === 'limit' || plan === 'own') return { status: plan }
      data.reports.set(plan.report.id, plan.report)
      data.moderation.set(plan.record.key, plan.record)
      data.reportQuota.set(quotaKey, plan.quota)
      data.moderationLog.push(...plan.log)
      for (const n of plan.notices) data.notices.set(n.id, n)
      data.applyEffect(plan.record, plan.effect, null)
      await persist()
      return { status: 'saved', created: plan.created, hidden: plan.record.hidden }
    },

    async moderationQueue(limit, after) {
      const open = [...data.moderation.values()]
        .filter((m) => m.open && m.firstReportedAt !== null)
        .sort((a, b) => compareQueue(a, b))
        .filter((m) => !after || compareQueue(m, after) > 0)
      const page = open.slice(0, limit)
      const entries = page.map((record) => ({
        record: { ...record, reporters: [...record.reporters] },
        reports: [...data.reports.values()]
          .filter((r) => r.key === record.key)
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
          .map((r) => ({ ...r })),
      }))
      const last = page[page.length - 1]
      return {
        entries,
        next:
          open.length > limit && last ? { firstReportedAt: last.firstReportedAt ?? '', key: last.key } : null,
      }
    },

    async decide(decision) {
      const record = data.moderation.get(decision.key) ?? null
      const reports = [...data.reports.values()].filter((r) => r.key === decision.key)
      const plan = planDecision(decision, record, reports, newId)
      if (!plan || !record) return null
      const files = data.applyEffect(record, plan.effect, record.originalName)
      for (const id of plan.dismissed) data.reports.delete(id)
      data.moderation.set(plan.record.key, plan.record)
      data.moderationLog.push(plan.log)
      for (const n of plan.notices) data.notices.set(n.id, n)
      await persist()
      return { removed: plan.effect === 'remove', hidden: false, files }
    },

    async moderationLog(limit, after) {
      const newestFirst = [...data.moderationLog]
        .sort((a, b) => compareLog(a, b))
        .filter((e) => !after || compareLog(e, after) > 0)
      const page = newestFirst.slice(0, limit).map((e) => ({ ...e }))
      const last = page[page.length - 1]
      return { entries: page, next: newestFirst.length > limit && last ? { at: last.at, id: last.id } : null }
    },

    async reportsBy(reporterId) {
      return [...data.reports.values()]
        .filter((r) => r.reporterId === reporterId)
        .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1))
        .map((r) => ({ ...r }))
    },

    async noticesOf(userId, limit) {
      const own = [...data.notices.values()]
        .filter((n) => n.userId === userId)
        .sort((a, b) => compareLog({ at: a.createdAt, id: a.id }, { at: b.createdAt, id: b.id }))
      return {
        notices: own.slice(0, limit).map((n) => ({ ...n })),
        unread: own.filter((n) => !n.read).length,
      }
    },

    async markNoticesRead(userId, ids) {
      const wanted = ids ? new Set(ids) : null
      let unread = 0
      let changed = false
      for (const n of data.notices.values()) {
        if (n.userId !== userId || n.read) continue
        if (wanted && !wanted.has(n.id)) unread++
        else {
          data.notices.set(n.id, { ...n, read: true })
          changed = true
        }
      }
      if (changed) await persist()
      return unread
    },
  }
  return {
    ...composeStore(store),
    file,
    async flush() {
      while (writing) await writing.catch(() => undefined)
      if (saved < changed) await persist()
    },
  }
}
