// Wire shapes shared by the API and its clients (docs/api.md).
import type { ApiErrorCode } from './messages'
import { COUNTRIES, type Country } from './countries'
import { isMainSection, isSubSection, type MainSection, type SubSection } from './sections'
import { parseSearch } from './search/query'
import { NEAR_RADIUS_DEFAULT_KM, NEAR_RADIUS_MAX_KM, NEAR_RADIUS_MIN_KM } from './messages'
import { isLatLngInRange } from './coordinates'
import type { AccessCode } from './access'

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
}

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

function list(value: QueryValue): string[] {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : ''
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * A parameter that takes one value. Given twice (`country=A&country=B`) it is a problem to report, not a
 * choice to make silently (the framework hands over an array, which reading it as text would drop).
 */
function singleValue(
  q: Record<string, QueryValue>,
  key: string,
  fields: Record<string, string>,
): string | undefined {
  const value = q[key]
  if (Array.isArray(value)) {
    fields[key] = 'query_repeated'
    return undefined
  }
  return typeof value === 'string' ? value : undefined
}

export type EventsQueryResult =
  { ok: true; query: EventsQuery } | { ok: false; fields: Record<string, string> }

/**
 * Parses and checks the query string of GET /api/events. Field messages are ValidationKeys or short
 * English reasons; unknown section or country values are errors, not silently empty results.
 */
export function parseEventsQuery(q: Record<string, QueryValue>): EventsQueryResult {
  const fields: Record<string, string> = {}
  const single = (key: string) => singleValue(q, key, fields)
  const sections = list(q.section)
  const subs = list(q.sub)
  const user = single('user')?.trim() || undefined
  const countryRaw = single('country')?.trim() ?? ''
  const limitText = single('limit')?.trim()
  // Digits only: Number() would also read "0x10", "1e1" and " " as numbers.
  const limitRaw = limitText ? (/^\d+$/.test(limitText) ? Number(limitText) : NaN) : EVENTS_PAGE_DEFAULT
  const cursor = single('cursor') || undefined
  // Present but not one string (repeated, or an object from near[x]=…) is a bad value, not "no filter".
  const nearRaw = q.near === undefined ? undefined : (single('near')?.trim() ?? '')
  const radiusRaw = q.radius === undefined ? undefined : (single('radius')?.trim() ?? '')
  const nearPoint = nearRaw === undefined ? undefined : parseNearPoint(nearRaw)
  const radiusKm =
    radiusRaw === undefined || radiusRaw === ''
      ? NEAR_RADIUS_DEFAULT_KM
      : DECIMAL.test(radiusRaw)
        ? Number(radiusRaw)
        : Number.NaN

  if (!sections.every(isMainSection)) fields.section = 'section_invalid'
  if (!subs.every(isSubSection)) fields.sub = 'sub_invalid'
  if (countryRaw && !(COUNTRIES as readonly string[]).includes(countryRaw)) fields.country = 'country_invalid'
  if (!fields.limit && (!Number.isInteger(limitRaw) || limitRaw < 1 || limitRaw > EVENTS_PAGE_MAX))
    fields.limit = 'limit_invalid'
  // Present but not one string (an array from q=a&q=b, an object from q[x]=…) is not a search either.
  const search = q.q === undefined ? undefined : parseSearch(typeof q.q === 'string' ? q.q : '')
  if (search && !search.ok) fields.q = search.error
  // query_repeated (set by single()) is the more useful message and stays.
  if (nearRaw !== undefined && !nearPoint && !fields.near) fields.near = 'near_invalid'
  if (!fields.radius) {
    if (!(radiusKm >= NEAR_RADIUS_MIN_KM && radiusKm <= NEAR_RADIUS_MAX_KM)) fields.radius = 'radius_invalid'
    else if (radiusRaw !== undefined && nearRaw === undefined) fields.radius = 'radius_without_near'
  }
  if (Object.keys(fields).length) return { ok: false, fields }

  const query: EventsQuery = { limit: limitRaw }
  if (user) query.user = user
  if (sections.length) query.sections = sections as MainSection[]
  if (subs.length) query.subs = subs as SubSection[]
  if (countryRaw) query.country = countryRaw as Country
  if (cursor) query.cursor = cursor
  if (search?.ok) query.q = search.text
  if (nearPoint) query.near = { lat: nearPoint[0], lng: nearPoint[1], radiusKm }
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
  const s = params.toString()
  return s ? `?${s}` : ''
}
