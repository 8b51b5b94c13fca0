// Trips (docs/trips.md, docs/api.md "Trips"): the owner's private API, the read-only shared link and the
// trip an itinerary is published with. Another traveller's trip is answered as missing, never forbidden.
import { randomBytes } from 'node:crypto'
import {
  NO_VEHICLE,
  isShareToken,
  type Language,
  type ShareLinkDto,
  type StopCreateInput,
  type StopUpdateInput,
  type TripCreateInput,
  type TripDto,
  type TripSummaryDto,
  type TripUpdateInput,
  type Vehicle,
} from '@travel/domain'
import type { Store, TripChange, TripChangeResult, TripShareRecord, TripWithStops } from '../store/port'
import type { AccountsService } from './accounts-service'
import type { Caller } from './caller'
import { visibleTo } from './dto'
import { isSafeId } from './ids'
import { newId } from '../store/shared/new-id'
import { conflict, notFound } from './service-error'
import { toTripDto, toTripSummaryDto } from './trips/trip-dto'

/** 128 bits from the OS's generator, as a wishlist's link. */
const TOKEN_BYTES = 16

export interface TripsDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
}

/** The vehicle as stored: a strict schema applies no defaults, so a field not sent is null here. */
function vehicleOf(input: Partial<Vehicle> | undefined): Vehicle | undefined {
  if (!input) return undefined
  return {
    lengthM: input.lengthM ?? null,
    heightM: input.heightM ?? null,
    fourByFour: input.fourByFour === true,
  }
}

const toLinkDto = ({ id, createdAt }: TripShareRecord): ShareLinkDto => ({ token: id, createdAt })

/** A change's refusal in the API's words. */
function refusalOf(result: TripChangeResult): TripWithStops {
  switch (result.status) {
    case 'changed':
      return result
    case 'not_found':
      throw notFound('trip_not_found')
    case 'stop_not_found':
      throw notFound('stop_not_found')
    case 'version':
      throw conflict('trip_changed')
    case 'full':
      throw conflict('trip_full')
  }
}

