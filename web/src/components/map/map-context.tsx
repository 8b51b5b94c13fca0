// What the keyless map tells its layers: the viewport, the size, and how to place things on screen.
import { createContext, useContext, type ReactNode } from 'react'
import type { LatLng } from '@travel/domain'
import { pagePx, pageScale, project, worldTransform, type Size, type Viewport } from './viewport'

export interface MapState {
  viewport: Viewport
  size: Size
  /** screen px of a place */
  project(point: LatLng): [number, number]
  /** the SVG transform placing world px on screen */
  transform: string
  /** screen px per world px */
  scale: number
  /** moves the map to a view, as the user's own gestures do (a cluster zooming in on click) */
  goTo(viewport: Viewport): void
}

export function mapStateOf(
  viewport: Viewport,
  size: Size,
  goTo: (viewport: Viewport) => void = () => {},
): MapState {
  const { scale, x, y } = worldTransform(viewport, size)
  // what the layers write into the page, in numbers the server and the browser agree on (pagePx)
  return {
    viewport,
    size,
    goTo,
    scale,
    transform: `translate(${pagePx(x)} ${pagePx(y)}) scale(${pageScale(scale)})`,
    project: (point) => {
      const [px, py] = project(point, viewport, size)
      return [pagePx(px), pagePx(py)]
    },
  }
}

export const MapContext = createContext<MapState | null>(null)

/**
 * Whether the map has been on screen yet. The land outlines are the largest download of a page with a
 * map, and an event's map sits below the photo and the text: its layers ask for them
 * when the reader gets to the map, not with the page.
 */
export const MapSeenContext = createContext(true)

export function useMapState(): MapState {
  const state = useContext(MapContext)
  if (!state) throw new Error('map layers belong inside an OfflineMap')
  return state
}

/** Geometry in world px (viewport.ts), placed by the map's transform: drawn once, moved for free. */
export function WorldLayer({ children }: { children: ReactNode }) {
  const { transform } = useMapState()
  return <g transform={transform}>{children}</g>
}
