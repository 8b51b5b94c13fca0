// Events (docs/api.md /api/events): listing with server-side filters and keyset pagination, and the
// owner-only changes. Payloads arrive validated by the domain schemas (see http/events-routes.ts).
import {
  factFilterTokens,
  MAP_POINTS_MAX,
  normalAmenities,
  type RevisedValues,
  recentVisitSince,
  SUBSECTIONS,
  searchTerms,
  sectionTakesCoordinates,
  type EventDto,
  type EventListItemDto,
  type EventPayload,
  type EventsQuery,
  type EventUpdatePayload,
  type Language,
  type MainSection,
  type MapPointDto,
  type MapViewDto,
  type MapViewQuery,
  type NearFilter,
  type SubSection,
  type TranslationText,
  sameValue,
} from '@travel/domain'
import type { FileUrls } from './file-urls'
import { forbidden, invalid, notFound } from './service-error'
import type { Caller } from './caller'
import {
  NO_CHECKINS,
  StaleEventError,
  type EventChanges,
  type EventFilter,
  type EventRecord,
  type IdRange,
  type Listing,
  type SectionFilter,
  type SitemapEvents,
  type Store,
} from '../store/port'
import { geohashOf } from '../geo/near'
import type { AccountsService } from './accounts-service'
import { decodeCursor, decodeNearCursor, encodeCursor, encodeNearCursor, positionAfter } from './cursor'
import { toEventDto, toEventListItemDto, toMapPointDto } from './dto'
import { mapView } from './map-view'
import { isSafeId, newId } from './ids'
import { TrackFileError } from '../tracks/track-file-error'
import { toTrackRecord, type TrackRecord } from '../tracks/track-record'
import type { TrackReader } from '../tracks/read-track'

export interface EventsDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
  /** reads and summarises a route file; refuses bad files with a TrackFileError */
  tracks: TrackReader
  fileUrls: Pick<FileUrls, 'assertExist' | 'deleteAll'>
}

/**
 * Which events a list shows (docs/moderation.md): a traveller's own list (asked with their token) shows
 * all of theirs, hidden ones included; another traveller's list and gone=1 add gone events to the shown.
 */
function listingFilterOf(
  query: Pick<EventsQuery, 'user' | 'gone'>,
  viewer: string | undefined,
): Listing[] | undefined {
  if (query.user !== undefined && query.user === viewer) return undefined
  return query.user !== undefined || query.gone ? ['shown', 'gone'] : ['shown']
}

/** What a list shows when nothing is asked: the events the sitemap lists. */
const PUBLIC_LISTING = listingFilterOf({}, undefined) ?? []

/**
 * The filters of a list or map query, as the Store takes them; 'none' when nothing can match. `viewer` is
 * the caller's uid, when the request carries a valid token.
 */
export function storeFilterOf(
  query: Omit<EventsQuery, 'limit' | 'cursor' | 'near'>,
  viewer?: string,
): EventFilter | 'none' {
  const listing = listingFilterOf(query, viewer)
  const section = sectionFilterOf(query.sections, query.subs)
  if (section === 'none') return 'none'
  return {
    ...(query.user !== undefined ? { ownerId: query.user } : {}),
    ...(query.country !== undefined ? { country: query.country } : {}),
    ...(section ? { section } : {}),
    ...wordsOf(query),
    ...(listing ? { listing } : {}),
    ...(query.visited ? { visitedSince: recentVisitSince(new Date().toISOString().slice(0, 10)) } : {}),
    ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
    ...(query.sort !== undefined ? { sort: query.sort } : {}),
  }
}

/** A search's words and the fact filters' tokens: both are answered from the search index. */
function wordsOf(query: Pick<EventsQuery, 'q' | 'facts'>): Pick<EventFilter, 'words'> {
  const words = [...(query.q !== undefined ? searchTerms(query.q) : []), ...factFilterTokens(query.facts)]
  return words.length ? { words } : {}
}

/** Where an event is, as stored: its position and the geohash near queries find it by. */
export function placementOf(
  section: MainSection,
  coordinates: number[],
  track: TrackRecord | null,
): Pick<EventRecord, 'coordinates' | 'geohash'> {
  const position = positionOf(section, coordinates, track)
  return { coordinates: position, geohash: geohashOf(position) }
}

