// A trip's private link (POST/GET/DELETE /api/trips/:id/share) and the trip as its readers see it
// (GET /api/shared-trips/:token), the published trip of an itinerary, and publishing one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, ShareLinkDto, TripDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { readState, type ReadState } from '@/lib/read-state'
import { tripKeys } from './trip-keys'

const sharePath = (tripId: string) => `/trips/${encodeURIComponent(tripId)}/share`

export function useTripShareLink(userId: string, tripId: string) {
  return useQuery({
    queryKey: tripKeys.share(userId, tripId),
    queryFn: async () => (await api.get<ApiSuccess<ShareLinkDto | null>>(sharePath(tripId))).data,
  })
}

export function useShareTrip(userId: string, tripId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await api.post<ApiSuccess<ShareLinkDto>>(sharePath(tripId))).data,
    onSuccess: (link) => client.setQueryData(tripKeys.share(userId, tripId), link),
  })
}

export function useStopSharingTrip(userId: string, tripId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<ApiSuccess<unknown>>(sharePath(tripId)),
    onSuccess: () => client.setQueryData(tripKeys.share(userId, tripId), null),
  })
}

export type TripState = ReadState<'trip', TripDto>

export function useSharedTrip(token: string): TripState {
  const { data, error } = useQuery({
    queryKey: tripKeys.shared(token),
    queryFn: async () =>
      (await api.get<ApiSuccess<TripDto>>(`/shared-trips/${encodeURIComponent(token)}`)).data,
  })
  return readState('trip', data, error)
}

/** The trip an itinerary event was published from (none: not-found); read live, so a stop's edits show. */
export function useEventTrip(eventId: string): TripState {
  const { data, error } = useQuery({
    queryKey: tripKeys.ofEvent(eventId),
    queryFn: async () =>
      (await api.get<ApiSuccess<TripDto | null>>(`/events/${encodeURIComponent(eventId)}/trip`)).data,
  })
  return data === null ? { status: 'not-found' } : readState('trip', data, error)
}

export async function publishTrip(tripId: string, eventId: string): Promise<TripDto> {
  return (await api.post<ApiSuccess<TripDto>>(`/trips/${encodeURIComponent(tripId)}/publish`, { eventId }))
    .data
}
