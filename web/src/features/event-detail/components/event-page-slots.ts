// What other features show on an event's page. A feature never imports another, so the app that composes
// them fills these in (the wishlist toggle); a page rendered without them simply leaves them out.
import { createContext, type ComponentType } from 'react'

export interface EventPageSlots {
  /** what a signed-in reader can do with the event, beside the owner's controls */
  ReaderActions?: ComponentType<{ eventId: string; userId: string }>
}

export const EventPageSlotsContext = createContext<EventPageSlots>({})
