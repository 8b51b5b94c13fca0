// The events map on Google Maps, loaded only with a Maps key: the same clusters as the keyless map, each
// cluster and marker an HTML button in the overlay pane (docs/routes-and-maps.md, "The events map's code").
import { CircleF, GoogleMap, OVERLAY_MOUSE_TARGET, OverlayViewF, useGoogleMap } from '@react-google-maps/api'
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import type { LatLng } from '@travel/domain'
import { GoogleMapFrame, latLngLiteral as literal } from '@/components/map/google-map-frame'
import { PIN_DOT_Y, PIN_PATH } from '@/components/map/map-layers'
import { useSingleClick } from '@/components/map/use-single-click'
import { expansionZoom, type LngLatBox } from '../lib/event-clusters'
import { clusterRadius, ClusterShape, cssColor, EventShape, freshnessOf } from './event-marker-shapes'
import { EVENTS_MAP_HEIGHT, type EventsMapEngineProps } from './events-map-props'
import { useClusterLayer, type ClusterLayerProps } from './use-cluster-layer'

interface GoogleEventsMapProps extends EventsMapEngineProps {
  apiKey: string
  mapId?: string
  /** the script did not load: the keyless map takes over */
  onError: () => void
}

/** an overlay's element is centred on its place */
const centred = (width: number, height: number) => ({ x: -width / 2, y: -height / 2 })

export default function GoogleEventsMap({
  apiKey,
  mapId,
  onError,
  label,
  initialView,
  pins,
  circle,
  onPick,
  viewRef,
  onViewChange,
  ...layer
}: GoogleEventsMapProps) {
  const pick = useSingleClick(onPick)

  return (
    <GoogleMapFrame apiKey={apiKey} mapId={mapId} onError={onError} label={label} height={EVENTS_MAP_HEIGHT}>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        options={{ gestureHandling: 'cooperative', clickableIcons: false, ...(mapId ? { mapId } : {}) }}
        onLoad={(map) => {
          const { width, height } = map.getDiv().getBoundingClientRect()
          const view = initialView({ width, height })
          map.setCenter(literal(view.center))
          // Google's zoom is whole unless asked otherwise: the level below still shows everything
          map.setZoom(Math.floor(view.zoom))
        }}
        onClick={(event) => {
          if (event.latLng) pick.click([event.latLng.lat(), event.latLng.lng()])
        }}
        onDblClick={pick.cancel}
      >
        <ViewProbe viewRef={viewRef} />
        {circle ? (
          <CircleF
            center={literal(circle.centre)}
            radius={circle.radiusKm * 1000}
            options={{ clickable: false, strokeColor: '#2f6f4f', strokeWeight: 2, fillOpacity: 0.06 }}
          />
        ) : null}
        <ClusterOverlay {...layer} onViewChange={onViewChange} />
        {pins.map((pin) => (
          <OverlayViewF
            key={pin.label}
            position={literal(pin.position)}
            mapPaneName={OVERLAY_MOUSE_TARGET}
            getPixelPositionOffset={(width, height) => ({ x: -width / 2, y: -height })}
          >
            <svg width="24" height="34" viewBox="-12 -33 24 34" role="img" aria-label={pin.label}>
              <title>{pin.label}</title>
              <path d={PIN_PATH} fill={cssColor('brand.solid')} stroke="white" strokeWidth="2" />
              <circle cy={PIN_DOT_Y} r="4" fill="white" />
            </svg>
          </OverlayViewF>
        ))}
      </GoogleMap>
    </GoogleMapFrame>
  )
}

/** Keeps `viewRef` on what the map shows (Google counts zoom and px as the keyless map does). */
function ViewProbe({ viewRef }: Pick<EventsMapEngineProps, 'viewRef'>) {
  const map = useGoogleMap()
  useEffect(() => {
    if (!map) return
    const update = () => {
      const centre = map.getCenter()
      const zoom = map.getZoom()
      if (!centre || zoom === undefined) return
      const { width, height } = map.getDiv().getBoundingClientRect()
      viewRef.current = { centre: [centre.lat(), centre.lng()], zoom, size: { width, height } }
    }
    update()
    const listeners = ['center_changed', 'zoom_changed'].map((name) => map.addListener(name, update))
    return () => listeners.forEach((listener) => listener.remove())
  }, [map, viewRef])
  return null
}

