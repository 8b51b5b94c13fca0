// The events' part of any embedded change: removing an event takes its wishlist entries and its
// check-ins with it, whichever capability's change it is part of.
import type { CheckinRecord } from '../checkins/port'
import type { EmbeddedData } from '../embedded-data'
import type { EventRecord } from './port'

/** removes the event, every wishlist entry pointing at it and its check-ins; answers the check-ins */
export function dropEvent(data: EmbeddedData, event: EventRecord): CheckinRecord[] {
  data.events.unplace(event)
  data.lists.dropWishlistOf('wishlistByEvent', event.id)
  const checkins = [...(data.checkins.byEvent.get(event.id) ?? [])]
  for (const c of checkins) data.checkins.drop(c.id)
  data.history.dropEvent(event.id)
  return checkins
}
