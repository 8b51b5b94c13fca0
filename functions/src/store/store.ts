// The Store port: everything the services need from the database, and nothing more. Two adapters
// implement it (embedded for the local stack and tests, Firestore for production); one contract suite
// (functions/test/store-contract.ts) holds both to the same behaviour.
import type {
  AccessCode,
  Amenities,
  CheckinFacts,
  CheckinState,
  Country,
  EventSort,
  FactChecks,
  MainSection,
  Section,
  SubSection,
} from '@travel/domain'
import type { NearPosition } from '../geo/near'
import type {
  Decision,
  DecisionResult,
  LogPosition,
  ModerationLogRecord,
  NewReport,
  NoticeRecord,
  QueueEntry,
  QueuePosition,
  ReportRecord,
  ReportResult,
} from './moderation-records'
import type { TrackRecord } from '../tracks/track-record'

/** events/{id} (docs/data-model.md). Dates are ISO strings so both adapters store the same shape. */
export interface EventRecord {
  id: string
  title: string
  description: string
  image: string
  thumbnail: string | null
  gpxFile: string | null
  map: string | null
  coordinates: number[]
  access: AccessCode
  /** YYYY-MM-DD: sorts as text in date order */
  date: string
  section: Section
  country: Country
  ownerId: string
  /** the owner's username, copied here so a list page needs no read per card; kept right on rename */
  ownerName: string
  createdAt: string
  updatedAt: string
  /**
   * computed from gpxFile when the event is saved; null without a route file (or when it could not be
   * read); absent on events stored before tracks existed, until the backfill fills it in. Replaced
   * whole, never changed in place.
   */
  track?: TrackRecord | null
  /**
   * what the event offers (domain amenities.ts), only the facts given, replaced whole; null or absent
   * when none is. Its facts are tokens of the search index too, which answers the fact filters.
   */
  amenities?: Amenities | null
  /**
   * geohash of `coordinates` (geo/near.ts geohashOf), written with them on every create, update and
   * backfill so near queries can range over it on Firestore; null without a position; absent on events
   * stored before near queries existed, until the backfill fills it in.
   */
  geohash?: string | null
  /**
   * How travellers found the event, changed in the same transaction as each of its check-ins
   * (docs/data-model.md); absent on events stored before check-ins, which reads as none.
   */
  checkins?: number
  ratingSum?: number
  ratingCount?: number
  /** ratingSum / ratingCount, stored for the "top rated" order and filter; null without ratings */
  ratingAverage?: number | null
  lastVisit?: string | null
  state?: CheckinState
  /**
   * Where lists may show the event (listingOf): one field, so leaving out gone events, hidden events or
   * both is one equality or `in` on it, served by the same composite indexes (docs/data-model.md)
   */
  listing?: Listing
  /** true while reports hide the event until a moderator decides (docs/moderation.md) */
  hidden?: boolean
  /** its check-ins reports hide, which the summary leaves out (checkin-summary.ts); absent reads as none */
  hiddenCheckins?: number
  /**
   * what check-ins answered of its yes/no facts (domain checkin-facts.ts), changed with the summary;
   * absent or without a fact when none answered it
   */
  factChecks?: FactChecks
}

/** Shown in every list, gone (its latest check-in says so: shown only when asked), or hidden by reports. */
export const LISTINGS = ['shown', 'gone', 'hidden'] as const
export type Listing = (typeof LISTINGS)[number]

/** The listing of an event: hidden by reports before gone by its check-ins. */
export function listingOf(event: Pick<EventRecord, 'hidden' | 'state'>): Listing {
  if (event.hidden === true) return 'hidden'
  return event.state === 'gone' ? 'gone' : 'shown'
}

/** checkins/{eventId}_{userId}_{visitDate}: one per user, event and visit day (docs/data-model.md) */
export interface CheckinRecord {
  id: string
  eventId: string
  userId: string
  /** the author's username, copied like an event's ownerName and kept right on rename */
  userName: string
  /** YYYY-MM-DD */
  visitDate: string
  state: CheckinState
  rating: number | null
  text: string
  photos: string[]
  access: AccessCode
  /** what the traveller found of the event's yes/no facts; absent when they said nothing of them */
  facts?: CheckinFacts
  createdAt: string
  updatedAt: string
  /** true while reports hide the check-in from everyone but its author (docs/moderation.md) */
  hidden?: boolean
  /** photos (of `photos`) reports hide from everyone but the author */
  hiddenPhotos?: string[]
}

