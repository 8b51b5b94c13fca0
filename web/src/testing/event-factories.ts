// Typed test data for event screens.
import {
  EMPTY_CHECKIN_SUMMARY,
  type EventDto,
  type LatLng,
  type TrackDto,
  type UserDto,
  type WishlistItemDto,
} from '@travel/domain'

let n = 0

export function makeEvent(overrides: Partial<EventDto> = {}): EventDto {
  n += 1
  return {
    _id: `event-${n}`,
    title: `Lake camp ${n}`,
    description: 'A quiet spot by the lake.\nBring your own water.',
    language: 'en',
    writtenIn: 'en',
    image: `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/events%2Fu1%2F${n}_lake.jpg?alt=media&token=t`,
    thumbnail: null,
    gpxFile: null,
    map: null,
    coordinates: [48.148598, 17.107748],
    access: 0,
    date: '2024-05-01',
    section: { main: 'camp', sub: 'natural' },
    country: 'Slovakia',
    user: { _id: 'owner-1', username: 'alice' },
    createdAt: '2024-05-02T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    track: null,
    ...EMPTY_CHECKIN_SUMMARY,
    ...overrides,
  }
}

/**
 * The track of a drive over a mountain pass as the API returns it: 72.4 km from 700 m up to 2,850 m and
 * down to 1,880 m, in 4 h 50 min; a line of 60 points and a profile of 61 samples.
 */
export function makeTrack(overrides: Partial<TrackDto> = {}): TrackDto {
  const line: LatLng[] = Array.from({ length: 60 }, (_, i) => [
    42.1 + i * 0.006 + 0.01 * Math.sin(i / 4),
    45.4 + i * 0.004,
  ])
  const profile: [number, number][] = Array.from({ length: 61 }, (_, i) => {
    const km = (72.4 * i) / 60
    const ele = km < 32 ? 700 + 2150 * Math.sin((Math.PI / 2) * (km / 32)) : 2850 - 970 * ((km - 32) / 40.4)
    return [Math.round(km * 1000) / 1000, Math.round(ele)]
  })
  return {
    distanceKm: 72.4,
    ascentM: 2250,
    descentM: 970,
    minEleM: 700,
    maxEleM: 2850,
    durationS: 4 * 3600 + 50 * 60,
    start: line[0] as LatLng,
    end: line[line.length - 1] as LatLng,
    bbox: [42.09, 45.4, 42.46, 45.64],
    line,
    profile,
    ...overrides,
  }
}

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: 'owner-1',
    username: 'alice',
    email: 'alice@example.com',
    profilePicture: '',
    favourites: [],
    ...overrides,
  }
}

export function makeWishlistItem(event: EventDto, userID: string): WishlistItemDto {
  return {
    _id: `${userID}_${event._id}`,
    eventID: event._id,
    userID,
    title: event.title,
    image: event.image,
    thumbnail: event.thumbnail,
    section: event.section,
    country: event.country,
    addedAt: '2024-05-03T10:00:00.000Z',
  }
}

/** Query strings of the GET requests to `path` made so far (fetch is spied on by stubApi). */
export function eventsQueries(path = '/api/events'): Record<string, string>[] {
  const fetchMock = globalThis.fetch as unknown as { mock?: { calls: [RequestInfo | URL, RequestInit?][] } }
  return (fetchMock.mock?.calls ?? [])
    .map(([input, init]) => ({
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      ),
      method: (init?.method ?? 'GET').toUpperCase(),
    }))
    .filter(({ url, method }) => method === 'GET' && url.pathname === path)
    .map(({ url }) => Object.fromEntries(url.searchParams))
}