export function tripsService({ store, accounts }: TripsDeps) {
  /** The caller's trip with its stops, or trip_not_found for a missing trip and another's alike. */
  async function ownTrip(caller: Caller, id: string): Promise<TripWithStops> {
    const found = isSafeId(id) ? await store.trips.getTrip(id) : null
    if (!found || found.trip.ownerId !== caller.uid) throw notFound('trip_not_found')
    return found
  }

  async function change(
    caller: Caller,
    id: string,
    version: number,
    what: TripChange,
    language?: Language,
  ): Promise<TripDto> {
    if (!isSafeId(id)) throw notFound('trip_not_found')
    const at = new Date().toISOString()
    const changed = refusalOf(await store.trips.changeTrip(id, caller.uid, version, what, at))
    return toTripDto(store, changed, caller.uid, language)
  }

  /** The trip behind a shared link; the same refusal for a malformed, unknown or revoked token. */
  async function sharedTrip(token: string): Promise<TripWithStops> {
    const link = isShareToken(token) ? await store.trips.getTripShare(token) : null
    const found = link ? await store.trips.getTrip(link.tripId) : null
    if (!link || !found || found.trip.ownerId !== link.userId) throw notFound('shared_trip_not_found')
    return found
  }

  return {
    async list(caller: Caller): Promise<TripSummaryDto[]> {
      const trips = await store.trips.tripsOf(caller.uid)
      // the itineraries they were published as, in one read: a deleted one leaves its trip unpublished
      const published = trips.flatMap((trip) => (trip.publishedEventId ? [trip.publishedEventId] : []))
      const shown = new Set(
        published.length
          ? visibleTo(await store.events.getEvents(published), caller.uid).map((e) => e.id)
          : [],
      )
      return trips.map((trip) => {
        const summary = toTripSummaryDto(trip)
        return summary.publishedEventId && !shown.has(summary.publishedEventId)
          ? { ...summary, publishedEventId: null }
          : summary
      })
    },

    async create(caller: Caller, input: TripCreateInput, language?: Language): Promise<TripDto> {
      // Also refuses a token whose account was deleted, so no trip outlives its owner.
      await accounts.ensureProfile(caller)
      const at = new Date().toISOString()
      const result = await store.trips.createTrip({
        id: newId(),
        ownerId: caller.uid,
        name: input.name,
        startDate: input.startDate ?? null,
        vehicle: vehicleOf(input.vehicle) ?? NO_VEHICLE,
        version: 1,
        stopCount: 0,
        publishedEventId: null,
        createdAt: at,
        updatedAt: at,
      })
      if (result.status === 'limit') throw conflict('trips_limit')
      return toTripDto(store, { trip: result.trip, stops: [] }, caller.uid, language)
    },

    async get(caller: Caller, id: string, language?: Language): Promise<TripDto> {
      return toTripDto(store, await ownTrip(caller, id), caller.uid, language)
    },

    /** The trip as the owner's export reads it. */
    ownTrip: async (caller: Caller, id: string, language?: Language) =>
      toTripDto(store, await ownTrip(caller, id), caller.uid, language),

    async update(caller: Caller, id: string, input: TripUpdateInput, language?: Language): Promise<TripDto> {
      const { version, name, startDate, vehicle } = input
      return change(
        caller,
        id,
        version,
        { kind: 'details', name, startDate, vehicle: vehicleOf(vehicle) },
        language,
      )
    },

    async remove(caller: Caller, id: string): Promise<{ deleted: true }> {
      if (!isSafeId(id) || !(await store.trips.deleteTrip(id, caller.uid))) throw notFound('trip_not_found')
      return { deleted: true }
    },

    async addStop(caller: Caller, id: string, input: StopCreateInput, language?: Language): Promise<TripDto> {
      const base = { id: newId(), overnight: input.overnight === true, note: input.note ?? '' }
      if (input.eventId === undefined) {
        const [lat, lng] = input.coordinates ?? []
        const stop = { ...base, kind: 'point' as const, eventId: null, name: input.name ?? '' }
        return change(
          caller,
          id,
          input.version,
          {
            kind: 'add',
            stop: { ...stop, coordinates: [lat ?? 0, lng ?? 0] },
            after: input.after,
          },
          language,
        )
      }
      // the event as the caller may see it; its title names the stop should it go later
      const event = isSafeId(input.eventId) ? await store.events.getEvent(input.eventId) : null
      if (!event || visibleTo([event], caller.uid).length === 0) throw notFound('event_not_found')
      const stop = {
        ...base,
        kind: 'event' as const,
        eventId: event.id,
        name: event.title,
        coordinates: null,
      }
      return change(caller, id, input.version, { kind: 'add', stop, after: input.after }, language)
    },

    async updateStop(
      caller: Caller,
      id: string,
      stopId: string,
      input: StopUpdateInput,
      language?: Language,
    ): Promise<TripDto> {
      const { version, after, overnight, note, name } = input
      return change(
        caller,
        id,
        version,
        {
          kind: 'stop',
          stopId,
          ...(after !== undefined ? { move: { after } } : {}),
          overnight,
          note,
          name,
        },
        language,
      )
    },

    async removeStop(
      caller: Caller,
      id: string,
      stopId: string,
      version: number,
      language?: Language,
    ): Promise<TripDto> {
      return change(caller, id, version, { kind: 'remove', stopId }, language)
    },

    async linkOf(caller: Caller, id: string): Promise<ShareLinkDto | null> {
      await ownTrip(caller, id)
      const link = await store.trips.shareOf(id)
      return link ? toLinkDto(link) : null
    },

    /** A new link; the trip's earlier one stops answering in the same write. */
    async share(caller: Caller, id: string): Promise<ShareLinkDto> {
      await accounts.ensureProfile(caller)
      if (!isSafeId(id)) throw notFound('trip_not_found')
      const link: TripShareRecord = {
        id: randomBytes(TOKEN_BYTES).toString('base64url'),
        tripId: id,
        userId: caller.uid,
        createdAt: new Date().toISOString(),
      }
      const result = await store.trips.shareTrip(link)
      if (result.status === 'not_found') throw notFound('trip_not_found')
      return toLinkDto(result.link)
    },

    /** Turning off a link that is already off is no error; another's trip is missing. */
    async unshare(caller: Caller, id: string): Promise<{ shared: false }> {
      await ownTrip(caller, id)
      await store.trips.unshareTrip(id, caller.uid)
      return { shared: false }
    },

    /** What a shared link shows: the trip, read-only; no one's hidden events. */
    async shared(token: string, language?: Language): Promise<TripDto> {
      return toTripDto(store, await sharedTrip(token), undefined, language)
    },

    /** Links the trip to an itinerary event the caller created (docs/trips.md "Published trips"). */
    async publish(caller: Caller, id: string, eventId: string, language?: Language): Promise<TripDto> {
      await accounts.ensureProfile(caller)
      if (!isSafeId(id)) throw notFound('trip_not_found')
      if (!isSafeId(eventId)) throw notFound('event_not_found')
      const accepts = (e: { ownerId: string; section: { main: string } }) =>
        e.ownerId === caller.uid && e.section.main === 'itinerary'
      const at = new Date().toISOString()
      const result = await store.trips.publishTrip(id, caller.uid, eventId, accepts, at)
      if (result.status !== 'published') {
        if (result.status === 'published_elsewhere') throw conflict('trip_published')
        throw notFound(result.status === 'not_found' ? 'trip_not_found' : 'event_not_found')
      }
      return toTripDto(store, result, caller.uid, language)
    },

    /** The trip an itinerary event was published with, to whoever may see the event. */
    /** null for an event no trip was published as (most itineraries): the page shows none, no error */
    async ofEvent(eventId: string, viewer?: string, language?: Language): Promise<TripDto | null> {
      const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
      if (!event || visibleTo([event], viewer).length === 0) throw notFound('event_not_found')
      const found = await store.trips.publishedTrip(eventId)
      if (!found || found.trip.ownerId !== event.ownerId) return null
      return toTripDto(store, found, viewer, language)
    },
  }
}

export type TripsService = ReturnType<typeof tripsService>