/** The map's bounds and zoom level each time it comes to rest after a pan or a zoom. */
function useRestingView(map: google.maps.Map | null) {
  const [view, setView] = useState<{ box: LngLatBox; zoom: number } | null>(null)
  useEffect(() => {
    if (!map) return
    const listener = map.addListener('idle', () => {
      const bounds = map.getBounds()
      const zoom = map.getZoom()
      if (!bounds || zoom === undefined) return
      const south = bounds.getSouthWest()
      const north = bounds.getNorthEast()
      setView({ box: [south.lng(), south.lat(), north.lng(), north.lat()], zoom })
    })
    return () => listener.remove()
  }, [map])
  return view
}

const BUTTON_STYLE: CSSProperties = {
  display: 'block',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
}

/** A cluster's marker: its count in a circle sized by it, a button that shows what it gathers. */
function ClusterButton({ count, label, onClick }: { count: number; label: string; onClick: () => void }) {
  const size = 2 * clusterRadius(count) + 6
  return (
    <button type="button" style={BUTTON_STYLE} aria-label={label} data-cluster={count} onClick={onClick}>
      <svg
        width={size}
        height={size}
        viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
        aria-hidden="true"
      >
        <ClusterShape count={count} />
      </svg>
    </button>
  )
}

function ClusterOverlay({
  index,
  points,
  clusters,
  selectedId,
  onSelect,
  onViewChange,
}: ClusterLayerProps & Pick<EventsMapEngineProps, 'onViewChange'>) {
  const map = useGoogleMap()
  const view = useRestingView(map)
  useEffect(() => {
    if (view) onViewChange(view.box, view.zoom)
  }, [view, onViewChange])
  const { features, day, names } = useClusterLayer(index, points, clusters, view)
  if (!map) return null
  return features.map((feature) => {
    if (feature.kind === 'area') {
      const [south, west, north, east] = feature.bounds
      return (
        <Overlay key={`a${feature.id}`} position={feature.position}>
          <ClusterButton
            count={feature.count}
            label={names.cluster(feature.count)}
            onClick={() => map.fitBounds({ south, west, north, east }, 8)}
          />
        </Overlay>
      )
    }
    if (feature.kind === 'cluster') {
      return (
        <Overlay key={`c${feature.id}`} position={feature.position}>
          <ClusterButton
            count={feature.count}
            label={names.cluster(feature.count)}
            onClick={() => {
              map.setCenter(literal(feature.position))
              map.setZoom(expansionZoom(index, feature.id))
            }}
          />
        </Overlay>
      )
    }
    const { point } = feature
    const selected = point._id === selectedId
    return (
      <Overlay key={point._id} position={feature.position}>
        <button
          type="button"
          style={BUTTON_STYLE}
          aria-label={names.event(point)}
          aria-pressed={selected}
          title={point.title}
          data-marker="event"
          onClick={() => onSelect(point._id)}
        >
          <svg width="36" height="36" viewBox="-18 -18 36 36" aria-hidden="true">
            <EventShape point={point} freshness={freshnessOf(point, day)} selected={selected} />
          </svg>
        </button>
      </Overlay>
    )
  })
}

/** An element on the map at a place, whose presses and drags stay its own (they never move the map). */
function Overlay({ position, children }: { position: LatLng; children: ReactNode }) {
  return (
    <OverlayViewF
      position={literal(position)}
      mapPaneName={OVERLAY_MOUSE_TARGET}
      getPixelPositionOffset={centred}
    >
      <div
        ref={(element) => {
          if (element) google.maps.OverlayView.preventMapHitsAndGesturesFrom(element)
        }}
      >
        {children}
      </div>
    </OverlayViewF>
  )
}
