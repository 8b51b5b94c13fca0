// What a route map shows, shared by both engines (the Google one is loaded lazily by route-map.tsx, so it
// must not import that module back).
import type { LatLng } from '@travel/domain'

/** docs/screens.md: the map of a place is at zoom 10 */
export const PLACE_ZOOM = 10
export const MAP_HEIGHT = '96'

export interface MapRoute {
  line: LatLng[]
  start: LatLng
  end: LatLng
  /** [south, west, north, east] */
  bbox: [number, number, number, number]
  startLabel: string
  endLabel: string
}

export interface MapPlace {
  position: LatLng
  label: string
}

export interface MapSpot {
  position: LatLng
  label: string
}

export interface RouteMapProps {
  /** what the map shows, for screen readers */
  label: string
  route?: MapRoute
  place?: MapPlace
  spot?: MapSpot | null
  /** the Google Maps key; without one (or when its script fails) the keyless map is shown */
  mapsApiKey?: string
  /** a Google Maps map ID enables advanced markers */
  mapId?: string
}
