// What the event features share: the events' query keys and list filter, the reads of the list and of one
// event, the access icon and the radii of "near". Other features import these from here, never from the files.
export { eventKeys } from './api/event-keys'
export type { EventsFilter } from './api/events-filter'
export { getEvent, useEvent, type EventState } from './api/get-event'
export { useEvents, type EventsState, type EventsStatus } from './api/get-events'
export { AccessIcon } from './components/access-icon'
export { NEAR_RADII_KM } from './lib/near-radii'
