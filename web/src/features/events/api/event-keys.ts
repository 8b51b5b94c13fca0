// The query keys of events: lists (one per filter), map points (one per filter) and single events. An
// event's answer is the same whoever asks (owner controls are decided on the page), so no key holds a uid.
// A change to an event invalidates `eventKeys.all`: every list, map and page that may show it.
import type { EventsFilter } from './events-filter'

export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filter: EventsFilter) => [...eventKeys.lists(), filter] as const,
  maps: () => [...eventKeys.all, 'map'] as const,
  map: (filter: EventsFilter) => [...eventKeys.maps(), filter] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: string) => [...eventKeys.details(), id] as const,
}
