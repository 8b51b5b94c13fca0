// The events' part of any embedded change: removing an event takes its wishlist entries and its
// check-ins with it, whichever capability's change it is part of.
import type { CheckinRecord } from '../checkins/port'
import type { EmbeddedData } from '../embedded-data'
import type { RevisionAuthor } from '../history/port'
import { revisionOf } from '../history/revision'
import { defined } from '../shared/collections'
import { copyEvent } from './embedded-order'
import type { EventChanges, EventRecord } from './port'

/** Changes a stored event, and keeps the change as a revision when `by` says who made it. */
export function changeEvent(
  data: EmbeddedData,
  current: EventRecord,
  changes: EventChanges,
  by?: RevisionAuthor,
): EventRecord {
  const next: EventRecord = copyEvent({ ...current, ...defined(changes), id: current.id })
  // Re-placed because a new date moves it in the list order.
  data.events.unplace(current)
  data.events.put(next)
  const revision = by ? revisionOf(current, next, by) : null
  if (revision) data.history.put(revision)
  return next
}

/** removes the event, every wishlist entry pointing at it and its check-ins; answers the check-ins */
export function dropEvent(data: EmbeddedData, event: EventRecord): CheckinRecord[] {
  data.events.unplace(event)
  data.lists.dropWishlistOf('wishlistByEvent', event.id)
  const checkins = [...(data.checkins.byEvent.get(event.id) ?? [])]
  for (const c of checkins) data.checkins.drop(c.id)
  data.history.dropEvent(event.id)
  data.suggestions.dropEvent(event.id)
  return checkins
}
