// The events map: every event the filters select, clustered, with cards linking to the events, and where a
// reader picks a place to list the events near it; Google Maps with a key, the keyless map otherwise
// (docs/routes-and-maps.md, "The events map's code").
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FiCrosshair } from 'react-icons/fi'
import {
  NEAR_RADIUS_DEFAULT_KM,
  type LatLng,
  type MainSection,
  type MapViewQuery,
  type NearFilter,
} from '@travel/domain'
import { config } from '@/config/env'
import { useMapEngine } from '@/components/map/map-engine'
import { mainSectionLabel } from '@/utils/labels'
import { answerHolds, mapViewFor, useMapView, WORLD_VIEW } from '../api/get-map-view'
import type { EventsFilter } from '@/features/events'
import { buildClusterIndex, viewOfCircle, viewOfPoints, type LngLatBox } from '../lib/event-clusters'
import { radiusForView, type MapView } from '../lib/near-area'
import { MarkerCard, PlaceCard } from './events-map-cards'
import { EVENTS_MAP_HEIGHT, type EventsMapEngineProps, type MapPin } from './events-map-props'
import { AccessMark, cssColor, MarkerShape, SECTION_STYLE, VisitMark } from './event-marker-shapes'
import { OfflineEventsMap } from './offline-events-map'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'

const GoogleEventsMap = lazy(() => import('./google-events-map'))

/** How long the map is still before the events of its new view are asked for. */
const VIEW_SETTLE_MS = 300

interface EventsMapProps {
  filter: EventsFilter
  /** the place the list is sorted by, if any: marked on the map, which starts around it */
  near?: NearFilter | undefined
  /** list the events within `radiusKm` of a place picked on the map */
  onShowNear: (place: LatLng, radiusKm: number) => void
  /** the Maps key; defaults to the configured one (VITE_MAPS_API_KEY) */
  mapsApiKey?: string
  mapId?: string
}

