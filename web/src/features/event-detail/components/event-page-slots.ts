// What other features show on an event's page. A feature never imports another, so the app that composes
// them fills these in (the wishlist toggle, the trips); a page rendered without them simply leaves them out.
import { createContext, type ComponentType } from 'react'

export interface EventPageSlots {
  /** what a signed-in reader can do with the event, beside the owner's controls */
  ReaderActions?: ComponentType<{ eventId: string; userId: string }>
  /** a signed-in reader's "Add to trip" */
  TripActions?: ComponentType<{ eventId: string; userId: string }>
  /** an itinerary's published trip, under its description */
  PublishedTrip?: ComponentType<{ eventId: string }>
}

export const EventPageSlotsContext = createContext<EventPageSlots>({})
