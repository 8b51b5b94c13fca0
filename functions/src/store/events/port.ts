// The events capability's port: events with their search words, the map's cells, near queries and the
// sitemap's id ranges. Its record repeats the domain's event fields by name only (EventDto).
import type {
  Amenities,
  CheckinState,
  Country,
  EventDto,
  EventSort,
  FactChecks,
  Language,
  MainSection,
  SubSection,
  TranslationText,
  Translator,
} from '@travel/domain'
import type { NearPosition } from '../../geo/near'
import type { TrackRecord } from '../../tracks/track-record'
import type { RevisionAuthor } from '../history/port'

/** The fields an event stores as the API shows them; dates stay ISO strings, YYYY-MM-DD for `date`. */
type EventDtoField =
  | 'title'
  | 'description'
  | 'image'
  | 'thumbnail'
  | 'gpxFile'
  | 'map'
  | 'coordinates'
  | 'access'
  | 'date'
  | 'section'
  | 'country'
  | 'createdAt'
  | 'updatedAt'

/** events/{id} (docs/data-model.md). Dates are ISO strings so both adapters store the same shape. */
export interface EventRecord extends Pick<EventDto, EventDtoField> {
  id: string
  ownerId: string
  /** the owner's username, copied here so a list page needs no read per card; kept right on rename */
  ownerName: string
  /**
   * the language its author wrote `title` and `description` in; absent on events stored before events
   * recorded it, which read as the language their text looks like (domain guessedLanguage)
   */
  writtenIn?: Language
  /** the other language's title and description; null or absent without a translation */
  translation?: TranslationText | null
  /** who gave it the translation and when; absent without a translation */
  translator?: Translator | null
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
  /** photos of events a moderator merged into this one (store/merges/); absent when none was */
  mergedPhotos?: MergedPhotoRecord[]
}

/** A merged event's photo kept on the event it was merged into, credited to it and its author. */
export interface MergedPhotoRecord {
  url: string
  thumbnail: string | null
  eventId: string
  from: string
  by: string
}

/** Shown in every list, gone (its latest check-in says so: shown only when asked), or hidden by reports. */
export const LISTINGS = ['shown', 'gone', 'hidden'] as const
export type Listing = (typeof LISTINGS)[number]

/** The listing of an event: hidden by reports before gone by its check-ins. */
export function listingOf(event: Pick<EventRecord, 'hidden' | 'state'>): Listing {
  if (event.hidden === true) return 'hidden'
  return event.state === 'gone' ? 'gone' : 'shown'
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

/**
 * What the events map needs of an event, and no more (Firestore reads only these fields): of the
 * translation only its title, which a marker's card shows to a reader of that language.
 */
export type MapPointRecord = Pick<
  EventRecord,
  | 'id'
  | 'title'
  | 'writtenIn'
  | 'thumbnail'
  | 'coordinates'
  | 'access'
  | 'date'
  | 'section'
  | 'ratingAverage'
  | 'lastVisit'
  | 'state'
> & { translation?: Pick<TranslationText, 'title'> | null }

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

/** The events of one cell of the events map that match a filter (EventStore.countCells). */
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

export interface DeletedEvent {
  /** photos of the check-ins that went with the event, to be removed from storage */
  checkinPhotos: string[]
}

/** An edit made from an older version of the event than the stored one (EventStore.updateEvent's ifUpdatedAt). */
export class StaleEventError extends Error {
  constructor(readonly id: string) {
    super(`event ${id} was saved since the version the edit was made from`)
    this.name = 'StaleEventError'
  }
}

/** Events: read, listed, searched, placed on the map and near a point, listed for the sitemap. */
export interface EventStore {
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
  /**
   * throws AccountDeletedError when the owner's account is tombstoned; with `by`, the event's first
   * revision is written in the same transaction
   */
  createEvent(event: EventRecord, by?: RevisionAuthor): Promise<void>
  /**
   * null when the event does not exist; throws AccountDeletedError when its owner's account is
   * tombstoned, and StaleEventError when `ifUpdatedAt` is given and the stored updatedAt is another
   * (checked in the same transaction as the write). With `by`, the change is kept as a revision in the
   * same transaction (none when no revised field changed); backfills give none.
   */
  updateEvent(
    id: string,
    changes: EventChanges,
    ifUpdatedAt?: string,
    by?: RevisionAuthor,
  ): Promise<EventRecord | null>
  /**
   * removes the event, every wishlist entry pointing at it, its check-ins and its revisions, atomically;
   * null when absent
   */
  deleteEvent(id: string): Promise<DeletedEvent | null>
}

/** Compares two events newest first: negative when `a` comes first (newer date, then larger id). */
export function compareListOrder(a: EventPosition, b: EventPosition): number {
  if (a.date !== b.date) return a.date > b.date ? -1 : 1
  if (a.id !== b.id) return a.id > b.id ? -1 : 1
  return 0
}
