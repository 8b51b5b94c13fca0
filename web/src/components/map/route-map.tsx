// One map component, two engines: Google Maps when a Maps key is configured and its script loads, else the
// keyless map with the same line and markers. A route fitted to its bounds with start and finish, or a
// place (docs/screens.md), and an optional highlighted spot from the elevation profile.
import { Skeleton } from '@chakra-ui/react'
import { Suspense, lazy } from 'react'
import { useMapEngine } from './map-engine'
import { LandLayer, LocatorInset, MapLine, MapMarker } from './map-layers'
import { OfflineMap } from './offline-map'
import { MAP_HEIGHT, PLACE_ZOOM, type MapPlace, type MapRoute, type RouteMapProps } from './route-map-props'
import { fitBounds, type Size, type Viewport } from './viewport'

const GoogleRouteMap = lazy(() => import('./google-route-map'))

/** The view of a route (its bounds) or of a place (zoom 10 around it), for a map of `size`. */
function initialViewOf(route: MapRoute | undefined, place: MapPlace | undefined) {
  return (size: Size): Viewport => {
    if (route) return fitBounds(route.bbox, size, { padding: 36, maxZoom: 14 })
    return { center: place?.position ?? [48.15, 17.11], zoom: PLACE_ZOOM }
  }
}

export function RouteMap({ mapsApiKey, mapId, ...props }: RouteMapProps) {
  const { engine, onGoogleError } = useMapEngine(mapsApiKey)
  if (engine === 'google' && mapsApiKey) {
    return (
      <Suspense fallback={<Skeleton height={MAP_HEIGHT} width="100%" borderRadius="l3" />}>
        <GoogleRouteMap {...props} apiKey={mapsApiKey} mapId={mapId} onError={onGoogleError} />
      </Suspense>
    )
  }
  return <OfflineRouteMap {...props} />
}

function OfflineRouteMap({ label, route, place, spot }: Omit<RouteMapProps, 'mapsApiKey' | 'mapId'>) {
  return (
    <OfflineMap label={label} initialView={initialViewOf(route, place)} height={MAP_HEIGHT}>
      <LandLayer />
      {route ? (
        <>
          <MapLine points={route.line} />
          <MapMarker position={route.end} kind="end" label={route.endLabel} />
          <MapMarker position={route.start} kind="start" label={route.startLabel} />
        </>
      ) : null}
      {place ? <MapMarker position={place.position} kind="place" label={place.label} /> : null}
      {spot ? <MapMarker position={spot.position} kind="spot" label={spot.label} /> : null}
      <LocatorInset
        avoid={[...(route?.line ?? []), ...(place ? [place.position] : []), ...(spot ? [spot.position] : [])]}
      />
    </OfflineMap>
  )
}

export default RouteMap
