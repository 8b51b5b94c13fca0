// GET /api/events/map: every event the list's filters select, as compact points, in one answer.
import { useEffect, useState } from 'react'
import { eventsQueryString, type MapPointDto, type MapPointsResponse } from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import type { EventsFilter } from './get-events'

export function getMapPoints(filter: EventsFilter) {
  const { near: _near, ...filters } = filter
  return api.get<MapPointsResponse>(`/events/map${eventsQueryString(filters)}`)
}

export type MapPointsState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'success'; points: MapPointDto[]; truncated: boolean }

/** The points for `filter`; a new filter loads again, and an answer to an old one is dropped. */
export function useMapPoints(filter: EventsFilter): MapPointsState {
  const key = JSON.stringify(filter)
  const [state, setState] = useState<{ key: string; value: MapPointsState } | null>(null)
  useEffect(() => {
    let live = true
    getMapPoints(JSON.parse(key) as EventsFilter)
      .then((answer) => {
        if (live)
          setState({ key, value: { status: 'success', points: answer.data, truncated: answer.truncated } })
      })
      .catch((error: unknown) => {
        if (live) setState({ key, value: { status: 'error', error: errorMessage(error) } })
      })
    return () => {
      live = false
    }
  }, [key])
  return state && state.key === key ? state.value : { status: 'loading' }
}
