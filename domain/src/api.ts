// Wire shapes shared by the API and its clients (docs/api.md).
import type { ApiErrorCode } from './messages'
import { COUNTRIES, type Country } from './countries'
import { isMainSection, isSubSection, type MainSection, type SubSection } from './sections'
import { parseSearch } from './search/query'
import { NEAR_RADIUS_DEFAULT_KM, NEAR_RADIUS_MAX_KM, NEAR_RADIUS_MIN_KM } from './messages'
import { isLatLngInRange } from './coordinates'
import { hasForbiddenCharacters } from './text'
import type { CheckinState } from './checkins'
import type { AccessCode } from './access'
import { FACT_QUERY_PARAMS, factFilterParams, parseFactFilter, type FactFilter } from './amenities'

/**
 * Seconds a browser may reuse a public read of the API (its `Cache-Control: max-age`). Within it a client
 * gains nothing by asking again: the browser would answer from its own cache.
 */
export const PUBLIC_ANSWER_MAX_AGE_S = 60

export interface ApiSuccess<T> {
  success: true
  data: T
}

export interface ApiPage<T> extends ApiSuccess<T[]> {
  /** opaque; absent or null when there are no more items */
  nextCursor: string | null
}

export interface ApiFailure {
  success: false
  statusCode: number
  code: ApiErrorCode
  message: string
  /** per-field messages, in the caller's language, for 400 validation failures */
  fields?: Record<string, string>
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure

export const EVENTS_PAGE_DEFAULT = 24
export const EVENTS_PAGE_MAX = 100

/** "Events within radiusKm of this point, nearest first" (GET /api/events?near=lat,lng&radius=km). */
export interface NearFilter {
  lat: number
  lng: number
  radiusKm: number
}

/** Filters of GET /api/events (and, without limit and cursor, of GET /api/events/map). */
export interface EventsQuery {
  user?: string
  sections?: MainSection[]
  subs?: SubSection[]
  country?: Country
  near?: NearFilter
  limit: number
  cursor?: string
  /** a search (trimmed; parseSearch() holds its rules): events matching every word of it */
  q?: string
  /** show events whose latest check-in says they are gone too (gone=1); lists leave them out */
  gone?: boolean
  /** only events someone found as described or changed in the last 12 months (visited=1) */
  visited?: boolean
  /** only events whose average rating is at least this many stars (rating=1…5) */
  minRating?: number
  /** the list's order (sort=visited|rating); newest first when absent. Near answers are nearest first. */
  sort?: EventSort
  /** what the event must offer (has=…, free=1, fits=…, height=…, open=…, surface=…, 4x4=1): amenities.ts */
  facts?: FactFilter
}

/** The orders a list can be asked for besides newest first: latest visit first, best rated first. */
export const EVENT_SORTS = ['visited', 'rating'] as const
export type EventSort = (typeof EVENT_SORTS)[number]

/** GET /api/events/map answers at most this many points, in one request (the map never pages). */
export const MAP_POINTS_MAX = 10_000

/** One event on the events map: just what a marker and its card need. */
export interface MapPointDto {
  _id: string
  lat: number
  lng: number
  main: MainSection
  sub: SubSection | null
  access: AccessCode
  title: string
  thumbnail: string | null
  /** YYYY-MM-DD */
  date: string
  /** the average rating, or null when nobody rated */
  rating: number | null
  /** the latest visit of an as-described or changed check-in */
  lastVisit: string | null
  state: CheckinState
}

export interface MapPointsResponse extends ApiSuccess<MapPointDto[]> {
  /** true when more than MAP_POINTS_MAX events match: narrow the filters to see them all */
  truncated: boolean
}

/** A decimal number as typed in a query string: no exponents, hex or blanks that Number() would accept. */
const DECIMAL = /^-?\d{1,4}(\.\d{1,15})?$/

/** "48.1486,17.1077" to [lat, lng]; undefined unless both are decimals in range. */
export function parseNearPoint(text: string): [number, number] | undefined {
  const parts = text.split(',').map((s) => s.trim())
  if (parts.length !== 2 || !parts.every((p) => DECIMAL.test(p))) return undefined
  const pair: [number, number] = [Number(parts[0]), Number(parts[1])]
  return isLatLngInRange(pair) ? pair : undefined
}

type QueryValue = string | string[] | undefined | unknown

/** "camp, route" (or the parameter repeated) to its non-empty items. */
function list(value: QueryValue): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : ''
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The parameters of GET /api/events (and of the list pages' addresses) that parseEventsQuery reads. */
export const EVENTS_QUERY_PARAMS = [
  'section',
  'sub',
  'country',
  'user',
  'q',
  'near',
  'radius',
  'limit',
  'cursor',
  'gone',
  'visited',
  'rating',
  'sort',
  ...FACT_QUERY_PARAMS,
] as const

/**
 * A query string (with or without its "?") as parameters, every repeat kept: a parameter given twice is an
 * array, which parseEventsQuery refuses. The API's routes and the rendered pages read their query
 * strings with this, so both see the same parameters (a parser that keeps only the last value would let
 * a page accept what the API refuses).
 */
export function queryParams(search: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>
  for (const [key, value] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) {
    const seen = params[key]
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return params
}

/** The query string of a request's URL (path and query, as Express's originalUrl holds it), without "?". */
export function queryStringOf(url: string): string {
  const at = url.indexOf('?')
  return at < 0 ? '' : url.slice(at + 1)
}

export type EventsQueryResult =
  { ok: true; query: EventsQuery } | { ok: false; fields: Record<string, string> }

/**
 * Parses and checks the query of GET /api/events and of a list page's address (docs/api.md, "Query
 * parameters"). Each parameter is given once, but section and sub take several values; an empty filter
 * means none, an empty limit, radius, near, cursor or q is refused; unknown values are errors.
 */
export function parseEventsQuery(q: Record<string, QueryValue>): EventsQueryResult {
  const fields: Record<string, string> = {}
  /** the parameter's one text value; undefined when absent, or (with query_repeated noted) when not one */
  const single = (
    key: Exclude<(typeof EVENTS_QUERY_PARAMS)[number], 'section' | 'sub'>,
  ): string | undefined => {
    const value = own(key)
    if (value === undefined) return undefined
    if (typeof value === 'string') return value
    fields[key] = 'query_repeated'
    return undefined
  }
  const present = (key: 'near' | 'radius') => own(key) !== undefined

  const own = (key: string) => (Object.prototype.hasOwnProperty.call(q, key) ? q[key] : undefined)
  const sections = list(own('section'))
  const subs = list(own('sub'))
  const user = single('user')?.trim() || undefined
  const countryRaw = single('country')?.trim() ?? ''
  const limitText = single('limit')?.trim()
  // Digits only: Number() would also read "0x10", "1e1" and " " as numbers.
  const limitRaw =
    limitText === undefined ? EVENTS_PAGE_DEFAULT : /^\d+$/.test(limitText) ? Number(limitText) : NaN
  const cursor = single('cursor')
  const nearRaw = single('near')?.trim()
  const radiusRaw = single('radius')?.trim()
  const searchRaw = single('q')
  const goneRaw = single('gone')?.trim()
  const visitedRaw = single('visited')?.trim()
  const ratingRaw = single('rating')?.trim()
  const sortRaw = single('sort')?.trim()
  const facts = parseFactFilter(
    Object.fromEntries(FACT_QUERY_PARAMS.map((key) => [key, single(key)])),
    fields,
  )
  const nearPoint = nearRaw === undefined ? undefined : parseNearPoint(nearRaw)
  const radiusKm =
    radiusRaw === undefined
      ? NEAR_RADIUS_DEFAULT_KM
      : DECIMAL.test(radiusRaw)
        ? Number(radiusRaw)
        : Number.NaN

  // Checks of a value only where single() has not already said the parameter was repeated.
  if (!sections.every(isMainSection)) fields.section = 'section_invalid'
  if (!subs.every(isSubSection)) fields.sub = 'sub_invalid'
  if (!fields.user && user !== undefined && hasForbiddenCharacters(user)) fields.user = 'text_invalid'
  if (!fields.country && countryRaw && !(COUNTRIES as readonly string[]).includes(countryRaw))
    fields.country = 'country_invalid'
  if (!fields.limit && (!Number.isInteger(limitRaw) || limitRaw < 1 || limitRaw > EVENTS_PAGE_MAX))
    fields.limit = 'limit_invalid'
  if (!fields.cursor && cursor !== undefined && (cursor === '' || hasForbiddenCharacters(cursor)))
    fields.cursor = 'cursor_invalid'
  const search = searchRaw === undefined ? undefined : parseSearch(searchRaw)
  if (!fields.q && search && !search.ok) fields.q = search.error
  if (!fields.near && present('near') && !nearPoint) fields.near = 'near_invalid'
  if (!fields.radius && present('radius')) {
    if (!(radiusKm >= NEAR_RADIUS_MIN_KM && radiusKm <= NEAR_RADIUS_MAX_KM)) fields.radius = 'radius_invalid'
    else if (!present('near')) fields.radius = 'radius_without_near'
  }
  if (!fields.gone && goneRaw !== undefined && goneRaw !== '' && goneRaw !== '1') fields.gone = 'gone_invalid'
  if (!fields.visited && visitedRaw !== undefined && visitedRaw !== '' && visitedRaw !== '1')
    fields.visited = 'visited_invalid'
  if (!fields.rating && ratingRaw !== undefined && ratingRaw !== '' && !/^[1-5]$/.test(ratingRaw))
    fields.rating = 'min_rating_invalid'
  if (!fields.sort && sortRaw && !(EVENT_SORTS as readonly string[]).includes(sortRaw))
    fields.sort = 'sort_invalid'
  // Near answers are nearest first, and one traveller's own list newest first (no index orders it else).
  else if (!fields.sort && sortRaw && present('near')) fields.sort = 'sort_with_near'
  else if (!fields.sort && sortRaw && user !== undefined) fields.sort = 'sort_with_user'
  if (Object.keys(fields).length) return { ok: false, fields }

  const query: EventsQuery = { limit: limitRaw }
  if (user) query.user = user
  if (sections.length) query.sections = sections as MainSection[]
  if (subs.length) query.subs = subs as SubSection[]
  if (countryRaw) query.country = countryRaw as Country
  if (cursor) query.cursor = cursor
  if (search?.ok) query.q = search.text
  if (nearPoint) query.near = { lat: nearPoint[0], lng: nearPoint[1], radiusKm }
  if (goneRaw === '1') query.gone = true
  if (visitedRaw === '1') query.visited = true
  if (ratingRaw) query.minRating = Number(ratingRaw)
  if (sortRaw) query.sort = sortRaw as EventSort
  if (facts) query.facts = facts
  return { ok: true, query }
}

/** Builds the query string for GET /api/events from filters (the web client's side of parseEventsQuery). */
export function eventsQueryString(query: Partial<EventsQuery>): string {
  const params = new URLSearchParams()
  if (query.user) params.set('user', query.user)
  if (query.sections?.length) params.set('section', query.sections.join(','))
  if (query.subs?.length) params.set('sub', query.subs.join(','))
  if (query.country) params.set('country', query.country)
  if (query.limit) params.set('limit', String(query.limit))
  if (query.near) {
    params.set('near', `${query.near.lat},${query.near.lng}`)
    params.set('radius', String(query.near.radiusKm))
  }
  if (query.cursor) params.set('cursor', query.cursor)
  if (query.q) params.set('q', query.q)
  if (query.gone) params.set('gone', '1')
  if (query.visited) params.set('visited', '1')
  if (query.minRating) params.set('rating', String(query.minRating))
  if (query.sort) params.set('sort', query.sort)
  for (const [key, value] of factFilterParams(query.facts)) params.set(key, value)
  const s = params.toString()
  return s ? `?${s}` : ''
}
