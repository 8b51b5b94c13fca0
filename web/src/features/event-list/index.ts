// What other features use of the lists: the event card, for lists that are not the events' own (a shared
// wishlist). Other features import it from here, never from the file.
export { EventCard } from './components/event-card'
