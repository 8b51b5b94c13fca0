// Gives events stored before check-ins their empty check-in summary, and events stored before moderation
// their listing: on Firestore a list leaves gone and hidden events out with `listing == 'shown'`, which an
// event without the field would never match.
import { NO_CHECKINS, listingOf, type EventPosition, type EventRecord, type Store } from '../port'

const PAGE = 100

/** Answers how many events were updated; only events without a stored `listing` are written. */
export async function backfillCheckinSummaries(store: Store): Promise<number> {
  const waiting: EventRecord[] = []
  let after: EventPosition | undefined
  do {
    const page = await store.events.listEvents({}, PAGE, after)
    for (const event of page.events) if (event.listing === undefined) waiting.push(event)
    after = page.next ?? undefined
  } while (after)
  // a computed field, not an edit by the owner: updatedAt stays
  for (const event of waiting)
    await store.events.updateEvent(event.id, {
      ...(event.state === undefined ? NO_CHECKINS : {}),
      listing: listingOf(event),
      updatedAt: event.updatedAt,
    })
  return waiting.length
}
