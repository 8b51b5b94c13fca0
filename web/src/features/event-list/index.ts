// What other features use of the lists: the event card and its grid, for lists that are not the events'
// own (a shared wishlist). Other features import them from here, never from the file.
export { EventCard } from './components/event-card'
export { EventCardGrid } from './components/event-card-grid'
