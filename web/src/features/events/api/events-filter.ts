// What a list or map of events asks the server for (GET /api/events, /api/events/map).
import type { Country, EventSort, FactFilter, MainSection, NearFilter, SubSection } from '@travel/domain'

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
  /** only events found as described or changed in the last 12 months */
  visited?: boolean
  /** only events whose average rating is at least this */
  minRating?: number
  /** latest visit or best rating first; newest first without it (not with near or user) */
  sort?: EventSort
  /** what the events must offer (has, free, fits, height, open, surface, 4x4) */
  facts?: FactFilter
}
