// "Download for GPS" (docs/api.md): a wishlist or a filtered list as one GPX or KML file. The API writes
// the files and the web app links to them, so the formats, the cap, the addresses, the file names and the
// words inside the files live here.
import type { AccessCode } from './access'
import { eventsQueryString, type EventsQuery } from './api'
import type { Country } from './countries'
import type { Language } from './messages'
import { COUNTRY_SEARCH_NAMES } from './search/names'
import { SUBSECTION_SLUGS, type MainSection, type Section, type SubSection } from './sections'

export const GPS_EXPORT_FORMATS = ['gpx', 'kml'] as const
export type GpsExportFormat = (typeof GPS_EXPORT_FORMATS)[number]

/** An export holds at most this many events: a day's or a trip's list, not the whole site. */
export const GPS_EXPORT_MAX = 500

export const GPS_EXPORT_CONTENT_TYPES: Record<GpsExportFormat, string> = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
}

export function isGpsExportFormat(value: unknown): value is GpsExportFormat {
  return (GPS_EXPORT_FORMATS as readonly unknown[]).includes(value)
}

/** The list filters an export takes: those of GET /api/events but the page (limit, cursor). */
export type GpsExportFilters = Omit<EventsQuery, 'limit' | 'cursor'>

/** The API path (after /api) of an export of the caller's wishlist. */
export function wishlistExportPath(format: GpsExportFormat, language: Language): string {
  return `/wishlist/export.${format}?lang=${language}`
}

/** The API path (after /api) of an export of a list with these filters. */
export function eventsExportPath(
  format: GpsExportFormat,
  filters: GpsExportFilters,
  language: Language,
): string {
  const query = eventsQueryString(filters)
  return `/events/export.${format}${query ? `${query}&` : '?'}lang=${language}`
}

/** Folds text into a file-name part: ASCII letters and digits joined by "-", at most `max` characters. */
function slug(text: string, max = 40): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '')
}

const MAIN_SLUGS: Record<MainSection, string> = {
  camp: 'camps',
  route: 'routes',
  itinerary: 'itineraries',
  places: 'places',
}

/** The list's name in a file name: what it was filtered by, e.g. "camps-slovakia" or "search-tatras". */
export function eventsExportName(filters: GpsExportFilters): string {
  const parts: string[] = []
  if (filters.subs?.length) parts.push(...filters.subs.map((sub) => SUBSECTION_SLUGS[sub]))
  else if (filters.sections?.length) parts.push(...filters.sections.map((main) => MAIN_SLUGS[main]))
  if (filters.country) parts.push(slug(filters.country))
  if (filters.q) parts.push('search', slug(filters.q, 30))
  if (filters.near) parts.push('near')
  if (filters.visited) parts.push('visited')
  if (filters.minRating) parts.push(`rating-${filters.minRating}`)
  return slug(parts.filter(Boolean).join('-'), 80) || 'events'
}

/** "wishlist-2026-11-26.gpx": the list's name and the day (UTC) of the export, ASCII only. */
export function gpsExportFileName(name: string, format: GpsExportFormat, now: Date): string {
  return `${slug(name, 80) || 'events'}-${now.toISOString().slice(0, 10)}.${format}`
}

/** The words inside an exported file, in the reader's language (the web app's labels, checked by a test). */
export interface GpsExportWords {
  wishlist: string
  events: string
  main: Record<MainSection, string>
  sub: Record<SubSection, string>
  access: Record<AccessCode, string>
  accessLabel: string
  country: string
  date: string
  distance: string
  climb: string
  rating: string
}

export const GPS_EXPORT_WORDS: Record<Language, GpsExportWords> = {
  en: {
    wishlist: 'Wishlist',
    events: 'Events',
    main: { camp: 'Camps', route: 'Routes', itinerary: 'Itinerary', places: 'Places' },
    sub: {
      natural: 'Natural camp',
      created: 'Campsite',
      offroad: 'Off-road',
      caravan_car: 'Caravan & car',
      nature: 'Nature',
      built: 'Built heritage',
      views: 'Viewpoints',
    },
    access: { 0: 'Caravan', 1: 'Car', 2: 'Off-road' },
    accessLabel: 'Access',
    country: 'Country',
    date: 'Date',
    distance: 'Distance',
    climb: 'Climb',
    rating: 'Rating',
  },
  sk: {
    wishlist: 'Zoznam želaní',
    events: 'Tipy',
    main: { camp: 'Kempy', route: 'Trasy', itinerary: 'Itineráre', places: 'Miesta' },
    sub: {
      natural: 'Kemp v prírode',
      created: 'Kemp so službami',
      offroad: 'Off-road',
      caravan_car: 'Karavan a auto',
      nature: 'Príroda',
      built: 'Stavby a pamiatky',
      views: 'Vyhliadky',
    },
    access: { 0: 'Karavany', 1: 'Autá', 2: 'Terénne autá' },
    accessLabel: 'Prístup',
    country: 'Krajina',
    date: 'Dátum',
    distance: 'Dĺžka',
    climb: 'Stúpanie',
    rating: 'Hodnotenie',
  },
}

/** "Camps · Natural camp" in the reader's language. */
export function sectionWords(words: GpsExportWords, section: Section): string {
  const main = words.main[section.main]
  return section.sub ? `${main} · ${words.sub[section.sub]}` : main
}

/**
 * A country's name in the reader's language: the search names list the English label first and the
 * Slovak one second where it differs (a web test holds them to the site's labels).
 */
export function countryWords(language: Language, country: Country): string {
  const names = COUNTRY_SEARCH_NAMES[country]
  const english = names[0] ?? country.replace(/_/g, ' ')
  return language === 'sk' ? (names[1] ?? english) : english
}
