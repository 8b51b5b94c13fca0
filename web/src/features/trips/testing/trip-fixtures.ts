// A trip as the API answers it, for the trip screens' tests: a camp, a route with its track and a free point.
import type { EventStopDto, PointStopDto, TripDto, TripStopEventDto } from '@travel/domain'

export function eventOf(overrides: Partial<TripStopEventDto> = {}): TripStopEventDto {
  return {
    _id: 'e1',
    title: 'Lake camp',
    section: { main: 'camp', sub: 'natural' },
    coordinates: [48.1, 17.1],
    thumbnail: null,
    image: 'http://127.0.0.1:9199/lake.jpg',
    access: 0,
    date: '2026-06-01',
    state: 'as-described',
    lastVisit: null,
    track: null,
    ...overrides,
  }
}

export function eventStop(id: string, event: TripStopEventDto | null, name = 'Stop'): EventStopDto {
  return {
    _id: id,
    kind: 'event',
    eventId: event?._id ?? `gone-${id}`,
    name,
    event,
    overnight: false,
    note: '',
  }
}

export function pointStop(id: string, name: string, coordinates: [number, number]): PointStopDto {
  return { _id: id, kind: 'point', name, coordinates, overnight: false, note: '' }
}

export function tripOf(overrides: Partial<TripDto> = {}): TripDto {
  return {
    _id: 't1',
    name: 'Balkans 2026',
    startDate: '2026-11-02',
    vehicle: { lengthM: 7.5, heightM: null, fourByFour: false },
    stops: [
      eventStop('s1', eventOf({ amenities: { maxLength: 7, months: [5, 6, 7, 8, 9] } })),
      eventStop(
        's2',
        eventOf({
          _id: 'e2',
          title: 'Ridge route',
          section: { main: 'route', sub: 'caravan_car' },
          coordinates: [],
          state: 'gone',
          track: {
            distanceKm: 34.5,
            ascentM: 800,
            descentM: 700,
            start: [48.2, 17.3],
            end: [48.3, 17.6],
            line: [
              [48.2, 17.3],
              [48.25, 17.45],
              [48.3, 17.6],
            ],
          },
        }),
      ),
      pointStop('s3', 'Ferry', [48.4, 17.9]),
    ],
    owner: { username: 'jana' },
    publishedEventId: null,
    version: 4,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-02T10:00:00.000Z',
    ...overrides,
  }
}
