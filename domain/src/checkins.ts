// Check-ins: a traveller's "I was here" on an event, with the state they found, a rating and photos.
// The wire shapes, the one schema the form and the API share, and the event's summary of its check-ins.
import { array, number, object, string, type InferType } from 'yup'
import { ACCESS_CODES, type AccessCode } from './access'
import type { CheckinFacts, FactConfirmations } from './checkin-facts'
import { checkinFactsSchema } from './checkin-facts-schema'
import { isIsoDate, isNotAfterToday, isNotBeforeEarliestYear } from './dates'
import { isOwnFileUrl, type StorageLocation } from './files'
import { CHECKIN_PHOTOS_MAX, CHECKIN_TEXT_MAX } from './limits'
import type { Language } from './messages'
import { hasForbiddenCharacters, visibleLength } from './text'

import { CHECKIN_STATES, DEFAULT_CHECKIN_STATE, type CheckinState } from './checkin-state'
import { choiceField } from './choice-schema'

export * from './checkin-state'

/** A check-in as the API returns it. */
export interface CheckinDto {
  _id: string
  eventID: string
  user: { _id: string; username: string }
  /** YYYY-MM-DD */
  visitDate: string
  state: CheckinState
  /** 1–5, or null when the traveller gave none */
  rating: number | null
  text: string
  /** the language of the screen it was written on; absent on check-ins stored before they recorded it */
  language?: Language
  photos: string[]
  access: AccessCode
  /** what the traveller found of the event's yes/no facts; absent when they said nothing of them */
  facts?: CheckinFacts
  createdAt: string
  updatedAt: string
  /** true only in answers to its author while reports hide it (docs/moderation.md); absent otherwise */
  hidden?: true
  /** in answers to its author: the photos reports hide from everyone else; absent when none */
  hiddenPhotos?: string[]
}

/** GET /api/events/:id/checkins: newest visit first; `next` is the cursor of the following page. */
export interface CheckinPageDto {
  checkins: CheckinDto[]
  next: string | null
}

/** A user's own check-in with the event it is on. */
export type OwnCheckinDto = CheckinDto & { event: { _id: string; title: string } }

/** GET /api/user/checkins: the caller's check-ins, newest visit first, paged like an event's. */
export interface OwnCheckinPageDto {
  checkins: OwnCheckinDto[]
  next: string | null
}

/** How travellers found an event, kept on the event with every check-in change. */
export interface CheckinSummary {
  checkins: number
  /** the ratings' mean (exact, from their sum) and how many there are; null when nobody rated */
  rating: { average: number; count: number } | null
  /** the latest visit of an as-described or changed check-in */
  lastVisit: string | null
  /** the state of the check-in with the latest visit; as-described until someone says otherwise */
  state: CheckinState
}

/**
 * What POST (201 created, 200 updated) and PUT /api/events/:id/checkins answer: the check-in and the
 * event's summary after it, so the page shows the new stars and count without reading the event again.
 * DELETE answers CheckinRemovedDto.
 */
export interface CheckinSavedDto {
  checkin: CheckinDto
  summary: CheckinSummary
  /** the event's fact confirmations after it (EventDto.factChecks); absent when there are none */
  factChecks?: FactConfirmations
}

/** What DELETE /api/events/:id/checkins/:checkinId answers: the event's summary and confirmations after it. */
export type CheckinRemovedDto = Omit<CheckinSavedDto, 'checkin'>

export const EMPTY_CHECKIN_SUMMARY: CheckinSummary = {
  checkins: 0,
  rating: null,
  lastVisit: null,
  state: DEFAULT_CHECKIN_STATE,
}

/** A check-in's text must say what changed or why the place is gone. */
export function checkinNeedsText(state: unknown): boolean {
  return state === 'changed' || state === 'gone'
}

/** Validation context: where photos must be (`storage`, `uid`), photos it already has, and the clock. */
export interface CheckinValidationContext {
  storage?: StorageLocation
  uid?: string
  unchanged?: readonly string[]
  now?: Date
}

function isOwnCheckinPhoto(value: string, context: CheckinValidationContext | undefined): boolean {
  if (!context?.storage || context.uid === undefined) return true
  if (context.unchanged?.includes(value)) return true
  return isOwnFileUrl(value, context.storage, 'checkins', context.uid)
}

/**
 * The visit day: a real date, not before 1900 and not after today (the API allows a day of slack for
 * time zones ahead of its own, the form none).
 */
function visitDateField(slackDays: number) {
  return string()
    .required('required')
    .test('iso', 'date_invalid', (v) => !v || isIsoDate(v))
    .test('not-too-early', 'date_too_early', (v) => !v || !isIsoDate(v) || isNotBeforeEarliestYear(v))
    .test('not-future', 'visit_future', function (v) {
      const ctx = this.options.context as CheckinValidationContext | undefined
      return !v || !isIsoDate(v) || isNotAfterToday(v, ctx?.now ?? new Date(), slackDays)
    })
}

function checkinSchema(slackDays: number) {
  return object({
    visitDate: visitDateField(slackDays),
    state: choiceField(CHECKIN_STATES, 'checkin_state_invalid'),
    // strict: a JSON number, never "4"
    rating: number()
      .strict()
      .nullable()
      .default(null)
      .typeError('rating_invalid')
      .integer('rating_invalid')
      .min(1, 'rating_invalid')
      .max(5, 'rating_invalid'),
    text: string()
      .trim()
      .default('')
      .test('characters', 'text_invalid', (v) => !v || !hasForbiddenCharacters(v, { multiLine: true }))
      .test('length', 'checkin_text_length', (v) => !v || visibleLength(v) <= CHECKIN_TEXT_MAX)
      .test('needed', 'checkin_text_required', function (v) {
        return !checkinNeedsText(this.parent.state) || Boolean(v && visibleLength(v) > 0)
      }),
    photos: array(string().trim().required('file_url_invalid'))
      .default([])
      .typeError('file_url_invalid')
      .max(CHECKIN_PHOTOS_MAX, 'checkin_photos_max')
      // one photo shown twice is one photo: a second copy would only take a place and dodge its hiding
      .test(
        'distinct',
        'checkin_photos_duplicate',
        (photos) => new Set(photos).size === (photos ?? []).length,
      )
      .test('own-files', 'file_url_invalid', function (photos) {
        const ctx = this.options.context as CheckinValidationContext | undefined
        return (photos ?? []).every((photo) => isOwnCheckinPhoto(photo, ctx))
      }),
    access: number()
      .strict()
      .typeError('checkin_access_invalid')
      .required('checkin_access_invalid')
      .oneOf([...ACCESS_CODES], 'checkin_access_invalid'),
    facts: checkinFactsSchema,
  }).noUnknown()
}

/** What POST and PUT /api/events/:id/checkins accept. Unknown fields are stripped. */
export const checkinPayloadSchema = checkinSchema(1)

/** The check-in dialog's rules: the same, without the server's day of slack. */
export const checkinFormSchema = checkinSchema(0)

export type CheckinPayload = Omit<InferType<typeof checkinPayloadSchema>, 'access' | 'state' | 'facts'> & {
  access: AccessCode
  state: CheckinState
  facts?: CheckinFacts
}

// The freshness rule lives apart from the schema: the list pages use it, and must not load yup for it.
export { RECENT_VISIT_DAYS, isRecentlyVisited, recentVisitSince } from './recent-visits'
