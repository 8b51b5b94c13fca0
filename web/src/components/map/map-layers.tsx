// Layers of the keyless map: the land and borders, a line such as a route, and markers.
import { chakra } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { LatLng } from '@travel/domain'
import { loadLandPaths } from './natural-earth'
import { MapContext, MapSeenContext, mapStateOf, useMapState, WorldLayer } from './map-context'
import { clampZoom, toWorld, unproject } from './viewport'

const landPathsKey = ['map', 'land-outlines'] as const

/** Land and country borders; nothing until the outlines have arrived (the sea colour is the map's). */
export function LandLayer() {
  // Without the outlines the map still shows the route, its markers and the scale. They are a file of this
  // version of the site: never stale.
  const seen = useContext(MapSeenContext)
  const { data: paths } = useQuery({
    queryKey: landPathsKey,
    queryFn: loadLandPaths,
    staleTime: Infinity,
    enabled: seen,
  })
  if (!paths) return null
  return (
    <WorldLayer>
      {/* never under the pointer: hit-testing the outlines (thousands of segments) on every pointer move
          of a drag is work for nothing */}
      <g aria-hidden="true" data-layer="land" pointerEvents="none">
        <chakra.path
          d={paths.land}
          fill="bg"
          stroke="border.emphasized"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
        {/* solid, not dashed: Skia dashes the whole outline, on screen or not, so a dash pattern costs
            seconds per frame once the map is zoomed in on a route */}
        <chakra.path
          d={paths.borders}
          fill="none"
          stroke="fg.subtle"
          strokeWidth="0.75"
          vectorEffect="non-scaling-stroke"
        />
      </g>
    </WorldLayer>
  )
}

/**
 * The SVG path of a line in world px. Across the antimeridian the line goes on into the next world, not
 * back round the globe: each point is shifted by whole worlds to stay next to the one before.
 */
function linePath(points: readonly LatLng[]): string {
  let path = ''
  let previousX: number | undefined
  let shift = 0
  for (const [i, point] of points.entries()) {
    const [worldX, y] = toWorld(point)
    if (previousX !== undefined) {
      const raw = worldX + shift
      if (raw - previousX > 128) shift -= 256
      else if (previousX - raw > 128) shift += 256
    }
    const x = worldX + shift
    previousX = x
    path += `${i === 0 ? 'M' : 'L'}${x.toFixed(6)} ${y.toFixed(6)}`
  }
  return path
}

/** A line through places (a route), drawn in world px with a pale casing so it stands out on any ground. */
export function MapLine({ points }: { points: readonly LatLng[] }) {
  const d = useMemo(() => linePath(points), [points])
  return (
    <WorldLayer>
      <g aria-hidden="true" data-layer="line">
        <chakra.path
          d={d}
          fill="none"
          stroke="white"
          strokeWidth="7"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
          opacity={0.85}
        />
        <chakra.path
          d={d}
          fill="none"
          stroke="brand.solid"
          strokeWidth="4"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </g>
    </WorldLayer>
  )
}

export type MarkerKind = 'start' | 'end' | 'place' | 'spot'

/** A pin whose point is at 0,0, 32 px tall, with a white dot at 0,-21 (PIN_DOT_Y). */
export const PIN_PATH = 'M0 0 C-3 -9 -11 -13 -11 -21 A11 11 0 1 1 11 -21 C11 -13 3 -9 0 0 Z'
export const PIN_DOT_Y = -21

/** A symbol at a place that keeps its size at every zoom; `label` is its tooltip and accessible name. */
export function MapMarker({ position, kind, label }: { position: LatLng; kind: MarkerKind; label: string }) {
  const { project } = useMapState()
  const [x, y] = project(position)
  return (
    <g transform={`translate(${x} ${y})`} role="img" aria-label={label} data-marker={kind}>
      <title>{label}</title>
      {kind === 'place' ? (
        // a pin whose point is the place
        <chakra.path d={PIN_PATH} fill="brand.solid" stroke="white" strokeWidth="2" />
      ) : kind === 'spot' ? (
        <chakra.circle r="7" fill="white" stroke="fg" strokeWidth="3" />
      ) : (
        <>
          <chakra.circle
            r="9"
            fill={kind === 'start' ? 'green.600' : 'red.600'}
            stroke="white"
            strokeWidth="3"
          />
          {kind === 'end' ? (
            <chakra.rect x="-3" y="-3" width="6" height="6" fill="white" />
          ) : (
            <chakra.circle r="3" fill="white" />
          )}
        </>
      )}
      {kind === 'place' ? <chakra.circle cy={PIN_DOT_Y} r="4" fill="white" /> : null}
    </g>
  )
}

const INSET = { width: 120, height: 90 }
/** how much farther out the inset looks than the map */
const INSET_ZOOM_OUT = 5

/**
 * A small map in the corner that shows where the main map is, for the close views where the outlines
 * alone do not say which part of the world this is. Hidden when the map itself shows a whole region,
 * and whenever one of the `avoid` places (the route, the marker) lies under it: it never covers them.
 */
export function LocatorInset({ avoid = [] }: { avoid?: readonly LatLng[] }) {
  const { viewport, size, project } = useMapState()
  if (viewport.zoom < 6 || size.width < 300) return null
  const covered = avoid.some((point) => {
    const [x, y] = project(point)
    return x >= 0 && x <= INSET.width + 24 && y >= 0 && y <= INSET.height + 24
  })
  if (covered) return null
  const inset = mapStateOf(
    { center: viewport.center, zoom: clampZoom(viewport.zoom - INSET_ZOOM_OUT) },
    INSET,
  )
  // the main map's corners, in the inset
  const [x0, y0] = inset.project(unproject([0, 0], viewport, size))
  const [x1, y1] = inset.project(unproject([size.width, size.height], viewport, size))
  return (
    <g transform="translate(8 8)" aria-hidden="true" data-layer="inset">
      <chakra.rect
        width={INSET.width}
        height={INSET.height}
        fill="blue.100"
        stroke="border.emphasized"
        rx="4"
      />
      <svg width={INSET.width} height={INSET.height}>
        <MapContext.Provider value={inset}>
          <LandLayer />
        </MapContext.Provider>
        <chakra.rect
          x={Math.min(x0, x1) - 1}
          y={Math.min(y0, y1) - 1}
          width={Math.max(4, Math.abs(x1 - x0) + 2)}
          height={Math.max(4, Math.abs(y1 - y0) + 2)}
          fill="none"
          stroke="red.600"
          strokeWidth="2"
        />
      </svg>
    </g>
  )
}
