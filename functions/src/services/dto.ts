// Records to wire shapes (docs/screens.md field names: _id, user {_id, username}, eventID, userID).
import {
  DEFAULT_CHECKIN_STATE,
  cardAmenities,
  factConfirmations,
  guessedLanguage,
  otherLanguage,
  toTrackBrief,
  type CheckinSummary,
  type EventDto,
  type Language,
  type EventListItemDto,
  type MapPointDto,
  type UserDto,
  type WishlistItemDto,
} from '@travel/domain'
import type { EventRecord, MapPointRecord, UserRecord, WishlistRecord } from '../store/port'
import { fromTrackRecord } from '../tracks/track-record'

/** Who did something, as the answers name a person: the id and the name kept with the record, or null. */
export function personOf(
  id: string | null,
  name: string | null | undefined,
): { _id: string; username: string } | null {
  return id !== null ? { _id: id, username: name ?? '' } : null
}

/** The language an event was written in; one stored before events recorded it reads as its text looks. */
export function writtenInOf(
  e: Pick<EventRecord, 'writtenIn' | 'title'> & { description?: string },
): Language {
  return e.writtenIn ?? guessedLanguage({ title: e.title, description: e.description ?? '' })
}

/**
 * The event's text for a reader of `language`: its translation when it has one in that language, else
 * the original. Without a language, the original (what its author and the history work with).
 */
export function readerText(
  e: EventRecord,
  language?: Language,
): Pick<EventDto, 'title' | 'description' | 'language' | 'writtenIn' | 'translatedBy'> {
  const writtenIn = writtenInOf(e)
  if (language === undefined || language === writtenIn || !e.translation)
    return { title: e.title, description: e.description, language: writtenIn, writtenIn }
  const by = e.translator?.id ? { _id: e.translator.id, username: e.translator.name ?? '' } : null
  return { ...e.translation, language, writtenIn, translatedBy: by }
}

/** On an event's own page: the version not answered, when it has both (the original or the translation). */
export function otherVersionOf(e: EventRecord, language?: Language): Pick<EventDto, 'other'> {
  if (!e.translation) return {}
  const writtenIn = writtenInOf(e)
  const answered = readerText(e, language).language
  return answered === writtenIn
    ? { other: { language: otherLanguage(writtenIn), ...e.translation } }
    : { other: { language: writtenIn, title: e.title, description: e.description } }
}

/** The event in the reader's `language` (the original without one); `other` only on its own page. */
export function toEventDto(e: EventRecord, language?: Language, withOther = false): EventDto {
  return {
    _id: e.id,
    ...readerText(e, language),
    ...(withOther ? otherVersionOf(e, language) : {}),
    image: e.image,
    thumbnail: e.thumbnail,
    gpxFile: e.gpxFile,
    map: e.map,
    coordinates: e.coordinates,
    access: e.access,
    date: e.date,
    section: e.section,
    country: e.country,
    user: { _id: e.ownerId, username: e.ownerName },
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    track: e.track ? fromTrackRecord(e.track) : null,
    ...(e.amenities ? { amenities: e.amenities } : {}),
    ...factChecksOf(e),
    ...checkinSummaryOf(e),
    // only the owner is ever answered a hidden event (docs/moderation.md)
    ...(e.hidden === true ? { hidden: true as const } : {}),
    ...(e.mergedPhotos?.length
      ? { mergedPhotos: e.mergedPhotos.map(({ url, thumbnail, from, by }) => ({ url, thumbnail, from, by })) }
      : {}),
  }
}

/** The events a reader other than their owners may see: those reports hide are left out. */
export function visibleTo(events: EventRecord[], viewer?: string): EventRecord[] {
  return events.filter((e) => e.hidden !== true || e.ownerId === viewer)
}

/**
 * An average as answered: two decimals say more than the one a reader sees, and 13 / 3 would otherwise
 * take 17 characters on every card of a list. The store keeps the exact sum and count.
 */
const answeredAverage = (average: number) => Math.round(average * 100) / 100

/** The check-in summary an event carries; an event stored before check-ins has none. */
export function checkinSummaryOf(e: EventRecord): CheckinSummary {
  const count = e.ratingCount ?? 0
  return {
    checkins: e.checkins ?? 0,
    rating: count > 0 ? { average: answeredAverage((e.ratingSum ?? 0) / count), count } : null,
    lastVisit: e.lastVisit ?? null,
    state: e.state ?? DEFAULT_CHECKIN_STATE,
  }
}

/** The event's fact confirmations, as `{ factChecks }`, or nothing when no check-in answered its facts. */
export function factChecksOf(e: EventRecord): Pick<EventDto, 'factChecks'> {
  const factChecks = factConfirmations(e.amenities, e.factChecks)
  return Object.keys(factChecks).length ? { factChecks } : {}
}

/**
 * A list item: the track cut to distance, climb and start (no line or profile on a card), the facts to
 * those a card shows.
 */
export function toEventListItemDto(e: EventRecord, language?: Language): EventListItemDto {
  const { track, amenities, ...rest } = e
  // a card shows no confirmations: they cost it nothing
  const {
    checkins,
    rating,
    lastVisit,
    state,
    factChecks: _factChecks,
    mergedPhotos: _mergedPhotos,
    ...event
  } = toEventDto(
    {
      ...rest,
      track: null,
      amenities: cardAmenities(amenities),
    },
    language,
  )
  return {
    ...event,
    // only what says something: the defaults (none, unrated, never visited, as described) go unsaid
    ...(checkins > 0 ? { checkins } : {}),
    ...(rating ? { rating } : {}),
    ...(lastVisit ? { lastVisit } : {}),
    ...(state === DEFAULT_CHECKIN_STATE ? {} : { state }),
    track: track ? toTrackBrief(track) : null,
  }
}

/** A marker on the events map. Only events with a position become points (EventStore.mapPoints). */
export function toMapPointDto(p: MapPointRecord, language?: Language): MapPointDto {
  const translated = language !== undefined && language !== writtenInOf(p) && p.translation
  return {
    _id: p.id,
    lat: p.coordinates[0] ?? 0,
    lng: p.coordinates[1] ?? 0,
    main: p.section.main,
    sub: p.section.sub,
    access: p.access,
    title: translated ? p.translation!.title : p.title,
    thumbnail: p.thumbnail,
    date: p.date,
    rating: p.ratingAverage == null ? null : answeredAverage(p.ratingAverage),
    lastVisit: p.lastVisit ?? null,
    state: p.state ?? DEFAULT_CHECKIN_STATE,
  }
}

export function toUserDto(u: UserRecord, favourites: string[]): UserDto {
  return {
    _id: u.id,
    username: u.username,
    email: u.email,
    profilePicture: u.profilePicture,
    favourites,
    ...(u.vehicle ? { vehicle: u.vehicle } : {}),
  }
}

/** A wishlist entry joined with its event's current title, image, section and country. */
export function toWishlistItemDto(w: WishlistRecord, e: EventRecord, language?: Language): WishlistItemDto {
  return {
    _id: w.id,
    eventID: w.eventId,
    userID: w.userId,
    title: readerText(e, language).title,
    image: e.image,
    thumbnail: e.thumbnail,
    section: e.section,
    country: e.country,
    addedAt: w.addedAt,
  }
}
