// A traveller's duplicate claim on an event's page: the events within MERGE_RADIUS_KM the form offers
// (the events near query, nearest first, the event itself left out) and POST /api/events/:id/duplicates.
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  MERGE_RADIUS_KM,
  type ApiSuccess,
  type DuplicateClaimDto,
  type DuplicateClaimInput,
  type EventListItemDto,
} from '@travel/domain'
import { eventKeys } from '@/features/events'
import { api, apiExchange } from '@/lib/api-client'

/** How many nearby events the form offers: nearest first. */
const NEARBY_LIMIT = 20

async function nearbyEvents(eventId: string, [lat, lng]: [number, number]): Promise<EventListItemDto[]> {
  const query = new URLSearchParams({
    near: `${lat},${lng}`,
    radius: String(MERGE_RADIUS_KM),
    limit: String(NEARBY_LIMIT + 1),
  })
  const body = await api.get<ApiSuccess<EventListItemDto[]>>(`/events?${query.toString()}`)
  return body.data.filter((e) => e._id !== eventId).slice(0, NEARBY_LIMIT)
}

export function useNearbyEvents(eventId: string, position: [number, number]) {
  return useQuery({
    queryKey: [...eventKeys.all, 'duplicates-near', eventId, position] as const,
    queryFn: () => nearbyEvents(eventId, position),
  })
}

export interface DuplicateSent {
  claim: DuplicateClaimDto
  /** it replaced the caller's earlier claim on the pair */
  replaced: boolean
}

export function useSendDuplicate(eventId: string) {
  return useMutation({
    mutationFn: async (input: DuplicateClaimInput): Promise<DuplicateSent> => {
      const { status, body } = await apiExchange<ApiSuccess<DuplicateClaimDto>>(
        'POST',
        `/events/${encodeURIComponent(eventId)}/duplicates`,
        input,
      )
      return { claim: body.data, replaced: status === 200 }
    },
  })
}
