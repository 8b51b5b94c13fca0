// The events map: every event the list's filters select (GET /api/events/map, one answer, never paged),
// drawn on the keyless map and grouped into clusters with counts (supercluster) wherever markers would
// crowd. A cluster zooms in on click or Enter; a marker opens a small card linking to the event. Clusters
// and markers are buttons with names, reachable by Tab, and the list stays one click away (ViewSwitch).
// Loaded only when a reader switches to the map: the list pages carry none of it.
import {
  Box,
  chakra,
  CloseButton,
  Flex,
  Heading,
  Image,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import Supercluster from 'supercluster'
import { accessNameOf, type MainSection, type MapPointDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { LandLayer } from '@/components/map/map-layers'
import { useMapState } from '@/components/map/map-context'
import { OfflineMap } from '@/components/map/offline-map'
import { fitBounds, MAX_ZOOM, TILE, unproject, type Size, type Viewport } from '@/components/map/viewport'
import { formatDate } from '@/utils/format-date'
import { mainSectionLabel, sectionLabel } from '@/utils/labels'
import { useMapPoints } from '../api/get-map-points'
import type { EventsFilter } from '../api/get-events'
import { ErrorState, LoadingState } from './status-views'

/** Markers closer than this many screen px join a cluster. */
const CLUSTER_RADIUS_PX = 44
/** A view of the whole of Europe, for a map with no events on it. */
const EMPTY_VIEW: Viewport = { center: [50, 12], zoom: 3 }
export const EVENTS_MAP_HEIGHT = '34rem'

/** Colour and shape per section, so they differ for readers who do not tell colours apart too. */
export const SECTION_STYLE: Record<
  MainSection,
  { color: string; shape: 'diamond' | 'triangle' | 'circle' | 'square' }
> = {
  route: { color: 'blue.600', shape: 'diamond' },
  camp: { color: 'green.600', shape: 'triangle' },
  places: { color: 'orange.600', shape: 'circle' },
  itinerary: { color: 'red.700', shape: 'square' },
}

type PointProps = { index: number }

/** The view that shows every point, for a map of `size`. */
function viewOf(points: readonly MapPointDto[]) {
  if (!points.length) return () => EMPTY_VIEW
  let [south, west, north, east] = [90, 180, -90, -180]
  for (const p of points) {
    south = Math.min(south, p.lat)
    north = Math.max(north, p.lat)
    west = Math.min(west, p.lng)
    east = Math.max(east, p.lng)
  }
  return (size: Size) => fitBounds([south, west, north, east], size, { padding: 48, maxZoom: 11 })
}

export default function EventsMap({ filter }: { filter: EventsFilter }) {
  const { t } = useTranslation('events')
  const state = useMapPoints(filter)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const points = state.status === 'success' ? state.points : null
  // an id, not the point: after new filters the card stays only if its event is still on the map
  const selected = useMemo(() => points?.find((p) => p._id === selectedId) ?? null, [points, selectedId])

  const index = useMemo(() => {
    if (!points) return null
    // extent = the map's tile size, so supercluster's zoom levels and pixels are the map's own
    const cluster = new Supercluster<PointProps, PointProps>({
      radius: CLUSTER_RADIUS_PX,
      extent: TILE,
      maxZoom: MAX_ZOOM,
    })
    cluster.load(
      points.map((p, i) => ({
        type: 'Feature',
        properties: { index: i },
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      })),
    )
    return cluster
  }, [points])
  const initialView = useMemo(() => viewOf(points ?? []), [points])

  if (state.status === 'loading') return <LoadingState label={t('map.loading')} />
  if (state.status === 'error') return <ErrorState message={state.error} />

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {state.truncated
          ? t('map.truncated', { count: state.points.length })
          : t('map.count', { count: state.points.length })}
      </Text>
      <Box position="relative">
        <OfflineMap label={t('map.label')} initialView={initialView} height={EVENTS_MAP_HEIGHT}>
          <LandLayer />
          {index ? (
            <ClusterLayer
              index={index}
              points={state.points}
              selectedId={selected?._id}
              onSelect={(point) => setSelectedId(point._id)}
            />
          ) : null}
        </OfflineMap>
        {selected ? <MarkerCard point={selected} onClose={() => setSelectedId(null)} /> : null}
      </Box>
      <MapLegend />
    </Stack>
  )
}

/** Enter and Space press a focused SVG button, as they do an HTML one. */
function pressKeys(action: () => void) {
  return (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    event.stopPropagation()
    action()
  }
}

/** A press on a marker is not the start of a drag of the map (which would capture the pointer). */
const keepPointer = (event: PointerEvent<SVGGElement>) => event.stopPropagation()

function ClusterLayer({
  index,
  points,
  selectedId,
  onSelect,
}: {
  index: Supercluster<PointProps, PointProps>
  points: readonly MapPointDto[]
  selectedId: string | undefined
  onSelect: (point: MapPointDto) => void
}) {
  const { t } = useTranslation('events')
  const { viewport, size, project, goTo } = useMapState()
  const zoom = Math.floor(viewport.zoom)
  const features = useMemo(() => {
    const worldPx = TILE * 2 ** viewport.zoom
    // a map wider than the world shows all of it; otherwise the box on screen (west > east across 180°)
    const [north, west] = unproject([0, 0], viewport, size)
    const [south, east] = unproject([size.width, size.height], viewport, size)
    const bbox: [number, number, number, number] =
      worldPx <= size.width ? [-180, south, 180, north] : [west, south, east, north]
    return index.getClusters(bbox, zoom)
  }, [index, viewport, size, zoom])

  return (
    // Plain SVG elements with the theme's colours as CSS variables: hundreds of markers re-render on every
    // step of a pan, and a styled element per marker (a class computed for each) would make that slow.
    // The few styles they share are one rule here.
    <chakra.g
      data-layer="events"
      css={{
        '& [role=button]': { cursor: 'pointer', outline: 'none' },
        '& [role=button]:focus-visible [data-shape]': {
          stroke: 'var(--chakra-colors-brand-focus-ring)',
          strokeWidth: 5,
        },
      }}
    >
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        const [x, y] = project([lat, lng])
        const properties = feature.properties as Partial<Supercluster.ClusterProperties> & Partial<PointProps>
        if (properties.cluster && properties.cluster_id !== undefined) {
          const clusterId = properties.cluster_id
          const count = properties.point_count ?? 0
          const zoomIn = (svg: SVGSVGElement | null) => {
            // the cluster is about to disappear: the map keeps the keyboard focus
            svg?.focus()
            goTo({ center: [lat, lng], zoom: Math.min(MAX_ZOOM, index.getClusterExpansionZoom(clusterId)) })
          }
          const r = 14 + Math.min(14, Math.log2(count) * 2.5)
          return (
            <g
              key={`c${clusterId}`}
              transform={`translate(${x} ${y})`}
              role="button"
              tabIndex={0}
              aria-label={t('map.cluster', { count })}
              data-cluster={count}
              onPointerDown={keepPointer}
              onClick={(event) => zoomIn(event.currentTarget.ownerSVGElement)}
              onKeyDown={(event) => pressKeys(() => zoomIn(event.currentTarget.ownerSVGElement))(event)}
            >
              <circle r={r} fill={BRAND} fillOpacity={0.9} stroke="white" strokeWidth="3" data-shape="" />
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fill="white"
                fontSize="12"
                fontWeight="bold"
                aria-hidden="true"
              >
                {count}
              </text>
            </g>
          )
        }
        const point = points[properties.index ?? -1]
        if (!point) return null
        return (
          <EventMarker
            key={point._id}
            point={point}
            x={x}
            y={y}
            selected={point._id === selectedId}
            onSelect={() => onSelect(point)}
          />
        )
      })}
    </chakra.g>
  )
}

