// Publishing a trip as an itinerary: the itinerary's add form is filled in from the trip (its name, its
// stops in order), and once the event is saved the trip is linked to it (POST /api/trips/:id/publish).
import { useQueryClient } from '@tanstack/react-query'
import type { EventFormValues } from '@travel/domain'
import { useCurrentUser } from '@/stores/root-store'
import { publishTrip } from './share'
import { tripKeys } from './trip-keys'
import { useTrip } from './trips'
import { stopName } from '../lib/stop-name'

export interface PublishDraft {
  values: Partial<EventFormValues>
  /** links the trip to the itinerary just saved */
  publish: (eventId: string) => Promise<void>
}

/** The add form's values from the trip `tripId` of the signed-in traveller; null until it is read. */
export function usePublishDraft(tripId: string | null): PublishDraft | null {
  const user = useCurrentUser()
  const client = useQueryClient()
  const userId = user?._id ?? ''
  const { data: trip } = useTrip(userId, tripId ?? '', Boolean(user && tripId))
  if (!trip || !tripId) return null
  return {
    values: {
      main: 'itinerary',
      sub: '',
      title: trip.name,
      // numbered, as the stops go: the traveller writes the rest
      description: trip.stops.map((stop, i) => `${i + 1}. ${stopName(stop)}`).join('\n'),
    },
    publish: async (eventId) => {
      const published = await publishTrip(tripId, eventId)
      client.setQueryData(tripKeys.one(userId, tripId), published)
      void client.invalidateQueries({ queryKey: tripKeys.list(userId) })
    },
  }
}