/**
 * What reports hide of a check-in outlives its author's edits: a rewrite of the check-in keeps it hidden,
 * and keeps hidden those of its photos the edit keeps.
 */
export function keptModeration(
  previous: CheckinRecord | undefined,
  photos: readonly string[],
): Pick<CheckinRecord, 'hidden' | 'hiddenPhotos'> {
  const hiddenPhotos = (previous?.hiddenPhotos ?? []).filter((url) => photos.includes(url))
  return {
    ...(previous?.hidden === true ? { hidden: true } : {}),
    ...(hiddenPhotos.length ? { hiddenPhotos } : {}),
  }
}

/** A place in check-in order (latest visit first, then latest written, then id descending). */
export interface CheckinPosition {
  visitDate: string
  updatedAt: string
  id: string
}

export interface CheckinPage {
  checkins: CheckinRecord[]
  /** the last check-in's position when more may follow, else null */
  next: CheckinPosition | null
}

export interface SavedCheckin {
  checkin: CheckinRecord
  /** the event after the change, its summary fields updated in the same transaction */
  event: EventRecord
  /** false when it replaced the author's check-in of that day */
  created: boolean
}

/** A check-in moved to a day for which its author already has another (Store.saveCheckin's moveFrom). */
export class CheckinExistsError extends Error {
  constructor(readonly id: string) {
    super(`check-in ${id} already exists`)
    this.name = 'CheckinExistsError'
  }
}

/** The check-in summary of an event nobody has checked in on. */
export const NO_CHECKINS = {
  checkins: 0,
  ratingSum: 0,
  ratingCount: 0,
  ratingAverage: null,
  lastVisit: null,
  state: 'as-described',
  listing: 'shown',
} as const satisfies Partial<EventRecord>

/** users/{uid} */
export interface UserRecord {
  id: string
  username: string
  email: string
  profilePicture: string
  createdAt: string
  updatedAt: string
}

/** wishlist/{uid}_{eventId} */
export interface WishlistRecord {
  id: string
  userId: string
  eventId: string
  addedAt: string
}

/**
 * sharedLists/{token}: the private link to a user's wishlist, at most one per user. Keyed by the token so
 * that opening a link is one direct read; the token is the document id, never a field a query could list.
 */
export interface SharedListRecord {
  /** the token: base64url of 16 random bytes (node:crypto) */
  id: string
  userId: string
  createdAt: string
}

/**
 * The section part of a list filter, already reduced to one `in` clause: Firestore serves it with one
 * composite index per combination, and a sub-section names its main section, so a sub list is enough.
 */
export type SectionFilter = { mains: MainSection[] } | { subs: SubSection[] }

export interface EventFilter {
  ownerId?: string
  country?: Country
  section?: SectionFilter
  /**
   * Search terms (domain searchTerms(): folded, cut, without repeats): each must be in the event's search
   * index (domain eventSearchIndex()), i.e. begin one of the words the event is found by. Fact filters
   * come as words too (domain factFilterTokens()), answered the same way.
   */
  words?: string[]
  /**
   * only events with one of these listings (listingOf): ['shown'] for the lists' default, ['shown', 'gone']
   * with gone=1 and on other travellers' lists; absent on a traveller's own list, which shows everything
   */
  listing?: Listing[]
  /** only events found as described or changed on this day (YYYY-MM-DD) or later */
  visitedSince?: string
  /** only events whose average rating is at least this */
  minRating?: number
  /** the list's order (list-order.ts); newest first when absent. Near answers and the map ignore it. */
  sort?: ListSort
}

/** The orders of a list: newest first, and the others a reader can ask for (list-order.ts). */
export type ListSort = 'newest' | EventSort

/**
 * A place in a list: what a cursor carries. Newest first reads date and id; the other orders
 * (list-order.ts) read the check-in summary's fields too.
 */
