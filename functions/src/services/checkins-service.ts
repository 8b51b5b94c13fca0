// Check-ins: anyone reads an event's, a signed-in traveller writes their own (one per event and visit
// day), and only the author changes or removes one. The event's summary changes in the same transaction.
import {
  CHECKINS_PAGE_SIZE,
  normalCheckinFacts,
  type CheckinDto,
  type CheckinPageDto,
  type CheckinPayload,
  type CheckinRemovedDto,
  type CheckinSavedDto,
  type Language,
  type OwnCheckinPageDto,
} from '@travel/domain'
import { checkinId } from '../store/checkins/checkin-summary'
import { CheckinExistsError, type CheckinRecord, type Store } from '../store/port'
import type { AccountsService } from './accounts-service'
import type { NoticesService } from './notices-service'
import { NOTIFIED_WISHLISTS, checkinPosted } from './notices/happenings'
import type { Caller } from './caller'
import { decodeCheckinCursor, encodeCheckinCursor, positionAfter } from './cursor'
import { checkinSummaryOf, factChecksOf } from './dto'
import type { FileUrls } from './file-urls'
import { isSafeId } from './ids'
import { conflict, forbidden, notFound } from './service-error'

export interface CheckinsDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
  fileUrls: Pick<FileUrls, 'assertExist' | 'deleteAll'>
  notices: Pick<NoticesService, 'tell'>
}

/**
 * A check-in as `viewer` sees it: photos hidden by reports are left out for everyone but its author, who
 * alone is told what reports hide (docs/moderation.md).
 */
export function toCheckinDto(c: CheckinRecord, viewer?: string): CheckinDto {
  const hiddenPhotos = c.hiddenPhotos ?? []
  const author = viewer === c.userId
  return {
    _id: c.id,
    eventID: c.eventId,
    user: { _id: c.userId, username: c.userName },
    visitDate: c.visitDate,
    state: c.state,
    rating: c.rating,
    text: c.text,
    ...(c.language ? { language: c.language } : {}),
    // the author keeps every photo (an edit sends them back), and is told which are hidden
    photos: hiddenPhotos.length && !author ? c.photos.filter((url) => !hiddenPhotos.includes(url)) : c.photos,
    access: c.access,
    ...(c.facts ? { facts: { ...c.facts } } : {}),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    ...(author && c.hidden === true ? { hidden: true as const } : {}),
    ...(author && hiddenPhotos.length ? { hiddenPhotos: [...hiddenPhotos] } : {}),
  }
}