/** The map link, place, access, day, section and country as the form sent them, on create and edit alike. */
function sentFormFields(
  payload: Pick<EventPayload, 'map' | 'section' | 'coordinates' | 'access' | 'date' | 'country'>,
  track: TrackRecord | null,
) {
  return {
    map: payload.map ?? null,
    ...placementOf(payload.section.main, payload.coordinates, track),
    access: payload.access,
    date: payload.date,
    section: { main: payload.section.main, sub: payload.section.sub ?? null },
    country: payload.country,
  }
}

/**
 * The edit that gives an event these revised values (a revert, an accepted suggestion): a missing map
 * link or amenities stored as null, and the position following the section as in the owner's edit.
 */
export function editToValues(event: EventRecord, values: Partial<RevisedValues>, at: string): EventChanges {
  const section = values.section ?? event.section
  return {
    ...(values as EventChanges),
    ...('amenities' in values ? { amenities: values.amenities ?? null } : {}),
    ...('map' in values ? { map: values.map ?? null } : {}),
    ...('translation' in values && !values.translation ? { translation: null, translator: null } : {}),
    ...placementOf(section.main, values.coordinates ?? event.coordinates, event.track ?? null),
    updatedAt: at,
  }
}

/**
 * The owner's edit of the translation: a changed text is theirs from now on; the same text keeps who
 * translated it; none removes both.
 */
function translationEdit(
  current: EventRecord,
  translation: TranslationText | null,
  at: string,
): Pick<EventChanges, 'translation' | 'translator'> {
  if (!translation) return current.translation ? { translation: null, translator: null } : {}
  if (sameValue(current.translation ?? null, translation)) return {}
  return { translation, translator: { id: current.ownerId, name: current.ownerName, at } }
}

export interface EventsPage {
  events: EventListItemDto[]
  nextCursor: string | null
}

/**
 * Routes and itineraries take no coordinates in the form; their position is where the track starts, so
 * they can be placed on a map and found by distance like every other event.
 */
export function positionOf(section: MainSection, coordinates: number[], track: TrackRecord | null): number[] {
  if (sectionTakesCoordinates(section)) return coordinates
  return track ? [...track.start] : []
}

function mainOf(sub: SubSection): MainSection | undefined {
  return (Object.keys(SUBSECTIONS) as MainSection[]).find((main) =>
    (SUBSECTIONS[main] as readonly string[]).includes(sub),
  )
}

/**
 * Reduces `section` and `sub` (both lists, combined with AND) to one `in` clause. A sub-section names its
 * main section, so subs restricted to the asked sections say everything; "none" means nothing can match.
 */
export function sectionFilterOf(
  sections: MainSection[] | undefined,
  subs: SubSection[] | undefined,
): SectionFilter | undefined | 'none' {
  if (subs?.length) {
    const allowed = [...new Set(subs)].filter((sub) => {
      const main = mainOf(sub)
      return !sections?.length || (main !== undefined && sections.includes(main))
    })
    return allowed.length ? { subs: allowed } : 'none'
  }
  if (sections?.length) return { mains: [...new Set(sections)] }
  return undefined
}