export interface EventPosition {
  date: string
  id: string
  lastVisit?: string | null
  ratingAverage?: number | null
  ratingCount?: number
}

export interface EventPage {
  events: EventRecord[]
  /**
   * Where the next page starts (strictly after it) when more may follow, else null: the last event's
   * position, or for a search that spent its budget (search-page.ts) the last candidate it checked, so a
   * search page can be short, even empty, and still say that more follow.
   */
  next: EventPosition | null
}

/** A circle around a point: the events within radiusKm of center ([lat, lng]). */
export interface NearArea {
  center: [number, number]
  radiusKm: number
}

/** A place in near order: what a near cursor carries (defined with the order, in geo/near.ts). */
export type { NearPosition }

export interface NearPage {
  events: { event: EventRecord; distanceKm: number }[]
  /** position of the last event when more follow it, else null */
  next: NearPosition | null
}

/** What the events map needs of an event, and no more (Firestore reads only these fields). */
export type MapPointRecord = Pick<
  EventRecord,
  | 'id'
  | 'title'
  | 'thumbnail'
  | 'coordinates'
  | 'access'
  | 'date'
  | 'section'
  | 'ratingAverage'
  | 'lastVisit'
  | 'state'
>

export interface MapPoints {
  points: MapPointRecord[]
  /** more events with a position match than were answered */
  truncated: boolean
}

/** A cell of the events map: the geohashes whose first `from.length` characters lie in [from, to]. */
export interface GeohashRange {
  from: string
  to: string
}

/** The events of one cell of the events map that match a filter (Store.countCells). */
export interface CellCount {
  count: number
  /** their mean [lat, lng]; null when the cell is empty (or its events were stored without lat/lng) */
  mean: [number, number] | null
}

/** A stretch of document ids (id-ranges.ts): from `from`, included, up to `to`, excluded; null leaves that end open. */
export interface IdRange {
  from: string | null
  to: string | null
}

/** What the sitemap needs of an event, and no more (Firestore reads only these fields). */
export type SitemapEventRecord = Pick<EventRecord, 'id' | 'updatedAt' | 'lastVisit'>

export interface SitemapEvents {
  events: SitemapEventRecord[]
  /** more events of the range have one of the listings than were answered */
  truncated: boolean
}

export type EventChanges = Partial<Omit<EventRecord, 'id' | 'ownerId' | 'ownerName' | 'createdAt'>> & {
  updatedAt: string
}

export type UserChanges = Partial<Pick<UserRecord, 'username' | 'email' | 'profilePicture'>> & {
  updatedAt: string
}

export interface AddToWishlistResult {
  item: WishlistRecord
  /** the event as read in the same transaction, for the joined answer */
  event: EventRecord
  /** false when the event was already on the list (adding is idempotent) */
  created: boolean
}

export interface DeletedUserData {
  profile: boolean
  events: string[]
  wishlistEntries: number
  /** the user's own check-ins removed (their photos are in the user's folder) */
  checkins: number
  /** photos of other travellers' check-ins on the user's events, which went with those events */
  checkinPhotos: string[]
}

export interface DeletedEvent {
  /** photos of the check-ins that went with the event, to be removed from storage */
  checkinPhotos: string[]
}

/**
 * A write on behalf of an account whose deletion has begun (its tombstone is stored). An ID token stays
 * valid for up to an hour after its account is gone, so every write that creates or changes something of
 * a user checks the tombstone inside its own transaction and throws this instead of writing.
 */
export class AccountDeletedError extends Error {
  constructor(readonly uid: string) {
    super(`account ${uid} has been deleted`)
    this.name = 'AccountDeletedError'
  }
}

/** An edit made from an older version of the event than the stored one (Store.updateEvent's ifUpdatedAt). */
export class StaleEventError extends Error {
  constructor(readonly id: string) {
    super(`event ${id} was saved since the version the edit was made from`)
    this.name = 'StaleEventError'
  }
}

