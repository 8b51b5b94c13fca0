// What the events map's two engines (the keyless map, Google Maps) are given by EventsMap: the same
// points, clusters, selection and pins, so everything around the map is shared. Its own module: the
// Google engine is loaded lazily by events-map.tsx and must not import it back.
import type { RefObject } from 'react'
import type { LatLng, MapClusterDto, MapPointDto } from '@travel/domain'
import type { Size, Viewport } from '@/components/map/viewport'
import type { ClusterIndex, LngLatBox } from '../lib/event-clusters'
import type { MapView } from '../lib/near-area'

export const EVENTS_MAP_HEIGHT = '34rem'

export interface MapPin {
  position: LatLng
  /** its accessible name and tooltip */
  label: string
}

export interface EventsMapEngineProps {
  /** what the map shows, for screen readers */
  label: string
  points: readonly MapPointDto[]
  /** the server's clusters of the crowded cells of the view: a press zooms to the cell */
  clusters: readonly MapClusterDto[]
  index: ClusterIndex
  /** the first view, for the map's size */
  initialView: (size: Size) => Viewport
  selectedId: string | undefined
  onSelect: (id: string) => void
  /** places marked with a pin: the place the list is sorted by, a place picked on the map */
  pins: readonly MapPin[]
  /** the circle the list is limited to ("within 50 km"), drawn around its place */
  circle: { centre: LatLng; radiusKm: number } | undefined
  /** a click or tap on the map itself (not on a marker): the place under it */
  onPick: (point: LatLng) => void
  /** kept up to date with what the map shows, for "Events near the map's centre" and the radius of a pick */
  viewRef: RefObject<MapView | null>
  /** the box of the world the map shows and its zoom, each time they change */
  onViewChange: (box: LngLatBox, zoom: number) => void
}
