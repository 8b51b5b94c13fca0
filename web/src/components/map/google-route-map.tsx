// The Google Maps engine of RouteMap, loaded only when a Maps key is configured. Advanced markers with a
// map ID (Google requires one for them), classic ones otherwise; a script that fails to load (no network,
// a refused key) hands over to the keyless map through onError.
import { GoogleMap, MarkerF, PolylineF, useGoogleMap } from '@react-google-maps/api'
import { useEffect, useMemo } from 'react'
import type { LatLng } from '@travel/domain'
import { GoogleMapFrame, latLngLiteral as literal } from './google-map-frame'
import { MAP_HEIGHT, PLACE_ZOOM, type RouteMapProps } from './route-map-props'

interface GoogleRouteMapProps extends Omit<RouteMapProps, 'mapsApiKey'> {
  apiKey: string
  onError: () => void
}

function GoogleRouteMap({ apiKey, mapId, label, route, place, spot, onError }: GoogleRouteMapProps) {
  const path = useMemo(() => route?.line.map(literal), [route])

  return (
    <GoogleMapFrame apiKey={apiKey} mapId={mapId} onError={onError} label={label} height={MAP_HEIGHT}>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        options={{ gestureHandling: 'cooperative', ...(mapId ? { mapId } : {}) }}
        {...(route ? {} : { center: literal(place?.position ?? [48.15, 17.11]), zoom: PLACE_ZOOM })}
        onLoad={(map) => {
          if (!route) return
          const [south, west, north, east] = route.bbox
          map.fitBounds({ south, west, north, east }, 36)
        }}
      >
        {path ? (
          <PolylineF path={path} options={{ strokeColor: '#2f6f4f', strokeWeight: 4, strokeOpacity: 0.95 }} />
        ) : null}
        {route ? (
          <>
            <Pin position={route.start} title={route.startLabel} mapId={mapId} colour="#2f855a" />
            <Pin position={route.end} title={route.endLabel} mapId={mapId} colour="#c53030" />
          </>
        ) : null}
        {place ? <Pin position={place.position} title={place.label} mapId={mapId} /> : null}
        {spot ? <Pin position={spot.position} title={spot.label} mapId={mapId} colour="#1a202c" /> : null}
      </GoogleMap>
    </GoogleMapFrame>
  )
}

function Pin({
  position,
  title,
  mapId,
  colour,
}: {
  position: LatLng
  title: string
  mapId?: string
  colour?: string
}) {
  return mapId ? (
    <AdvancedMarker position={position} title={title} colour={colour} />
  ) : (
    <MarkerF position={literal(position)} title={title} />
  )
}

/** google.maps.marker.AdvancedMarkerElement on the surrounding map (the library has no component). */
function AdvancedMarker({ position, title, colour }: { position: LatLng; title: string; colour?: string }) {
  const map = useGoogleMap()
  const [lat, lng] = position
  useEffect(() => {
    if (!map) return
    const pin = new google.maps.marker.PinElement(
      colour ? { background: colour, borderColor: '#ffffff', glyphColor: '#ffffff' } : {},
    )
    const marker = new google.maps.marker.AdvancedMarkerElement({
      map,
      position: { lat, lng },
      title,
      content: pin.element,
    })
    return () => {
      marker.map = null
    }
  }, [map, lat, lng, title, colour])
  return null
}

export default GoogleRouteMap
