// What the event features share: the events' query keys, the list filter, the access icon, the surface
// options and the marks of how travellers found an event (stars, last visit, gone). Other features import
// these from here, never from the files.
export { eventKeys } from './api/event-keys'
export type { EventsFilter } from './api/events-filter'
export { AccessIcon } from './components/access-icon'
export { AmenityIcons, FACT_ICONS } from './components/amenity-marks'
export { RatingStars } from './components/rating-stars'
export { GoneBadge, VisitMarks } from './components/visit-marks'
export { EventSlotsContext, type EventSlots } from './event-slots'
