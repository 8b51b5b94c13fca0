// Events (spec.md §7 /api/events): listing with server-side filters and keyset pagination, and the
// owner-only changes. Payloads arrive validated by the domain schemas (see http/events-routes.ts).
import {
  SUBSECTIONS,
  searchTerms,
  sectionTakesCoordinates,
  type EventDto,
  type EventListItemDto,
  type EventPayload,
  type EventsQuery,
  type EventUpdatePayload,
  type MainSection,
  type SubSection,
} from '@travel/domain'
import type { FileUrls } from '../files/file-urls'
import { badRequest, forbidden, notFound } from '../http/errors'
import type { Caller } from '../http/auth-middleware'
import type { EventChanges, EventRecord, SectionFilter, Store } from '../store/store'
import type { AccountsService } from './accounts-service'
import { decodeCursor, encodeCursor } from './cursor'
import { toEventDto, toEventListItemDto } from './dto'
import { isSafeId, newId } from './ids'
import { TrackFileError } from '../tracks/track-file-error'
import { toTrackRecord, type TrackRecord } from '../tracks/track-record'
import type { TrackReader } from '../tracks/read-track'

export interface EventsDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
  /** reads and summarises a route file; refuses bad files with a TrackFileError */
  tracks: TrackReader
  fileUrls: Pick<FileUrls, 'assertExist'>
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
  /** The track of a route file; a file the reader refuses is a 400 on gpxFile, before anything is written. */
  async function trackOf(gpxFile: string): Promise<TrackRecord> {
    try {
      return toTrackRecord(await tracks(gpxFile))
    } catch (error) {
      if (error instanceof TrackFileError) throw badRequest({ gpxFile: error.code })
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
    async list(query: EventsQuery): Promise<EventsPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor)
      if (query.cursor !== undefined && !after) throw badRequest({ cursor: 'cursor_invalid' })
      const section = sectionFilterOf(query.sections, query.subs)
      if (section === 'none') return { events: [], nextCursor: null }
      const page = await store.listEvents(
        {
          ...(query.user !== undefined ? { ownerId: query.user } : {}),
          ...(query.country !== undefined ? { country: query.country } : {}),
          ...(section ? { section } : {}),
          ...(query.q !== undefined ? { words: searchTerms(query.q) } : {}),
        },
        query.limit,
        after,
      )
      return {
        events: page.events.map(toEventListItemDto),
        nextCursor: page.next ? encodeCursor(page.next) : null,
      }
    },

    async get(id: string): Promise<EventDto> {
      const event = isSafeId(id) ? await store.getEvent(id) : null
      if (!event) throw notFound('event_not_found')
      return toEventDto(event)
    },

    /** The event, when it exists (404) and the caller created it (403). */
    async ownedBy(caller: Caller, id: string): Promise<EventRecord> {
      const event = isSafeId(id) ? await store.getEvent(id) : null
      if (!event) throw notFound('event_not_found')
      if (event.ownerId !== caller.uid) throw forbidden()
      return event
    },

    async create(caller: Caller, payload: EventPayload): Promise<EventDto> {
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
        map: payload.map ?? null,
        coordinates: positionOf(payload.section.main, payload.coordinates, track),
        access: payload.access,
        date: payload.date,
        section: { main: payload.section.main, sub: payload.section.sub ?? null },
        country: payload.country,
        ownerId: owner.id,
        ownerName: owner.username,
        createdAt: now,
        updatedAt: now,
        track,
      }
      await store.createEvent(event)
      return toEventDto(event)
    },

    /**
     * Applies an edit. The image is sent only when a new one was uploaded (spec.md §4): without it the
     * image and its thumbnail stay. A gpxFile left out of the body stays too, with its track (the file is
     * not read again, nor when the same address is sent back); a new one is read, null removes both.
     */
    async update(
      current: EventRecord,
      payload: EventUpdatePayload,
      sent: { gpxFile: boolean },
    ): Promise<EventDto> {
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
        map: payload.map ?? null,
        coordinates: positionOf(payload.section.main, payload.coordinates, track),
        access: payload.access,
        date: payload.date,
        section: { main: payload.section.main, sub: payload.section.sub ?? null },
        country: payload.country,
        updatedAt: new Date().toISOString(),
      }
      if (payload.image) {
        changes.image = payload.image
        changes.thumbnail = payload.thumbnail ?? null
      }
      if (sent.gpxFile) changes.gpxFile = gpxFile
      if (track !== current.track) changes.track = track
      const updated = await store.updateEvent(current.id, changes)
      // Deleted by its owner between the ownership check and this write.
      if (!updated) throw notFound('event_not_found')
      return toEventDto(updated)
    },

    async remove(current: EventRecord): Promise<void> {
      if (!(await store.deleteEvent(current.id))) throw notFound('event_not_found')
    },
  }
}

export type EventsService = ReturnType<typeof eventsService>