/** A colour token of the theme as the CSS variable Chakra defines for it ('blue.600' → var(--chakra-colors-blue-600)). */
const cssColor = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`
const BRAND = cssColor('brand.solid')

function MarkerShape({ main, size = 11 }: { main: MainSection; size?: number }) {
  const { color, shape } = SECTION_STYLE[main]
  const s = size
  const common = { fill: cssColor(color), stroke: 'white', strokeWidth: 2.5, 'data-shape': main }
  if (shape === 'circle') return <circle r={s} {...common} />
  if (shape === 'square')
    return <rect x={-s * 0.9} y={-s * 0.9} width={s * 1.8} height={s * 1.8} rx="2" {...common} />
  if (shape === 'diamond')
    return <path d={`M0 ${-s * 1.2} L${s * 1.2} 0 L0 ${s * 1.2} L${-s * 1.2} 0 Z`} {...common} />
  return <path d={`M0 ${-s * 1.2} L${s * 1.15} ${s * 0.85} L${-s * 1.15} ${s * 0.85} Z`} {...common} />
}

/** The access type as a white mark inside the marker: a dot (caravan), a bar (car), a chevron (off-road). */
function AccessMark({ access }: { access: number }) {
  const name = accessNameOf(access)
  if (name === 'caravan') return <circle r="3" fill="white" />
  if (name === 'car') return <rect x="-4.5" y="-1.75" width="9" height="3.5" fill="white" />
  return <path d="M-4.5 2 L0 -3 L4.5 2" fill="none" stroke="white" strokeWidth="2.5" />
}

function EventMarker({
  point,
  x,
  y,
  selected,
  onSelect,
}: {
  point: MapPointDto
  x: number
  y: number
  selected: boolean
  onSelect: () => void
}) {
  const { t } = useTranslation('events')
  const name = t('map.marker', {
    title: point.title,
    section: mainSectionLabel(t, point.main),
    access: t(`access.${accessNameOf(point.access)}`),
  })
  return (
    <g
      transform={`translate(${x} ${y})`}
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-pressed={selected}
      data-marker="event"
      onPointerDown={keepPointer}
      onClick={onSelect}
      onKeyDown={pressKeys(onSelect)}
    >
      <title>{point.title}</title>
      <MarkerShape main={point.main} size={selected ? 14 : 11} />
      <AccessMark access={point.access} />
    </g>
  )
}

function MarkerCard({ point, onClose }: { point: MapPointDto; onClose: () => void }) {
  const { t, i18n } = useTranslation('events')
  const link = useRef<HTMLAnchorElement>(null)
  // the card is what the reader asked for: it takes the focus, and Escape gives it back to the map
  useEffect(() => link.current?.focus(), [point._id])
  return (
    <Box
      position="absolute"
      left="2"
      right={{ base: '2', sm: 'auto' }}
      bottom="8"
      width={{ base: 'auto', sm: '72' }}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      overflow="hidden"
      role="dialog"
      aria-label={point.title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <Flex gap="3" p="3" align="start">
        {point.thumbnail ? (
          <Image
            src={point.thumbnail}
            alt=""
            width="20"
            height="16"
            fit="cover"
            borderRadius="l2"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="0.5" minW="0" flex="1">
          <Heading as="h3" size="sm" lineClamp={2} wordBreak="break-word">
            <ChakraLink asChild color="brand.fg" ref={link}>
              <RouterLink to={paths.event(point._id)}>{point.title}</RouterLink>
            </ChakraLink>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={point.date}>{formatDate(point.date, i18n.language, 'medium')}</time>
          </Text>
          <Text fontSize="sm">{sectionLabel(t, { main: point.main, sub: point.sub })}</Text>
        </Stack>
        <CloseButton size="xs" aria-label={t('map.closeCard')} onClick={onClose} />
      </Flex>
    </Box>
  )
}

function MapLegend() {
  const { t } = useTranslation('events')
  return (
    <Flex as="ul" listStyleType="none" gap="4" wrap="wrap" fontSize="sm" aria-label={t('map.legend')}>
      {(Object.keys(SECTION_STYLE) as MainSection[]).map((main) => (
        <Flex as="li" key={main} gap="1.5" align="center">
          <svg width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true">
            <MarkerShape main={main} size={8} />
          </svg>
          {mainSectionLabel(t, main)}
        </Flex>
      ))}
      {(['caravan', 'car', 'offroad'] as const).map((name, access) => (
        <Flex as="li" key={name} gap="1.5" align="center">
          <svg width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true">
            <circle r="10" fill={cssColor('gray.600')} />
            <AccessMark access={access} />
          </svg>
          {t(`access.${name}`)}
        </Flex>
      ))}
    </Flex>
  )
}
