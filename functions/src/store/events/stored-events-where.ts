// The stored events a backfill rewrites: every event is read, a page at a time, and those the test picks
// are answered; all of them before the backfill writes the first.
import type { Store } from '../port'
import type { EventPosition, EventRecord } from './port'

const PAGE = 100

export async function storedEventsWhere(
  store: Store,
  test: (event: EventRecord) => boolean,
): Promise<EventRecord[]> {
  const picked: EventRecord[] = []
  let after: EventPosition | undefined
  do {
    const page = await store.events.listEvents({}, PAGE, after)
    for (const event of page.events) if (test(event)) picked.push(event)
    after = page.next ?? undefined
  } while (after)
  return picked
}
