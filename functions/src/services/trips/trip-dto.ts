// A stored trip as the API answers it: each event stop joined with its event as it is now (one batched
// read of all of them), an event merged into another as the one kept, a hidden or removed event as
// `event: null` while the stop stays.
import type { Language, TripDto, TripStopDto, TripStopEventDto, TripSummaryDto } from '@travel/domain'
import type { EventRecord, StopRecord, Store, TripRecord, TripWithStops } from '../../store/port'
import { toEventDto, visibleTo } from '../dto'

export function toStopEventDto(event: EventRecord, language?: Language): TripStopEventDto {
  const dto = toEventDto(event, language)
  const track = dto.track
  return {
    _id: dto._id,
    title: dto.title,
    section: dto.section,
    coordinates: dto.coordinates,
    thumbnail: dto.thumbnail,
    image: dto.image,
    access: dto.access,
    ...(dto.amenities ? { amenities: dto.amenities } : {}),
    date: dto.date,
    state: dto.state,
    lastVisit: dto.lastVisit,
    track: track
      ? {
          distanceKm: track.distanceKm,
          ascentM: track.ascentM,
          descentM: track.descentM,
          start: track.start,
          end: track.end,
          line: track.line,
        }
      : null,
  }
}

/**
 * The stops' events a moderator merged into another since: each missing id as the event kept. Costs a
 * read per missing id and one batched read of the kept ones, only when a stop's event is missing.
 */
async function mergedEvents(
  store: Store,
  ids: string[],
  found: EventRecord[],
): Promise<[string, EventRecord][]> {
  const have = new Set(found.map((e) => e.id))
  const missing = ids.filter((id) => !have.has(id))
  if (missing.length === 0) return []
  const keptIds = await Promise.all(missing.map((id) => store.merges.mergedInto(id)))
  const wanted = [...new Set(keptIds.flatMap((id) => (id && !have.has(id) ? [id] : [])))]
  const kept = new Map(
    [...found, ...(wanted.length ? await store.events.getEvents(wanted) : [])].map((e) => [e.id, e]),
  )
  return missing.flatMap((id, i) => {
    const event = kept.get(keptIds[i] ?? '')
    return event ? [[id, event] as [string, EventRecord]] : []
  })
}

function toStopDto(stop: StopRecord, events: Map<string, EventRecord>, language?: Language): TripStopDto {
  const base = { _id: stop.id, overnight: stop.overnight, note: stop.note }
  if (stop.kind === 'point')
    return { ...base, kind: 'point', name: stop.name, coordinates: stop.coordinates ?? [0, 0] }
  const event = events.get(stop.eventId ?? '')
  return {
    ...base,
    kind: 'event',
    // a merged event's stop names the one kept, so its links and "already in the trip" agree
    eventId: event?.id ?? stop.eventId ?? '',
    name: stop.name,
    event: event ? toStopEventDto(event, language) : null,
  }
}

export function toTripSummaryDto(trip: TripRecord): TripSummaryDto {
  return {
    _id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    stops: trip.stopCount,
    publishedEventId: trip.publishedEventId,
    updatedAt: trip.updatedAt,
  }
}

/**
 * The trip with its stops' events and its owner's name: one read of the owner's profile and one batched
 * read of the events (and the itinerary it was published as), side by side. `viewer` sees their own
 * hidden events, as on the event's page; each event is named in the reader's `language`.
 */
export async function toTripDto(
  store: Store,
  { trip, stops }: TripWithStops,
  viewer?: string,
  language?: Language,
): Promise<TripDto> {
  // the itinerary it was published as is read with them: once deleted or hidden, the trip is unpublished
  const published = trip.publishedEventId ? [trip.publishedEventId] : []
  const ids = [
    ...new Set([...stops.flatMap((s) => (s.kind === 'event' && s.eventId ? [s.eventId] : [])), ...published]),
  ]
  const [events, owner] = await Promise.all([
    ids.length ? store.events.getEvents(ids) : Promise.resolve([]),
    store.accounts.getUser(trip.ownerId),
  ])
  const stopIds = ids.filter((id) => id !== trip.publishedEventId)
  const merged = await mergedEvents(store, stopIds, events)
  const shown = new Map(visibleTo(events, viewer).map((e) => [e.id, e]))
  const stopEvents = new Map([...shown, ...merged.filter(([, e]) => visibleTo([e], viewer).length > 0)])
  return {
    _id: trip.id,
    name: trip.name,
    startDate: trip.startDate,
    vehicle: { ...trip.vehicle },
    stops: stops.map((stop) => toStopDto(stop, stopEvents, language)),
    owner: { username: owner?.username ?? '' },
    publishedEventId:
      trip.publishedEventId && shown.has(trip.publishedEventId) ? trip.publishedEventId : null,
    version: trip.version,
    createdAt: trip.createdAt,
    updatedAt: trip.updatedAt,
  }
}