export interface Store {
  getEvent(id: string): Promise<EventRecord | null>
  /** the events that exist among `ids`, in the order asked */
  getEvents(ids: string[]): Promise<EventRecord[]>
  /**
   * Newest date first, ties by id descending. Reads at most limit + 1 events; with search words, up to
   * SEARCH_SCAN_BUDGET + 1 candidates and a count per word when there are several (search-page.ts).
   */
  listEvents(filter: EventFilter, limit: number, after?: EventPosition): Promise<EventPage>
  /**
   * The events with a position within area.radiusKm of area.center (distance ≤ radius), nearest first,
   * ties by id ascending; events without a position are never in it.
   */
  nearEvents(filter: EventFilter, area: NearArea, limit: number, after?: NearPosition): Promise<NearPage>
  /**
   * Up to `max` events with a position that match the filter, in geohash order (so a cut keeps whole
   * areas together), with `truncated` when more match.
   */
  mapPoints(filter: EventFilter, max: number): Promise<MapPoints>
  /**
   * For each cell (in the order given), how many events with a position in it match the filter, and
   * their mean position. On Firestore one count query per cell; a filter by rating, by visit
   * or by a second search word is left out of the count there (no index counts it), so a count is then
   * at most the events that pass it.
   */
  countCells(filter: EventFilter, cells: GeohashRange[]): Promise<CellCount[]>
  /** The matching events with a position in these cells, in geohash order, ties by id. */
  cellPoints(filter: EventFilter, cells: GeohashRange[]): Promise<MapPointRecord[]>
  /**
   * Events with a position stored without the fields the map's counts average (Firestore's lat/lng,
   * written with every save since): the backfill saves them again. Reads every placed event on
   * Firestore; none on the embedded store, which averages the coordinates themselves.
   */
  eventsWithoutMapPosition(): Promise<string[]>
  /**
   * How many events have one of these listings. On Firestore one count aggregation over the listing's
   * single-field index: a read per 1,000 events counted, at least one.
   */
  countListed(listing: Listing[]): Promise<number>
  /**
   * Up to `max` events with one of these listings whose id lies in `range`, in id order. On Firestore
   * one query on the listing's single-field index in id order: it reads the range's events, no others.
   */
  listedInIdRange(listing: Listing[], range: IdRange, max: number): Promise<SitemapEvents>
  /** throws AccountDeletedError when the owner's account is tombstoned */
  createEvent(event: EventRecord): Promise<void>
  /**
   * null when the event does not exist; throws AccountDeletedError when its owner's account is
   * tombstoned, and StaleEventError when `ifUpdatedAt` is given and the stored updatedAt is another
   * (checked in the same transaction as the write)
   */
  updateEvent(id: string, changes: EventChanges, ifUpdatedAt?: string): Promise<EventRecord | null>
  /** removes the event, every wishlist entry pointing at it and its check-ins, atomically; null when absent */
  deleteEvent(id: string): Promise<DeletedEvent | null>

  getCheckin(id: string): Promise<CheckinRecord | null>
  /** the event's check-ins in check-in order, at most limit + 1 read */
  checkinsOfEvent(eventId: string, limit: number, after?: CheckinPosition): Promise<CheckinPage>
  /** the user's check-ins in check-in order */
  checkinsOfUser(userId: string, limit: number, after?: CheckinPosition): Promise<CheckinPage>
  /**
   * Writes the check-in (creating it or replacing the one with its id) and the event's summary in one
   * transaction. With `moveFrom`, the author's check-in of another day becomes this one: it is removed,
   * and CheckinExistsError is thrown when this day already has one. null when the event (or the check-in
   * to move) is gone; throws AccountDeletedError when the author's account is tombstoned.
   */
  saveCheckin(checkin: CheckinRecord, moveFrom?: string): Promise<SavedCheckin | null>
  /** removes the check-in and updates its event's summary atomically; null when absent */
  deleteCheckin(id: string): Promise<{ checkin: CheckinRecord; event: EventRecord } | null>

