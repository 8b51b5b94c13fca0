// The event on the wire: what the API answers (EventDto, EventListItemDto) and the schemas of what it
// accepts (eventPayloadSchema for POST /api/events, eventUpdateSchema for PUT). The form's own values,
// schema and conversions are in event-form.ts.
import { array, mixed, number, object, string, type InferType, type TestContext } from 'yup'
import { ACCESS_CODES, type AccessCode } from './access'
import type { Amenities } from './amenities'
import { amenitiesSchema } from './amenities-schema'
import type { FactConfirmations } from './checkin-facts'
import type { CheckinSummary } from './checkins'
import type { MergedPhotoDto } from './merges'
import { isLatLngInRange } from './coordinates'
import type { Country } from './countries'
import { country, dateField, description, title } from './event-fields'
import { isGpxFileName, isOwnFileUrl, objectPathOfDownloadUrl, type StorageLocation } from './files'
import { LANGUAGES, MAP_MAX, type Language } from './messages'
import { hasForbiddenCharacters, visibleLength } from './text'
import {
  MAIN_SECTIONS,
  hasSubsections,
  isMainSection,
  isValidSection,
  sectionTakesCoordinates,
  type Section,
} from './sections'
import type { TrackBrief, TrackDto } from './track'
import type { TranslationText } from './translations'

/** An event as the API returns it, with how travellers found it (its check-ins' summary). */
export interface EventDto extends CheckinSummary {
  _id: string
  /** in `language`: the reader's version when the event has one, else the original (docs/api.md) */
  title: string
  description: string
  /** the language `title` and `description` are in */
  language: Language
  /** the language its author wrote it in */
  writtenIn: Language
  /**
   * present when `title` and `description` are a translation: who translated them, its author or a
   * traveller whose suggestion was accepted (null once their account is deleted)
   */
  translatedBy?: { _id: string; username: string } | null
  /** on GET /api/events/:id only, when the event has both versions: the one not answered above */
  other?: TranslationText & { language: Language }
  image: string
  /** a smaller copy of the image for cards, when the upload made one */
  thumbnail: string | null
  gpxFile: string | null
  map: string | null
  /** [lat, lng], or [] for routes and itineraries */
  coordinates: number[]
  access: AccessCode
  /** YYYY-MM-DD */
  date: string
  section: Section
  country: Country
  user: { _id: string; username: string }
  createdAt: string
  updatedAt: string
  /** computed by the API from gpxFile; null without a route file */
  track: TrackDto | null
  /** what it offers, only the facts someone gave; absent when none is */
  amenities?: Amenities
  /**
   * per fact of `amenities` that check-ins answered: how many confirmed it, when last, and whether the
   * latest answer disputes it (checkin-facts.ts); absent when none did
   */
  factChecks?: FactConfirmations
  /**
   * on GET /api/events/:id only, when the event's last change was an accepted suggestion: who sent it
   * (null once their account is deleted) and when it was applied
   */
  updatedFrom?: { by: string | null; at: string }
  /**
   * true only in answers to the event's owner while reports hide it from everyone else until a moderator
   * decides (docs/moderation.md); absent otherwise
   */
  hidden?: true
  /**
   * photos of events a moderator merged into this one (docs/moderation.md "Duplicates"), credited to
   * the merged event and its author; absent when none was
   */
  mergedPhotos?: MergedPhotoDto[]
}

/**
 * An event in a list (GET /api/events): its track cut down to what a card shows, and of its check-in
 * summary only the fields that differ from an unvisited event's (no check-ins, no rating, no visit, as
 * described): most events in a list would only restate those.
 */
export type EventListItemDto = Omit<EventDto, 'track' | 'factChecks' | 'other' | keyof CheckinSummary> &
  Partial<CheckinSummary> & {
    track: TrackBrief | null
    /** in a near answer (GET /api/events?near=…): how far the event is from that point, in km */
    distanceKm?: number
  }

/**
 * Validation context of the API: where files must be (`storage`: the bucket and the origins download URLs
 * may come from), whose folder they must be in (`uid`), file addresses the event already has (`unchanged`:
 * an edit that keeps them is not checked again), and the clock. Without `storage` or `uid` that part of
 * the file rule is not checked (the form has no use for it).
 */
export interface EventValidationContext {
  storage?: StorageLocation
  uid?: string
  unchanged?: readonly (string | null)[]
  now?: Date
}

/** An event file must be a download URL of the caller's own events folder (a yup test, told the context). */
function isOwnEventFile(this: TestContext, value: string | null | undefined): boolean {
  const context = this.options.context as EventValidationContext | undefined
  if (!value || !context?.storage || context.uid === undefined) return true
  if (context.unchanged?.includes(value)) return true
  return isOwnFileUrl(value, context.storage, 'events', context.uid)
}

