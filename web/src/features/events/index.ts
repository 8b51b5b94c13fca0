// What the event features share: the events' query keys, the list filter and the access icon. Other features
// import these from here, never from the files.
export { eventKeys } from './api/event-keys'
export type { EventsFilter } from './api/events-filter'
export { AccessIcon } from './components/access-icon'