  getUser(id: string): Promise<UserRecord | null>
  /**
   * creates the profile unless one exists; answers the stored one either way. Throws AccountDeletedError
   * when the account is tombstoned.
   */
  createUser(user: UserRecord): Promise<UserRecord>
  /**
   * changes the profile and, on a new username, the ownerName of every event of the user, atomically;
   * throws AccountDeletedError when the account is tombstoned
   */
  updateUser(id: string, changes: UserChanges): Promise<UserRecord | null>
  /**
   * Stores the account's tombstone (idempotent): from then on no write of the guarded methods for this
   * uid succeeds. Written before any data is deleted, and kept (uids are never reused), so a deletion
   * cannot race a write of the same still-valid token, and an interrupted deletion can be run again.
   */
  markAccountDeleted(id: string, deletedAt: string): Promise<void>
  /** whether markAccountDeleted was called for this uid */
  isAccountDeleted(id: string): Promise<boolean>
  /**
   * removes the profile, the user's wishlist and its shared link, the user's events with their wishlist entries and
   * check-ins, and the user's check-ins (updating the summary of each event they were on), the user's open
   * reports and notices, and the user's identity from the moderation log, atomically
   */
  deleteUserData(id: string): Promise<DeletedUserData>
  /**
   * The profile holding this e-mail (as stored: lower case, as the sign-up schema and Firebase Auth
   * write it), or null. One e-mail has at most one profile; the services check this before they write.
   */
  findUserByEmail(email: string): Promise<UserRecord | null>

  /** the user's entries, most recently added first */
  wishlistOf(userId: string): Promise<WishlistRecord[]>
  /** null when the event does not exist; throws AccountDeletedError when the user's account is tombstoned */
  addToWishlist(userId: string, eventId: string, addedAt: string): Promise<AddToWishlistResult | null>
  removeFromWishlist(userId: string, eventId: string): Promise<boolean>
  /** removes every entry of the user; answers how many there were */
  clearWishlist(userId: string): Promise<number>

  /** the link with this token (one direct read), or null */
  getSharedList(token: string): Promise<SharedListRecord | null>
  /** the user's current link, or null */
  sharedListOf(userId: string): Promise<SharedListRecord | null>
  /**
   * Stores the user's new link and removes the one before it in the same transaction, so an old token
   * never answers once the new one is given out. Throws AccountDeletedError when the account is tombstoned.
   */
  shareWishlist(link: SharedListRecord): Promise<void>
  /** removes the user's link; answers whether there was one */
  unshareWishlist(userId: string): Promise<boolean>

  /**
   * Files a report (docs/moderation.md) in one transaction with the item's moderation record, the
   * reporter's daily count, the log and, when it is the HIDE_AFTER_REPORTERS-th distinct signed-in
   * reporter, the item's hiding and its author's notice. Replaces the reporter's open report on the item.
   */
  fileReport(report: NewReport): Promise<ReportResult>
  /** items with open reports (or hidden), oldest first report first, at most limit + 1 read */
  moderationQueue(
    limit: number,
    after?: QueuePosition,
  ): Promise<{ entries: QueueEntry[]; next: QueuePosition | null }>
  /**
   * Applies a moderator's decision in one transaction: the item (shown again, or removed as its author
   * would remove it), its record, its reports, the log and the notices. null when there is nothing to decide.
   */
  decide(decision: Decision): Promise<DecisionResult | null>
  /** newest first, at most limit + 1 read */
  moderationLog(
    limit: number,
    after?: LogPosition,
  ): Promise<{ entries: ModerationLogRecord[]; next: LogPosition | null }>
  /** the open reports a signed-in user filed, oldest first (a decision removes its reports) */
  reportsBy(reporterId: string): Promise<ReportRecord[]>
  /** the user's notices, newest first, and how many are unread */
  noticesOf(userId: string, limit: number): Promise<{ notices: NoticeRecord[]; unread: number }>
  /** marks these notices of the user read (all when ids is absent); answers how many stay unread */
  markNoticesRead(userId: string, ids?: string[]): Promise<number>
}

/** Compares two events newest first: negative when `a` comes first (newer date, then larger id). */
export function compareListOrder(a: EventPosition, b: EventPosition): number {
  if (a.date !== b.date) return a.date > b.date ? -1 : 1
  if (a.id !== b.id) return a.id > b.id ? -1 : 1
  return 0
}
