// What a list or map of events asks the server for (GET /api/events, /api/events/map).
import type { Country, MainSection, NearFilter, SubSection } from '@travel/domain'

export interface EventsFilter {
  user?: string
  sections?: MainSection[]
  subs?: SubSection[]
  country?: Country
  /** a search (valid by the domain's parseSearch) */
  q?: string
  /** events within a distance of a place, nearest first (each with distanceKm) */
  near?: NearFilter
  /** also the events whose latest check-in says they are gone (left out otherwise) */
  gone?: boolean
}
