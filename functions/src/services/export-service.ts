// "Download for GPS" (docs/api.md): the events of a filtered list or of the caller's wishlist, in the
// list's order, page by page, so the route can write each page of the file before the next is read.
import { GPS_EXPORT_MAX, type EventDto, type GpsExportFilters, type Language } from '@travel/domain'
import type { EventPosition, NearPosition, Store } from '../store/port'
import { toEventDto, visibleTo } from './dto'
import { storeFilterOf } from './events-service'

/** Events read per Store call: a page of the file at a time, and few calls for the largest export. */
const EXPORT_PAGE = 100

export function exportService({ store }: { store: Store }) {
  return {
    /** The list's events (GET /api/events's filters and order), at most GPS_EXPORT_MAX, in `language`. */
    async *events(filters: GpsExportFilters, language?: Language): AsyncGenerator<EventDto[]> {
      const filter = storeFilterOf(filters)
      if (filter === 'none') return
      let left = GPS_EXPORT_MAX
      const near = filters.near
      if (near) {
        const area = { center: [near.lat, near.lng] as [number, number], radiusKm: near.radiusKm }
        let after: NearPosition | undefined
        while (left > 0) {
          const page = await store.events.nearEvents(filter, area, Math.min(EXPORT_PAGE, left), after)
          const events = page.events.slice(0, left).map(({ event }) => toEventDto(event, language))
          left -= events.length
          if (events.length) yield events
          if (!page.next) return
          after = page.next
        }
        return
      }
      let after: EventPosition | undefined
      while (left > 0) {
        // A search page can be short, even empty, and still have more after it (search-page.ts).
        const page = await store.events.listEvents(filter, Math.min(EXPORT_PAGE, left), after)
        const events = page.events.slice(0, left).map((event) => toEventDto(event, language))
        left -= events.length
        if (events.length) yield events
        if (!page.next) return
        after = page.next
      }
    },

    /** The caller's wishlist, most recently added first, at most GPS_EXPORT_MAX events that still exist. */
    async *wishlist(uid: string, language?: Language): AsyncGenerator<EventDto[]> {
      const ids = (await store.lists.wishlistOf(uid)).map((entry) => entry.eventId)
      let left = GPS_EXPORT_MAX
      for (let from = 0; from < ids.length && left > 0; from += EXPORT_PAGE) {
        const events = visibleTo(
          await store.events.getEvents(ids.slice(from, from + EXPORT_PAGE)),
          uid,
        ).slice(0, left)
        left -= events.length
        if (events.length) yield events.map((event) => toEventDto(event, language))
      }
    },
  }
}

export type ExportService = ReturnType<typeof exportService>
