// The events map on the keyless engine (works offline): the land, clusters and markers as named buttons,
// pins for chosen places; only what is on screen is drawn (docs/routes-and-maps.md, "The events map's code").
import { chakra } from '@chakra-ui/react'
import {
  memo,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react'
import type { LatLng, MapPointDto } from '@travel/domain'
import { LandLayer, MapMarker } from '@/components/map/map-layers'
import { useMapState, WorldLayer } from '@/components/map/map-context'
import { OfflineMap } from '@/components/map/offline-map'
import { fitBounds, toWorld, worldTransform } from '@/components/map/viewport'
import { expansionZoom, markerOffset, markerOriginOf, viewBoxOf } from '../lib/event-clusters'
import { circleRing } from '../lib/near-area'
import { stableKeyKeeper } from '../lib/stable-keys'
import { ClusterShape, EventShape, freshnessOf, type Freshness } from './event-marker-shapes'
import { EVENTS_MAP_HEIGHT, type EventsMapEngineProps } from './events-map-props'
import { useClusterLayer, type ClusterLayerProps } from './use-cluster-layer'

export function OfflineEventsMap({
  label,
  initialView,
  pins,
  circle,
  onPick,
  viewRef,
  onViewChange,
  ...layer
}: EventsMapEngineProps) {
  return (
    <OfflineMap label={label} initialView={initialView} height={EVENTS_MAP_HEIGHT} onPick={onPick}>
      <LandLayer />
      {circle ? <NearCircle centre={circle.centre} radiusKm={circle.radiusKm} /> : null}
      <ViewProbe viewRef={viewRef} onViewChange={onViewChange} />
      <ClusterLayer {...layer} />
      {pins.map((pin) => (
        <MapMarker key={pin.label} position={pin.position} kind="place" label={pin.label} />
      ))}
    </OfflineMap>
  )
}

/** The circle the list is limited to, in world px (drawn once, moved with the land). */
function NearCircle({ centre: [lat, lng], radiusKm }: { centre: LatLng; radiusKm: number }) {
  const d = useMemo(
    () =>
      circleRing([lat, lng], radiusKm)
        .map((place, i) => {
          const [x, y] = toWorld(place)
          return `${i === 0 ? 'M' : 'L'}${x.toFixed(6)} ${y.toFixed(6)}`
        })
        .join('') + 'Z',
    [lat, lng, radiusKm],
  )
  return (
    <WorldLayer>
      <chakra.path
        d={d}
        fill="brand.solid/10"
        stroke="brand.solid"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
        pointerEvents="none"
        aria-hidden="true"
        data-layer="near-circle"
      />
    </WorldLayer>
  )
}

/** Keeps `viewRef` on what the map shows, and tells of each new view. */
function ViewProbe({ viewRef, onViewChange }: Pick<EventsMapEngineProps, 'viewRef' | 'onViewChange'>) {
  const { viewport, size } = useMapState()
  useEffect(() => {
    viewRef.current = { centre: viewport.center, zoom: viewport.zoom, size }
    onViewChange(viewBoxOf(viewport, size).box, viewport.zoom)
  }, [viewRef, onViewChange, viewport, size])
  return null
}

/** The element of a press: a cluster or a marker of the layer, or nothing (the map itself). */
function pressed(event: { target: EventTarget }) {
  const element = (event.target as Element).closest<SVGGElement>(
    '[data-cluster-id], [data-area-id], [data-event-id]',
  )
  if (!element) return undefined
  const { clusterId, areaId } = element.dataset
  if (clusterId !== undefined) return { kind: 'cluster' as const, id: Number(clusterId), element }
  if (areaId !== undefined) return { kind: 'area' as const, id: Number(areaId), element }
  return { kind: 'event' as const, id: element.dataset.eventId ?? '', element }
}

function ClusterLayer({ index, points, clusters, selectedId, onSelect }: ClusterLayerProps) {
  const { viewport, size, goTo } = useMapState()
  const { box, level } = viewBoxOf(viewport, size)
  const { features, day, names } = useClusterLayer(index, points, clusters, { box, zoom: level })
  const origin = markerOriginOf(viewport)
  const { x, y } = worldTransform(viewport, size)
  // a zoom step updates the clusters' elements instead of replacing them all (supercluster renumbers them)
  const [keeper] = useState(() => stableKeyKeeper<number>())
  const clusterKeys = useMemo(() => {
    const ids = features.flatMap((f) => (f.kind === 'cluster' ? [f.id] : []))
    const held = keeper(ids)
    return new Map(ids.map((id, i) => [id, held[i]]))
  }, [keeper, features])

  const press = (event: MouseEvent | KeyboardEvent) => {
    const target = pressed(event)
    if (!target) return
    if (target.kind === 'event') {
      onSelect(target.id)
      return
    }
    const feature = features.find((f) => f.kind === target.kind && f.id === target.id)
    if (!feature) return
    // the cluster is about to disappear: the map keeps the keyboard focus
    target.element.ownerSVGElement?.focus()
    if (feature.kind === 'area') goTo(fitBounds(feature.bounds, size, { padding: 8, maxZoom: 18 }))
    else goTo({ center: feature.position, zoom: expansionZoom(index, target.id) })
  }

  return (
    <chakra.g
      data-layer="events"
      transform={`translate(${x + origin[0]} ${y + origin[1]})`}
      css={{
        '& [role=button]': { cursor: 'pointer', outline: 'none' },
        '& [role=button]:focus-visible [data-shape]': {
          stroke: 'var(--chakra-colors-brand-focus-ring)',
          strokeWidth: 5,
        },
      }}
      // a press on a marker is not the start of a drag of the map (which would capture the pointer)
      onPointerDown={(event: PointerEvent) => {
        if (pressed(event)) event.stopPropagation()
      }}
      onClick={press}
      onKeyDown={(event: KeyboardEvent) => {
        // Enter and Space press a focused SVG button, as they do an HTML one
        if ((event.key !== 'Enter' && event.key !== ' ') || !pressed(event)) return
        event.preventDefault()
        event.stopPropagation()
        press(event)
      }}
    >
      {features.map((feature) => {
        const [px, py] = markerOffset(feature.position, viewport, origin)
        if (feature.kind === 'area')
          return (
            <ClusterMarker
              key={`a${feature.id}`}
              id={feature.id}
              area
              count={feature.count}
              x={px}
              y={py}
              name={names.cluster(feature.count)}
            />
          )
        return feature.kind === 'cluster' ? (
          <ClusterMarker
            key={`c${clusterKeys.get(feature.id)}`}
            id={feature.id}
            count={feature.count}
            x={px}
            y={py}
            name={names.cluster(feature.count)}
          />
        ) : (
          <EventMarker
            key={feature.point._id}
            point={feature.point}
            x={px}
            y={py}
            name={names.event(feature.point)}
            freshness={freshnessOf(feature.point, day)}
            selected={feature.point._id === selectedId}
          />
        )
      })}
    </chakra.g>
  )
}

const ClusterMarker = memo(function ClusterMarker({
  id,
  area = false,
  count,
  x,
  y,
  name,
}: {
  id: number
  /** one of the server's clusters (a crowded cell), not one of supercluster's */
  area?: boolean
  count: number
  x: number
  y: number
  name: string
}) {
  return (
    <g
      transform={`translate(${x} ${y})`}
      role="button"
      tabIndex={0}
      aria-label={name}
      data-cluster={count}
      {...(area ? { 'data-area-id': id } : { 'data-cluster-id': id })}
    >
      <ClusterShape count={count} />
    </g>
  )
})

const EventMarker = memo(function EventMarker({
  point,
  x,
  y,
  name,
  freshness,
  selected,
}: {
  point: MapPointDto
  x: number
  y: number
  name: string
  freshness: Freshness
  selected: boolean
}) {
  return (
    <g
      transform={`translate(${x} ${y})`}
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-pressed={selected}
      data-marker="event"
      data-event-id={point._id}
    >
      <title>{point.title}</title>
      <EventShape point={point} freshness={freshness} selected={selected} />
    </g>
  )
})
