// Typed test data for store tests; free of vitest so a child process (fixtures/crash-writer.ts) can use it.
import type { CheckinRecord, EventRecord, Store, UserRecord } from '../src/store/port'
import { checkinId } from '../src/store/checkins/checkin-summary'
import { geohashOf } from '../src/geo/near'

let serial = 0
/** A valid record; ids are unique per run so adapters that share a database never collide. */
export function eventRecord(overrides: Partial<EventRecord> = {}): EventRecord {
  serial++
  const record: EventRecord = {
    id: `ev${String(serial).padStart(5, '0')}${Math.random().toString(36).slice(2, 8)}`,
    title: `Event ${serial}`,
    description: 'A description long enough.',
    image: 'http://127.0.0.1:9199/v0/b/b/o/events%2Fu%2F1_a.jpg',
    thumbnail: null,
    gpxFile: null,
    map: null,
    coordinates: [48.1, 17.1],
    access: 1,
    date: '2024-05-01',
    section: { main: 'camp', sub: 'natural' },
    country: 'Slovakia',
    ownerId: 'owner-a',
    ownerName: 'Alice',
    createdAt: '2024-05-02T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  }
  // stored the way the events service stores it: the geohash of the position
  return 'geohash' in overrides ? record : { ...record, geohash: geohashOf(record.coordinates) }
}

export function userRecord(id: string, overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    username: `user ${id}`,
    email: `${id}@example.com`,
    profilePicture: '',
    createdAt: '2024-05-02T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  }
}

let checkinSerial = 0
/** A check-in of `userId` on `eventId`, its id as the services make it (one per user, event and day). */
export function checkinRecord(
  eventId: string,
  userId: string,
  overrides: Partial<CheckinRecord> = {},
): CheckinRecord {
  checkinSerial++
  const visitDate = overrides.visitDate ?? '2025-06-01'
  const at = `2025-06-02T10:00:${String(checkinSerial % 60).padStart(2, '0')}.000Z`
  return {
    id: checkinId(eventId, userId, visitDate),
    eventId,
    userId,
    userName: `user ${userId}`,
    visitDate,
    state: 'as-described',
    rating: null,
    text: '',
    photos: [],
    access: 0,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }
}

/** Stores the events one after another, so a test can rely on the order they were written in. */
export async function seedEvents(
  store: Pick<Store, 'events'>,
  events: EventRecord[],
): Promise<EventRecord[]> {
  for (const event of events) await store.events.createEvent(event)
  return events
}
