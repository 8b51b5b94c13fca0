// What other features show with an event: on its page, on its card in a list, on its map card. A feature
// never imports another, so the app that composes them fills these in (the wishlist toggle, the trips); a
// screen rendered without them simply leaves them out.
import { createContext, type ComponentType } from 'react'

export interface EventSlots {
  /** what a signed-in reader can do with the event, beside the owner's controls */
  ReaderActions?: ComponentType<{ eventId: string; userId: string }>
  /** a signed-in reader's "Add to trip"; `eventTitle` names the event where several have the button */
  TripActions?: ComponentType<{ eventId: string; userId: string; eventTitle?: string; compact?: boolean }>
  /** an itinerary's published trip, under its description */
  PublishedTrip?: ComponentType<{ eventId: string }>
}

export const EventSlotsContext = createContext<EventSlots>({})
