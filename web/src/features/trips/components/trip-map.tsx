// The trip on the keyless map: each stop's own track drawn as a route is, dashed straight lines between
// stops (honestly "as the crow flies": the site knows no roads), and numbered markers in order. A pick on
// the map (the owner adding a free point) is passed on with a pin where it was.
import { Box, Flex, Text, chakra } from '@chakra-ui/react'
import { memo, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { stopEnds, type LatLng, type TripStopDto } from '@travel/domain'
import { LandLayer, MapLine, MapMarker } from '@/components/map/map-layers'
import { useMapState, WorldLayer } from '@/components/map/map-context'
import { OfflineMap } from '@/components/map/offline-map'
import { fitBounds, toWorld, type Size } from '@/components/map/viewport'
import { stopName } from '../lib/stop-name'

interface TripMapProps {
  stops: readonly TripStopDto[]
  /** the owner picks a place for a free point */
  onPick?: (point: LatLng) => void
  picked?: LatLng | null
  height?: string
}

/** [south, west, north, east] around every point; Europe's middle for a trip without any. */
function boundsOf(points: readonly LatLng[]): [number, number, number, number] {
  if (points.length === 0) return [44, 5, 52, 25]
  const lats = points.map((p) => p[0])
  const lngs = points.map((p) => p[1])
  return [Math.min(...lats), Math.min(...lngs), Math.max(...lats), Math.max(...lngs)]
}

/** The straight gaps between one stop's end and the next stop's start. */
function gapsOf(stops: readonly TripStopDto[]): [LatLng, LatLng][] {
  const gaps: [LatLng, LatLng][] = []
  let previous: LatLng | null = null
  for (const stop of stops) {
    const ends = stopEnds(stop)
    if (!ends) continue
    if (previous) gaps.push([previous, ends.start])
    previous = ends.end
  }
  return gaps
}

function CrowFliesLines({ gaps }: { gaps: [LatLng, LatLng][] }) {
  const d = gaps
    .map(([a, b]) => {
      const [x0, y0] = toWorld(a)
      const [x1, y1] = toWorld(b)
      return `M${x0.toFixed(6)} ${y0.toFixed(6)}L${x1.toFixed(6)} ${y1.toFixed(6)}`
    })
    .join('')
  return (
    <WorldLayer>
      <g aria-hidden="true" data-layer="crow-flies">
        {/* a few short segments: dashing them costs nothing, unlike the land outlines */}
        <chakra.path
          d={d}
          fill="none"
          stroke="fg.muted"
          strokeWidth="2.5"
          strokeDasharray="6 6"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </g>
    </WorldLayer>
  )
}

/** The stops' markers share one look, styled once here rather than in each of up to a hundred markers. */
const StopMarkers = chakra('g', {
  base: {
    '& circle': { fill: 'brand.solid', stroke: 'white', strokeWidth: '2.5' },
    '& text': { fill: 'white', fontSize: '11px', fontWeight: 'bold' },
  },
})

interface NumberedMarkerProps {
  position: LatLng
  number: number
  name: string
}

/** A stop's marker is drawn again only when it moved or its number or name changed, not on every change of the trip. */
const sameMarker = (a: NumberedMarkerProps, b: NumberedMarkerProps) =>
  a.number === b.number &&
  a.name === b.name &&
  a.position[0] === b.position[0] &&
  a.position[1] === b.position[1]

const NumberedMarker = memo(function NumberedMarker({ position, number, name }: NumberedMarkerProps) {
  const { t } = useTranslation('trips')
  const label = t('map.stop', { number, name })
  const { project } = useMapState()
  const [x, y] = project(position)
  return (
    <g transform={`translate(${x} ${y})`} role="img" aria-label={label} data-marker="stop">
      <title>{label}</title>
      <circle r="11" />
      <text textAnchor="middle" dominantBaseline="central">
        {number}
      </text>
    </g>
  )
}, sameMarker)

export function TripMap({ stops, onPick, picked, height = '96' }: TripMapProps) {
  const { t } = useTranslation('trips')
  const placed = useMemo(
    () =>
      stops.flatMap((stop, index) => {
        const ends = stopEnds(stop)
        return ends ? [{ stop, index, ends }] : []
      }),
    [stops],
  )
  const lines = useMemo(
    () =>
      placed.flatMap(({ stop }) =>
        stop.kind === 'event' && stop.event?.track ? [stop.event.track.line] : [],
      ),
    [placed],
  )
  const gaps = useMemo(() => gapsOf(stops), [stops])
  const bbox = useMemo(
    () =>
      boundsOf([
        ...placed.flatMap(({ ends }) => [ends.start, ends.end]),
        ...lines.flat(),
        ...(picked ? [picked] : []),
      ]),
    [placed, lines, picked],
  )
  const initialView = useCallback((size: Size) => fitBounds(bbox, size, { padding: 40, maxZoom: 11 }), [bbox])
  return (
    <Box>
      <OfflineMap label={t('map.label')} initialView={initialView} height={height} onPick={onPick}>
        <LandLayer />
        <CrowFliesLines gaps={gaps} />
        {lines.map((line, i) => (
          <MapLine key={i} points={line} />
        ))}
        <StopMarkers>
          {placed.map(({ stop, index, ends }) => (
            <NumberedMarker key={stop._id} position={ends.start} number={index + 1} name={stopName(stop)} />
          ))}
        </StopMarkers>
        {picked ? <MapMarker position={picked} kind="place" label={t('map.picked')} /> : null}
      </OfflineMap>
      <Flex as="p" gap="2" align="center" mt="1" fontSize="xs" color="fg.muted">
        <chakra.svg width="28px" height="8px" aria-hidden="true" flexShrink={0}>
          <chakra.line
            x1="0"
            y1="4"
            x2="28"
            y2="4"
            stroke="fg.muted"
            strokeWidth="2.5"
            strokeDasharray="6 4"
          />
        </chakra.svg>
        <Text as="span">{t('map.crowFlies')}</Text>
      </Flex>
    </Box>
  )
}
