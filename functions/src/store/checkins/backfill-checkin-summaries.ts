// Gives events stored before check-ins their empty check-in summary, and events stored before moderation
// their listing: on Firestore a list leaves gone and hidden events out with `listing == 'shown'`, which an
// event without the field would never match.
import { storedEventsWhere } from '../events/stored-events-where'
import { NO_CHECKINS, listingOf, type Store } from '../port'

/** Answers how many events were updated; only events without a stored `listing` are written. */
export async function backfillCheckinSummaries(store: Store): Promise<number> {
  const waiting = await storedEventsWhere(store, (event) => event.listing === undefined)
  // a computed field, not an edit by the owner: updatedAt stays
  for (const event of waiting)
    await store.events.updateEvent(event.id, {
      ...(event.state === undefined ? NO_CHECKINS : {}),
      listing: listingOf(event),
      updatedAt: event.updatedAt,
    })
  return waiting.length
}