export function eventsService({ store, accounts, tracks, fileUrls }: EventsDeps) {
  /** The track of a route file; a file the reader refuses makes gpxFile invalid before anything is stored. */
  async function trackOf(gpxFile: string): Promise<TrackRecord> {
    try {
      return toTrackRecord(await tracks(gpxFile))
    } catch (error) {
      if (error instanceof TrackFileError) throw invalid({ gpxFile: error.code })
      throw error
    }
  }

  /**
   * The event's new pictures (those not already on it) must exist: a URL to nothing is a broken picture.
   * A new route file is not checked here: it is read for its track, which refuses a missing one with the
   * route file's own message.
   */
  async function assertNewFilesExist(
    files: { image?: string | null; thumbnail?: string | null },
    current?: EventRecord,
  ) {
    const kept = new Set([current?.image, current?.thumbnail])
    await fileUrls.assertExist(
      Object.fromEntries(Object.entries(files).filter(([, url]) => url && !kept.has(url))),
    )
  }

  return {
    async list(query: EventsQuery, viewer?: string, language?: Language): Promise<EventsPage> {
      if (query.near) return this.near(query, query.near, viewer, language)
      const sort = query.sort ?? 'newest'
      const after = positionAfter(query.cursor, (cursor) => decodeCursor(cursor, sort))
      const filter = storeFilterOf(query, viewer)
      if (filter === 'none') return { events: [], nextCursor: null }
      const page = await store.events.listEvents(filter, query.limit, after)
      return {
        events: page.events.map((event) => toEventListItemDto(event, language)),
        nextCursor: page.next ? encodeCursor(page.next, sort) : null,
      }
    },

    /** The list's filters within a circle, nearest first, each event with its distanceKm. */
    async near(
      query: EventsQuery,
      near: NearFilter,
      viewer?: string,
      language?: Language,
    ): Promise<EventsPage> {
      const after = positionAfter(query.cursor, decodeNearCursor)
      const filter = storeFilterOf(query, viewer)
      if (filter === 'none') return { events: [], nextCursor: null }
      const area = { center: [near.lat, near.lng] as [number, number], radiusKm: near.radiusKm }
      const page = await store.events.nearEvents(filter, area, query.limit, after)
      return {
        events: page.events.map(({ event, distanceKm }) => ({
          ...toEventListItemDto(event, language),
          // metres are plenty for "12 km away", and keep the answer short
          distanceKm: Math.round(distanceKm * 1000) / 1000,
        })),
        nextCursor: page.next ? encodeNearCursor(page.next) : null,
      }
    },

    /** Every matching event with a position, as map points (up to MAP_POINTS_MAX, one answer). */
    async map(
      query: Omit<EventsQuery, 'limit' | 'cursor' | 'near'>,
      viewer?: string,
      language?: Language,
    ): Promise<{ points: MapPointDto[]; truncated: boolean }> {
      const filter = storeFilterOf(query, viewer)
      if (filter === 'none') return { points: [], truncated: false }
      const { points, truncated } = await store.events.mapPoints(filter, MAP_POINTS_MAX)
      return { points: points.map((point) => toMapPointDto(point, language)), truncated }
    },

    /** The events of one view of the map: clusters of the crowded cells, points of the sparse ones. */
    async mapView(
      query: Omit<EventsQuery, 'limit' | 'cursor' | 'near'>,
      view: MapViewQuery,
      viewer?: string,
      language?: Language,
    ): Promise<MapViewDto> {
      const filter = storeFilterOf(query, viewer)
      if (filter === 'none') return { clusters: [], points: [], truncated: false }
      return mapView(store, filter, view.bbox, view.zoom, language)
    },

    /** How many events the sitemap lists (PUBLIC_LISTING): a count, not a read of each. */
    countPublic(): Promise<number> {
      return store.events.countListed(PUBLIC_LISTING)
    },

    /** Up to `max` of the events the sitemap lists whose id lies in `range`, in id order. */
    publicInIdRange(range: IdRange, max: number): Promise<SitemapEvents> {
      return store.events.listedInIdRange(PUBLIC_LISTING, range, max)
    },

    /**
     * The event in the reader's `language`, with its other version; one hidden by reports only for its
     * owner (`viewer`), else not_found like a missing one.
     */
    async get(id: string, viewer?: string, language?: Language): Promise<EventDto> {
      if (!isSafeId(id)) throw notFound('event_not_found')
      // The newest revision says whether the event page credits a suggester: one more read, side by side.
      const [event, latest] = await Promise.all([store.events.getEvent(id), store.history.revisionsOf(id, 1)])
      if (!event || (event.hidden === true && event.ownerId !== viewer)) throw notFound('event_not_found')
      const [last] = latest.revisions
      const dto = toEventDto(event, language, true)
      return last?.kind === 'suggestion' ? { ...dto, updatedFrom: { by: last.actorName, at: last.at } } : dto
    },

    /** The event, when it exists (else not_found) and the caller created it (else forbidden). */
    async ownedBy(caller: Caller, id: string): Promise<EventRecord> {
      const event = isSafeId(id) ? await store.events.getEvent(id) : null
      if (!event) throw notFound('event_not_found')
      if (event.ownerId !== caller.uid) throw forbidden()
      return event
    },

    /** A new event, written in `payload.writtenIn`, else in the language of the screen it came from. */
    async create(caller: Caller, payload: EventPayload, language: Language): Promise<EventDto> {
      await assertNewFilesExist({ image: payload.image, thumbnail: payload.thumbnail })
      const track = payload.gpxFile ? await trackOf(payload.gpxFile) : null
      const owner = await accounts.ensureProfile(caller)
      const now = new Date().toISOString()
      const event: EventRecord = {
        id: newId(),
        title: payload.title,
        description: payload.description,
        image: payload.image,
        thumbnail: payload.thumbnail ?? null,
        gpxFile: payload.gpxFile ?? null,
        ...sentFormFields(payload, track),
        ownerId: owner.id,
        ownerName: owner.username,
        writtenIn: payload.writtenIn ?? language,
        ...(payload.translation
          ? {
              translation: payload.translation,
              translator: { id: owner.id, name: owner.username, at: now },
            }
          : {}),
        createdAt: now,
        updatedAt: now,
        track,
        amenities: normalAmenities(payload.amenities),
        ...NO_CHECKINS,
      }
      await store.events.createEvent(event, {
        kind: 'create',
        actorId: owner.id,
        actorName: owner.username,
        reason: '',
      })
      return toEventDto(event, language, true)
    },

    /**
     * Applies an edit. The image is sent only when a new one was uploaded (docs/screens.md): without it the
     * image and its thumbnail stay. A gpxFile left out of the body stays too, with its track (the file is
     * not read again, nor when the same address is sent back); a new one is read, null removes both.
     */
    async update(
      current: EventRecord,
      payload: EventUpdatePayload,
      sent: { gpxFile: boolean },
      language?: Language,
    ): Promise<EventDto> {
      // Refused before any file is read; checked again, atomically, by the write below.
      if (payload.updatedAt !== undefined && payload.updatedAt !== current.updatedAt)
        throw new StaleEventError(current.id)
      await assertNewFilesExist(
        {
          image: payload.image,
          thumbnail: payload.image ? payload.thumbnail : null,
        },
        current,
      )
      const gpxFile = sent.gpxFile ? (payload.gpxFile ?? null) : current.gpxFile
      const track =
        gpxFile === null
          ? null
          : gpxFile === current.gpxFile && current.track
            ? current.track
            : await trackOf(gpxFile)
      const changes: EventChanges = {
        title: payload.title,
        description: payload.description,
        ...sentFormFields(payload, track),
        updatedAt: new Date().toISOString(),
      }
      // left out of the body: kept as they are
      if (payload.writtenIn !== undefined) changes.writtenIn = payload.writtenIn
      if (payload.translation !== undefined)
        Object.assign(changes, translationEdit(current, payload.translation, changes.updatedAt))
      if (payload.amenities !== undefined) changes.amenities = normalAmenities(payload.amenities)
      if (payload.image) {
        changes.image = payload.image
        changes.thumbnail = payload.thumbnail ?? null
      }
      if (sent.gpxFile) changes.gpxFile = gpxFile
      if (track !== current.track) changes.track = track
      const updated = await store.events.updateEvent(current.id, changes, payload.updatedAt, {
        kind: 'edit',
        actorId: current.ownerId,
        actorName: current.ownerName,
        reason: '',
      })
      // Deleted by its owner between the ownership check and this write.
      if (!updated) throw notFound('event_not_found')
      return toEventDto(updated, language, true)
    },

    async remove(current: EventRecord): Promise<void> {
      const deleted = await store.events.deleteEvent(current.id)
      if (!deleted) throw notFound('event_not_found')
      await fileUrls.deleteAll(deleted.checkinPhotos)
    },
  }
}

export type EventsService = ReturnType<typeof eventsService>
