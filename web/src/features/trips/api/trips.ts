// The trips API (docs/api.md "Trips"): the traveller's list, one trip, and every change to it. Each change
// answers the whole trip, which replaces the cached one; a stale version (409 trip_changed) reloads it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ApiSuccess,
  StopCreateInput,
  StopUpdateInput,
  TripCreateInput,
  TripDto,
  TripSummaryDto,
  TripUpdateInput,
} from '@travel/domain'
import { ApiError, api } from '@/lib/api-client'
import { tripKeys } from './trip-keys'

const tripApi = (id: string) => `/trips/${encodeURIComponent(id)}`
const stopApi = (id: string, stopId: string) => `${tripApi(id)}/stops/${encodeURIComponent(stopId)}`

export function useTrips(userId: string) {
  return useQuery({
    queryKey: tripKeys.list(userId),
    queryFn: async () => (await api.get<ApiSuccess<TripSummaryDto[]>>('/trips')).data,
  })
}

export function useTrip(userId: string, tripId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: tripKeys.one(userId, tripId),
    queryFn: async () => (await api.get<ApiSuccess<TripDto>>(tripApi(tripId))).data,
  })
}

export function useCreateTrip(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: Partial<TripCreateInput> & { name: string }) =>
      (await api.post<ApiSuccess<TripDto>>('/trips', input)).data,
    onSuccess: (trip) => {
      client.setQueryData(tripKeys.one(userId, trip._id), trip)
      void client.invalidateQueries({ queryKey: tripKeys.list(userId) })
    },
  })
}

export function useDeleteTrip(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (tripId: string) => api.delete<ApiSuccess<unknown>>(tripApi(tripId)),
    onSuccess: (_answer, tripId) => {
      client.removeQueries({ queryKey: tripKeys.one(userId, tripId) })
      void client.invalidateQueries({ queryKey: tripKeys.list(userId) })
    },
  })
}

/** One change to a trip, sent with the version the page shows. */
export type TripChange =
  | { kind: 'trip'; body: Omit<TripUpdateInput, 'version'> }
  | { kind: 'add-stop'; body: Omit<Partial<StopCreateInput>, 'version'> }
  | { kind: 'stop'; stopId: string; body: Omit<StopUpdateInput, 'version'> }
  | { kind: 'remove-stop'; stopId: string }

export async function changeTrip(tripId: string, version: number, change: TripChange): Promise<TripDto> {
  const send = () => {
    switch (change.kind) {
      case 'trip':
        return api.patch<ApiSuccess<TripDto>>(tripApi(tripId), { version, ...change.body })
      case 'add-stop':
        return api.post<ApiSuccess<TripDto>>(`${tripApi(tripId)}/stops`, { version, ...change.body })
      case 'stop':
        return api.patch<ApiSuccess<TripDto>>(stopApi(tripId, change.stopId), { version, ...change.body })
      case 'remove-stop':
        return api.delete<ApiSuccess<TripDto>>(`${stopApi(tripId, change.stopId)}?version=${version}`)
    }
  }
  return (await send()).data
}

/** Whether the trip changed elsewhere (another tab) or a stop is gone: the page reloads the trip. */
export function isStaleTrip(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'trip_changed' || error.code === 'stop_not_found')
}

/**
 * Changes the trip `tripId` of the page; the answer replaces the cached trip, a stale one reloads. The
 * changes go one after another, each with the version the one before it answered.
 */
export function useChangeTrip(userId: string, tripId: string) {
  const client = useQueryClient()
  const key = tripKeys.one(userId, tripId)
  return useMutation({
    scope: { id: `trip-${tripId}` },
    mutationFn: (change: TripChange) => {
      const version = client.getQueryData<TripDto>(key)?.version ?? 0
      return changeTrip(tripId, version, change)
    },
    onSuccess: (trip) => {
      client.setQueryData(key, trip)
      void client.invalidateQueries({ queryKey: tripKeys.list(userId), refetchType: 'none' })
    },
    onError: (error) => {
      if (isStaleTrip(error)) void client.invalidateQueries({ queryKey: key })
    },
  })
}

/** Adds an event as the last stop of a trip from elsewhere (the event page): the trip is read first. */
export function useAddEventToTrip(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ tripId, eventId }: { tripId: string; eventId: string }) => {
      const current = await client.fetchQuery({
        queryKey: tripKeys.one(userId, tripId),
        queryFn: async () => (await api.get<ApiSuccess<TripDto>>(tripApi(tripId))).data,
        staleTime: 0,
      })
      return changeTrip(tripId, current.version, { kind: 'add-stop', body: { eventId } })
    },
    onSuccess: (trip) => {
      client.setQueryData(tripKeys.one(userId, trip._id), trip)
      void client.invalidateQueries({ queryKey: tripKeys.list(userId) })
    },
  })
}
