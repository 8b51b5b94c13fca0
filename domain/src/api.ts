// Wire shapes shared by the API and its clients (DESIGN.md §6).
import type { ApiErrorCode } from './messages'
import { COUNTRIES, type Country } from './countries'
import { MAIN_SECTIONS, ALL_SUBSECTIONS, type MainSection, type SubSection } from './sections'
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

export type EventsQueryResult =
  { ok: true; query: EventsQuery } | { ok: false; fields: Record<string, string> }

/**
 * Parses and checks the query string of GET /api/events. Field messages are ValidationKeys or short
 * English reasons; unknown section or country values are errors, not silently empty results.
 */
export function parseEventsQuery(q: Record<string, QueryValue>): EventsQueryResult {
  const fields: Record<string, string> = {}
  const sections = list(q.section)
  const subs = list(q.sub)
  const user = typeof q.user === 'string' && q.user.trim() ? q.user.trim() : undefined
  const countryRaw = typeof q.country === 'string' ? q.country.trim() : ''
  const limitRaw = typeof q.limit === 'string' && q.limit !== '' ? Number(q.limit) : EVENTS_PAGE_DEFAULT
  const cursor = typeof q.cursor === 'string' && q.cursor ? q.cursor : undefined
  const nearRaw = typeof q.near === 'string' ? q.near.trim() : q.near === undefined ? undefined : ''
  const radiusRaw = typeof q.radius === 'string' ? q.radius.trim() : q.radius === undefined ? undefined : ''
  const nearPoint = nearRaw === undefined ? undefined : parseNearPoint(nearRaw)
  const radiusKm =
    radiusRaw === undefined || radiusRaw === ''
      ? NEAR_RADIUS_DEFAULT_KM
      : DECIMAL.test(radiusRaw)
        ? Number(radiusRaw)
        : Number.NaN

  if (sections.some((s) => !(MAIN_SECTIONS as readonly string[]).includes(s)))
    fields.section = 'section_invalid'
  if (subs.some((s) => !(ALL_SUBSECTIONS as readonly string[]).includes(s))) fields.sub = 'sub_invalid'
  if (countryRaw && !(COUNTRIES as readonly string[]).includes(countryRaw)) fields.country = 'country_invalid'
  if (!Number.isInteger(limitRaw) || limitRaw < 1 || limitRaw > EVENTS_PAGE_MAX)
    fields.limit = 'limit_invalid'
  if (nearRaw !== undefined && !nearPoint) fields.near = 'near_invalid'
  if (!(radiusKm >= NEAR_RADIUS_MIN_KM && radiusKm <= NEAR_RADIUS_MAX_KM)) fields.radius = 'radius_invalid'
  else if (radiusRaw !== undefined && nearRaw === undefined) fields.radius = 'radius_without_near'
  if (Object.keys(fields).length) return { ok: false, fields }

  const query: EventsQuery = { limit: limitRaw }
  if (user) query.user = user
  if (sections.length) query.sections = sections as MainSection[]
  if (subs.length) query.subs = subs as SubSection[]
  if (countryRaw) query.country = countryRaw as Country
  if (cursor) query.cursor = cursor
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
  const s = params.toString()
  return s ? `?${s}` : ''
}