/**
 * An optional file or link left empty ("" or blanks, as a form sends an unfilled field) means none, on
 * create and on edit alike: never an address to look up.
 */
const emptyIsNone = (value: string | null | undefined) => (value === '' ? null : value)

const map = string()
  .trim()
  .transform(emptyIsNone)
  .max(MAP_MAX, 'map_length')
  .test('characters', 'text_invalid', (v) => !v || (!hasForbiddenCharacters(v) && visibleLength(v) > 0))
  .nullable()
  .default(null)
const sectionSchema = object({
  main: string()
    .required('section_invalid')
    .oneOf(MAIN_SECTIONS as readonly string[], 'section_invalid'),
  sub: string()
    .nullable()
    .default(null)
    .test('sub-required', 'sub_required', function (sub) {
      const main = this.parent.main as unknown
      return !isMainSection(main) || !hasSubsections(main) || Boolean(sub)
    })
    .test('sub-valid', 'sub_invalid', function (sub) {
      const main = this.parent.main as unknown
      if (!isMainSection(main) || (hasSubsections(main) && !sub)) return true
      return isValidSection(main, sub)
    }),
})
  .required('section_invalid')
  .noUnknown()

/** The other language's title and description: the same rules as the original's. */
export const translationSchema = object({ title, description })
  .nullable()
  .default(undefined)
  .optional()
  .noUnknown()

/** What POST /api/events accepts. Unknown fields (including `user`) are stripped. */
export const eventPayloadSchema = object({
  title,
  description,
  // absent on create: the language the request is in; on edit: kept as it is
  writtenIn: mixed<Language>()
    .oneOf([...LANGUAGES], 'language_invalid')
    .optional(),
  // absent on create: none; on edit: kept as it is. null says none.
  translation: translationSchema,
  image: string().trim().required('image_first').test('own-file', 'file_url_invalid', isOwnEventFile),
  thumbnail: string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyIsNone)
    .test('own-file', 'file_url_invalid', isOwnEventFile),
  gpxFile: string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyIsNone)
    .test('gpx', 'gpx_only', (v) => !v || isGpxFileName(objectPathOfDownloadUrl(v) ?? v.split('?')[0] ?? v))
    .test('own-file', 'file_url_invalid', isOwnEventFile),
  map,
  coordinates: array(number().required().typeError('coordinates_warning'))
    .typeError('coordinates_warning')
    .default([])
    // JSON numbers only: yup would otherwise read "48.1", [48.1] or "0x1" as numbers.
    .test('json-numbers', 'coordinates_warning', function () {
      const raw: unknown = this.originalValue
      return raw === undefined || (Array.isArray(raw) && raw.every((n) => typeof n === 'number'))
    })
    .test('coordinates', 'coordinates_warning', function (coords) {
      const main = (this.parent.section as { main?: unknown } | undefined)?.main
      if (!isMainSection(main) || !sectionTakesCoordinates(main)) return true
      return Array.isArray(coords) && coords.length === 2 && isLatLngInRange(coords)
    })
    .test('no-coordinates', 'coordinates_not_allowed', function (coords) {
      const main = (this.parent.section as { main?: unknown } | undefined)?.main
      if (!isMainSection(main) || sectionTakesCoordinates(main)) return true
      return !coords || coords.length === 0
    }),
  // strict: a JSON number only, never "1" or "0x1"
  access: number()
    .strict()
    .typeError('access_invalid')
    .required('access_invalid')
    .oneOf([...ACCESS_CODES], 'access_invalid'),
  date: dateField(1),
  section: sectionSchema,
  country,
  // absent on create: none; on edit: kept as it is. null (or {}) says none.
  amenities: amenitiesSchema.nullable().default(undefined).optional(),
}).noUnknown()

export type EventPayload = Omit<
  InferType<typeof eventPayloadSchema>,
  'access' | 'section' | 'country' | 'amenities' | 'writtenIn' | 'translation'
> & {
  writtenIn?: Language
  translation?: TranslationText | null
  amenities?: Amenities | null
  access: AccessCode
  section: Section
  country: Country
}

/**
 * PUT /api/events/:id: the same rules, but the image may be left out to keep the current one, and
 * `updatedAt` names the version the edit was made from: when the event has been saved since, the edit
 * is refused (409 event_changed) rather than silently undoing that save.
 */
export const eventUpdateSchema = eventPayloadSchema.shape({
  updatedAt: string().trim().max(40, 'text_invalid').optional(),
  image: string().trim().optional().test('own-file', 'file_url_invalid', isOwnEventFile),
})

export type EventUpdatePayload = Omit<EventPayload, 'image'> & { image?: string; updatedAt?: string }