export function checkinsService({ store, accounts, fileUrls, notices }: CheckinsDeps) {
  /**
   * The event, or not_found. With `viewer`, an event reports hide is not found either, except by its
   * owner; without, it is (a traveller may still change or delete their own check-in on it).
   */
  async function eventOrNotFound(eventId: string, viewer?: { uid: string | undefined }) {
    const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
    if (!event || (viewer && event.hidden === true && event.ownerId !== viewer.uid))
      throw notFound('event_not_found')
    return event
  }

  /** The caller's check-in `id` on `eventId`: not_found when absent, forbidden when someone else's. */
  async function ownCheckin(caller: Caller, eventId: string, id: string): Promise<CheckinRecord> {
    await eventOrNotFound(eventId)
    const checkin = isSafeId(id) ? await store.checkins.getCheckin(id) : null
    if (!checkin || checkin.eventId !== eventId) throw notFound('checkin_not_found')
    if (checkin.userId !== caller.uid) throw forbidden()
    return checkin
  }

  /** Writes the check-in; `current` is the one it replaces when edited by its id. */
  async function write(
    caller: Caller,
    eventId: string,
    payload: CheckinPayload,
    current?: CheckinRecord,
    language?: Language,
  ): Promise<{ saved: CheckinSavedDto; created: boolean }> {
    const kept = new Set(current?.photos ?? [])
    const added = payload.photos.filter((url) => !kept.has(url))
    await fileUrls.assertExist(Object.fromEntries(added.map((url, i) => [`photos[${i}]`, url])))
    const author = await accounts.ensureProfile(caller)
    const now = new Date().toISOString()
    const facts = normalCheckinFacts(payload.facts)
    const record: CheckinRecord = {
      id: checkinId(eventId, author.id, payload.visitDate),
      eventId,
      userId: author.id,
      userName: author.username,
      visitDate: payload.visitDate,
      state: payload.state,
      rating: payload.rating ?? null,
      text: payload.text,
      ...(language ? { language } : {}),
      photos: payload.photos,
      access: payload.access,
      ...(facts ? { facts } : {}),
      createdAt: now,
      updatedAt: now,
    }
    let result
    try {
      result = await store.checkins.saveCheckin(record, current?.id)
    } catch (error) {
      if (error instanceof CheckinExistsError) throw conflict('checkin_exists')
      throw error
    }
    if (!result) throw notFound(current ? 'checkin_not_found' : 'event_not_found')
    // Photos the edit left out (of this check-in or of the one of that day it replaced) are gone.
    const named = new Set(result.checkin.photos)
    await fileUrls.deleteAll((current?.photos ?? []).filter((url) => !named.has(url)))
    // A new visit is news to the event's author and to those who saved it; an edit or a hidden one is not.
    if (result.created && !current && result.checkin.hidden !== true) {
      const wishlisters = await store.lists.wishlistersOf(eventId, NOTIFIED_WISHLISTS)
      await notices.tell(checkinPosted(result.checkin, result.event, wishlisters))
    }
    return {
      saved: {
        checkin: toCheckinDto(result.checkin, caller.uid),
        summary: checkinSummaryOf(result.event),
        ...factChecksOf(result.event),
      },
      created: result.created,
    }
  }

  return {
    /** A page of the event's check-ins; those reports hide only for their author (`viewer`). */
    async listOfEvent(eventId: string, cursor?: string, viewer?: string): Promise<CheckinPageDto> {
      const after = positionAfter(cursor, decodeCheckinCursor)
      await eventOrNotFound(eventId, { uid: viewer })
      const page = await store.checkins.checkinsOfEvent(eventId, CHECKINS_PAGE_SIZE, after)
      return {
        // A page can come out short by the hidden ones; the cursor still says where the next starts.
        checkins: page.checkins
          .filter((c) => c.hidden !== true || c.userId === viewer)
          .map((c) => toCheckinDto(c, viewer)),
        next: page.next ? encodeCheckinCursor(page.next) : null,
      }
    },

    async listOfCaller(caller: Caller, cursor?: string): Promise<OwnCheckinPageDto> {
      const after = positionAfter(cursor, decodeCheckinCursor)
      const page = await store.checkins.checkinsOfUser(caller.uid, CHECKINS_PAGE_SIZE, after)
      const events = await store.events.getEvents([...new Set(page.checkins.map((c) => c.eventId))])
      const titles = new Map(events.map((e) => [e.id, e.title]))
      return {
        checkins: page.checkins.map((c) => ({
          ...toCheckinDto(c, caller.uid),
          event: { _id: c.eventId, title: titles.get(c.eventId) ?? '' },
        })),
        next: page.next ? encodeCheckinCursor(page.next) : null,
      }
    },

    /** POST: creates the caller's check-in of that visit day, or replaces it (created: false). */
    /** `language`: the screen's the check-in is written on (the request's), recorded with it. */
    async save(caller: Caller, eventId: string, payload: CheckinPayload, language?: Language) {
      await eventOrNotFound(eventId, caller)
      const sameDay = await store.checkins.getCheckin(checkinId(eventId, caller.uid, payload.visitDate))
      return write(caller, eventId, payload, sameDay ?? undefined, language)
    },

    ownCheckin,

    /** PUT: changes the caller's check-in, possibly to another visit day. */
    async update(
      caller: Caller,
      current: CheckinRecord,
      payload: CheckinPayload,
      language?: Language,
    ): Promise<CheckinSavedDto> {
      return (await write(caller, current.eventId, payload, current, language)).saved
    },

    async remove(current: CheckinRecord): Promise<CheckinRemovedDto> {
      const removed = await store.checkins.deleteCheckin(current.id)
      if (!removed) throw notFound('checkin_not_found')
      await fileUrls.deleteAll(removed.checkin.photos)
      return { summary: checkinSummaryOf(removed.event), ...factChecksOf(removed.event) }
    },
  }
}

export type CheckinsService = ReturnType<typeof checkinsService>
