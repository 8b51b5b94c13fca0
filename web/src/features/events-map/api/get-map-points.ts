// GET /api/events/map: every event the list's filters select, as compact points, in one answer.
import { useQuery } from '@tanstack/react-query'
import { eventsQueryString, type MapPointDto, type MapPointsResponse } from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { eventKeys, type EventsFilter } from '@/features/events'

/** The map shows every matching event wherever it is: a `near` of the list does not narrow it. */
const mapFilterOf = ({ near: _near, ...filter }: EventsFilter): EventsFilter => filter

export function getMapPoints(filter: EventsFilter) {
  return api.get<MapPointsResponse>(`/events/map${eventsQueryString(mapFilterOf(filter))}`)
}

export type MapPointsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'success'; points: MapPointDto[]; truncated: boolean }

/** The points for `filter`; a new filter shows "loading" until its own answer arrives. */
export function useMapPoints(filter: EventsFilter): MapPointsState {
  const mapFilter = mapFilterOf(filter)
  const { data, error } = useQuery({
    queryKey: eventKeys.map(mapFilter),
    queryFn: () => getMapPoints(mapFilter),
  })
  if (data) return { status: 'success', points: data.data, truncated: data.truncated }
  if (error) return { status: 'error', error: errorMessage(error) }
  return { status: 'loading' }
}
