// GET /api/events/map?bbox&zoom: the clusters and points of the part of the world the map shows. The box
// is rounded out to the server's grid of cells, so nearby views ask the same address (and share the CDN's
// copy), and a view the answer already holds whole asks nothing.
import { useQuery } from '@tanstack/react-query'
import {
  eventsQueryString,
  mapBoxParam,
  mapGridOf,
  MAP_ZOOM_MAX,
  type MapBox,
  type MapViewDto,
  type MapViewQuery,
  type MapViewResponse,
} from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { eventKeys, type EventsFilter } from '@/features/events'

/** The map shows every matching event wherever it is: a `near` of the list does not narrow it. */
const mapFilterOf = ({ near: _near, ...filter }: EventsFilter): EventsFilter => filter

/** The first question: the whole world, whose answer places the map where the events are. */
export const WORLD_VIEW: MapViewQuery = { bbox: [-90, -180, 90, 180], zoom: 0 }

export function getMapView(filter: EventsFilter, view: MapViewQuery) {
  const filters = eventsQueryString(mapFilterOf(filter))
  const params = `bbox=${mapBoxParam(view.bbox)}&zoom=${view.zoom}`
  return api.get<MapViewResponse>(`/events/map${filters ? `${filters}&` : '?'}${params}`)
}

/** What to ask for to show `box` at `zoom`: the box rounded out to the grid it is counted in. */
export function mapViewFor(box: MapBox, zoom: number): MapViewQuery {
  return { bbox: mapGridOf(box).box, zoom: Math.max(0, Math.min(MAP_ZOOM_MAX, Math.floor(zoom))) }
}

/** The [west, east] intervals of longitude a box spans, two when it crosses 180°. */
function spans([, west, , east]: MapBox): [number, number][] {
  return west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ]
}

/** Whether `outer` holds all of `inner`. */
export function boxHolds(outer: MapBox, inner: MapBox): boolean {
  if (inner[0] < outer[0] || inner[2] > outer[2]) return false
  const outerSpans = spans(outer)
  return spans(inner).every(([w, e]) => outerSpans.some(([ow, oe]) => w >= ow && e <= oe))
}

/** Whether an answer for `asked` already shows everything of `wanted`: every event in it as a point. */
export function answerHolds(answer: MapViewDto, asked: MapViewQuery, wanted: MapViewQuery): boolean {
  return answer.clusters.length === 0 && boxHolds(asked.bbox, wanted.bbox)
}

export type MapViewState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'success'; view: MapViewDto; asked: MapViewQuery }

/**
 * The answer for `view`; while a moved map's answer is on its way the previous one stays on screen, but a
 * new filter shows "loading" until its own answer arrives.
 */
export function useMapView(filter: EventsFilter, view: MapViewQuery): MapViewState {
  const mapFilter = mapFilterOf(filter)
  const filterKey = JSON.stringify(mapFilter)
  const { data, error } = useQuery({
    queryKey: [...eventKeys.map(mapFilter), view] as const,
    queryFn: async () => ({ view: (await getMapView(mapFilter, view)).data, asked: view }),
    placeholderData: (previous, previousQuery) =>
      previousQuery && JSON.stringify(previousQuery.queryKey[2]) === filterKey ? previous : undefined,
  })
  if (data) return { status: 'success', view: data.view, asked: data.asked }
  if (error) return { status: 'error', error: errorMessage(error) }
  return { status: 'loading' }
}