export default function EventsMap({
  filter,
  near,
  onShowNear,
  mapsApiKey = config.mapsApiKey,
  mapId = config.mapsMapId,
}: EventsMapProps) {
  const { t } = useTranslation(['events-map', 'events'], { nsMode: 'fallback' })
  // The view asked about: the world first, then what the map shows once it has come to rest; a new filter
  // starts again from the world.
  const filterKey = JSON.stringify(filter)
  const [asking, setAsking] = useState<{ filterKey: string; view: MapViewQuery }>({
    filterKey,
    view: WORLD_VIEW,
  })
  const view = asking.filterKey === filterKey ? asking.view : WORLD_VIEW
  const state = useMapView(filter, view)
  const answer = state.status === 'success' ? state : null
  const moved = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(moved.current), [])
  const answerRef = useRef(answer)
  useEffect(() => {
    answerRef.current = answer
  })
  const onViewChange = useCallback(
    ([west, south, east, north]: LngLatBox, zoom: number) => {
      clearTimeout(moved.current)
      // asked once the map has been still for a moment, not at every step of a drag
      moved.current = setTimeout(() => {
        const wanted = mapViewFor([south, west, north, east], zoom)
        const shown = answerRef.current
        if (shown && answerHolds(shown.view, shown.asked, wanted)) return
        setAsking({ filterKey, view: wanted })
      }, VIEW_SETTLE_MS)
    },
    [filterKey],
  )
  const { engine, onGoogleError } = useMapEngine(mapsApiKey)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [picked, setPicked] = useState<LatLng | null>(null)
  const viewRef = useRef<MapView | null>(null)
  // the radius that reaches the edge of the map as it is when the reader asks
  const showNear = (place: LatLng) =>
    onShowNear(place, viewRef.current ? radiusForView(viewRef.current) : NEAR_RADIUS_DEFAULT_KM)
  const points = answer?.view.points ?? null
  const clusters = answer?.view.clusters ?? null
  // an id, not the point: after new filters the card stays only if its event is still on the map
  const selected = useMemo(() => points?.find((p) => p._id === selectedId) ?? null, [points, selectedId])
  const index = useMemo(() => (points ? buildClusterIndex(points) : null), [points])
  const nearLat = near?.lat
  const nearLng = near?.lng
  const nearRadius = near?.radiusKm
  // where the map starts: around the list's place, else around the first answer's events and clusters
  const places = useMemo(
    () => [...(points ?? []), ...(clusters ?? []).map((c) => ({ lat: c.position[0], lng: c.position[1] }))],
    [points, clusters],
  )
  const [firstPlaces, setFirstPlaces] = useState<{ filterKey: string; places: typeof places } | null>(null)
  if (answer && firstPlaces?.filterKey !== filterKey) setFirstPlaces({ filterKey, places })
  const startPlaces = firstPlaces?.filterKey === filterKey ? firstPlaces.places : places
  const initialView = useMemo(
    () =>
      nearLat !== undefined && nearLng !== undefined && nearRadius !== undefined
        ? viewOfCircle([nearLat, nearLng], nearRadius)
        : viewOfPoints(startPlaces),
    [startPlaces, nearLat, nearLng, nearRadius],
  )
  const pins = useMemo<MapPin[]>(() => {
    const all: MapPin[] = []
    if (nearLat !== undefined && nearLng !== undefined)
      all.push({ position: [nearLat, nearLng], label: t('map.nearPin') })
    if (picked) all.push({ position: picked, label: t('map.picked') })
    return all
  }, [nearLat, nearLng, picked, t])
  const circle = useMemo(
    () =>
      nearLat !== undefined && nearLng !== undefined && nearRadius !== undefined
        ? { centre: [nearLat, nearLng] as LatLng, radiusKm: nearRadius }
        : undefined,
    [nearLat, nearLng, nearRadius],
  )
  const onSelect = useCallback((id: string) => {
    setPicked(null)
    setSelectedId(id)
  }, [])
  const onPick = useCallback((place: LatLng) => {
    setSelectedId(null)
    setPicked(place)
  }, [])

  if (state.status === 'loading') return <LoadingState label={t('map.loading')} />
  if (state.status === 'error') return <ErrorState message={state.error} />
  if (!index || !points || !clusters) return null

  const count = clusters.reduce((sum, c) => sum + c.count, points.length)
  const engineProps: EventsMapEngineProps = {
    label: t('map.label'),
    points,
    clusters,
    index,
    initialView,
    selectedId: selected?._id,
    onSelect,
    pins,
    circle,
    onPick,
    viewRef,
    onViewChange,
  }
  return (
    <Stack gap="3">
      <Flex gap="2" justify="space-between" align="center" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('map.count', { count })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={() => {
            if (viewRef.current) showNear(viewRef.current.centre)
          }}
        >
          <FiCrosshair aria-hidden="true" />
          {t('map.nearCentre')}
        </Button>
      </Flex>
      <Box position="relative">
        {engine === 'google' && mapsApiKey ? (
          <Suspense fallback={<Skeleton height={EVENTS_MAP_HEIGHT} width="100%" borderRadius="l3" />}>
            <GoogleEventsMap
              {...engineProps}
              apiKey={mapsApiKey}
              {...(mapId ? { mapId } : {})}
              onError={onGoogleError}
            />
          </Suspense>
        ) : (
          <OfflineEventsMap {...engineProps} />
        )}
        <Crosshair />
        {selected ? <MarkerCard point={selected} onClose={() => setSelectedId(null)} /> : null}
        {picked ? (
          <PlaceCard place={picked} onShowNear={() => showNear(picked)} onClose={() => setPicked(null)} />
        ) : null}
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {t('map.pickHint')}
      </Text>
      <MapLegend />
    </Stack>
  )
}

/** The centre of the map, where "Events near the map's centre" looks from. */
function Crosshair() {
  return (
    <Box
      position="absolute"
      top="50%"
      left="50%"
      width="6"
      height="6"
      transform="translate(-50%, -50%)"
      pointerEvents="none"
      aria-hidden="true"
      data-testid="map-crosshair"
    >
      <svg width="100%" height="100%" viewBox="-12 -12 24 24">
        <path
          d="M-10 0 H-3 M3 0 H10 M0 -10 V-3 M0 3 V10"
          stroke="white"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path
          d="M-10 0 H-3 M3 0 H10 M0 -10 V-3 M0 3 V10"
          stroke={cssColor('gray.800')}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Box>
  )
}

function MapLegend() {
  const { t } = useTranslation(['events-map', 'events'], { nsMode: 'fallback' })
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
      {(['recent', 'stale', 'gone'] as const).map((freshness) => (
        <Flex as="li" key={freshness} gap="1.5" align="center">
          <svg width="24" height="24" viewBox="-12 -12 24 24" aria-hidden="true">
            <circle r="8" fill={cssColor(freshness === 'gone' ? 'gray.500' : 'gray.600')} />
            <VisitMark freshness={freshness} size={8} />
          </svg>
          {t(`map.legendVisits.${freshness}`)}
        </Flex>
      ))}
    </Flex>
  )
}
