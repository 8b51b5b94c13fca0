// The keyless map: an SVG drawn from the app's own data, with no tiles, map service or WebGL, so every map
// works without a Maps key and offline. The map owns the viewport and its gestures; its children are layers
// reading the viewport from MapContext (docs/routes-and-maps.md).
import { Box, Flex, IconButton, Text } from '@chakra-ui/react'
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { LatLng } from '@travel/domain'
// Feather icons, not the app's Font Awesome set: that set is one shared chunk on every page, and these
// three belong to the map's own chunk.
import { FiMaximize, FiMinus, FiPlus } from 'react-icons/fi'
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen'
import { MapContext, MapSeenContext, mapStateOf, type MapState } from './map-context'
import { ScaleBar } from './scale-bar'
import { useSingleClick } from './use-single-click'
import { panBy, unproject, zoomAround, type Size, type Viewport } from './viewport'
import { FOCUS_RING } from '@/components/layout/card-look'

/** Before the first measurement (and in tests, which lay nothing out) the map assumes this size. */
const FALLBACK_SIZE: Size = { width: 640, height: 384 }
const KEY_PAN_PX = 80

interface OfflineMapProps {
  /** the view to start from and to return to ("Show all"), for the map's measured size */
  initialView: (size: Size) => Viewport
  /** what the map shows, for screen readers, e.g. "Map of the route" */
  label: string
  /** Chakra size token or CSS length */
  height?: string
  /**
   * A click or tap on the map itself (not a drag, not a double-click, not on a marker or cluster): the
   * place under it. Told after the double-click time has passed, so a double-click only zooms.
   */
  onPick?: (point: LatLng) => void
  children?: ReactNode
}

/** A press that moved farther than this (screen px) was a drag, not a click. */
const CLICK_SLOP_PX = 6

function useMeasuredSize() {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState<Size | undefined>()
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      if (width > 0 && height > 0) setSize({ width, height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, size }
}

export function OfflineMap({ initialView, label, height = '96', onPick, children }: OfflineMapProps) {
  const { t } = useTranslation('common')
  const { ref, size: measured } = useMeasuredSize()
  const seen = useSeenOnScreen(ref)
  const size = measured ?? FALLBACK_SIZE
  // Until the user moves the map, the view follows the size (a phone turned sideways re-fits the route).
  const [moved, setMoved] = useState<Viewport | undefined>()
  const fitted = initialView(size)
  const [lat, lng] = fitted.center
  // the fitted view kept by value: a parent's render that fits the same view redraws no layer
  const fittedView = useMemo<Viewport>(
    () => ({ center: [lat, lng], zoom: fitted.zoom }),
    [lat, lng, fitted.zoom],
  )
  const viewport = moved ?? fittedView
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  /** where the current press started and how far it has gone: a click is a press that stayed put */
  const press = useRef<{ x: number; y: number; moved: number } | undefined>(undefined)
  const pick = useSingleClick(onPick)

  const change = useCallback(
    (next: (current: Viewport) => Viewport) => {
      setMoved((current) => next(current ?? viewport))
    },
    [viewport],
  )

  const state = useMemo<MapState>(
    () => mapStateOf(viewport, size, (next) => setMoved(next)),
    [viewport, size],
  )

  const local = (event: { clientX: number; clientY: number; currentTarget: Element }): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect()
    return [event.clientX - box.left, event.clientY - box.top]
  }

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 1) press.current = { x: event.clientX, y: event.clientY, moved: 0 }
    // a second finger makes it a pinch
    else if (press.current) press.current.moved = Infinity
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId)
    if (!previous) return
    const all = [...pointers.current.entries()]
    if (press.current) {
      const moved = Math.hypot(event.clientX - press.current.x, event.clientY - press.current.y)
      press.current.moved = Math.max(press.current.moved, moved)
    }
    if (all.length === 1) {
      change((v) => panBy(v, event.clientX - previous.x, event.clientY - previous.y))
    } else if (all.length === 2) {
      // two fingers: pan by the movement of their midpoint, zoom by the change of their distance
      const other = all.find(([id]) => id !== event.pointerId)?.[1]
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y)
        const after = Math.hypot(event.clientX - other.x, event.clientY - other.y)
        const box = event.currentTarget.getBoundingClientRect()
        const mid: [number, number] = [
          (event.clientX + other.x) / 2 - box.left,
          (event.clientY + other.y) / 2 - box.top,
        ]
        change((v) => {
          const panned = panBy(v, (event.clientX - previous.x) / 2, (event.clientY - previous.y) / 2)
          return before > 0 && after > 0 ? zoomAround(panned, size, Math.log2(after / before), mid) : panned
        })
      }
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
  }

  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId)
  }

  const onWheel = (event: globalThis.WheelEvent, map: SVGSVGElement) => {
    // A plain wheel scrolls the page past the map; Ctrl/⌘ + wheel (and a trackpad pinch, which browsers
    // send as Ctrl + wheel) zooms, as on the big map sites, and not the page as well.
    if (!event.ctrlKey && !event.metaKey) return
    event.preventDefault()
    const anchor = local({ clientX: event.clientX, clientY: event.clientY, currentTarget: map })
    change((v) => zoomAround(v, size, -event.deltaY / 300, anchor))
  }
  // React listens to wheel events passively (a page scrolls without waiting for it), so its onWheel
  // cannot keep the browser from zooming the page: the map listens itself, and not passively.
  const svg = useRef<SVGSVGElement>(null)
  const wheel = useRef(onWheel)
  useEffect(() => {
    wheel.current = onWheel
  })
  useEffect(() => {
    const element = svg.current
    if (!element) return
    const listener = (event: globalThis.WheelEvent) => wheel.current(event, element)
    element.addEventListener('wheel', listener, { passive: false })
    return () => element.removeEventListener('wheel', listener)
  }, [])

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const start = press.current
    press.current = undefined
    // markers and clusters are buttons of their own; a drag ends with a click too
    if (!onPick || (event.target as Element).closest('[role="button"]')) return
    if (start && start.moved > CLICK_SLOP_PX) return
    pick.click(unproject(local(event), viewport, size), event.detail)
  }

  const zoomBy = (delta: number) =>
    change((v) => zoomAround(v, size, delta, [size.width / 2, size.height / 2]))

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    }
    const move = moves[event.key]
    if (move) change((v) => panBy(v, move[0], move[1]))
    else if (event.key === '+' || event.key === '=') zoomBy(1)
    else if (event.key === '-' || event.key === '_') zoomBy(-1)
    else if (event.key === '0' || event.key === 'Home') setMoved(undefined)
    else return
    event.preventDefault()
  }

  return (
    <Box
      ref={ref}
      position="relative"
      height={height}
      width="100%"
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      bg="blue.50"
      role="region"
      aria-label={label}
    >
      <MapContext.Provider value={state}>
        <MapSeenContext.Provider value={seen}>
          <Box
            asChild
            display="block"
            width="100%"
            height="100%"
            cursor="grab"
            touchAction="pan-y"
            userSelect="none"
            _active={{ cursor: 'grabbing' }}
            _focusVisible={{ ...FOCUS_RING, outlineOffset: '-3px' }}
          >
            <svg
              ref={svg}
              role="application"
              aria-roledescription={t('map.roleDescription')}
              aria-label={`${label}. ${t('map.keyboardHelp')}`}
              tabIndex={0}
              width={size.width}
              height={size.height}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              onClick={onClick}
              onDoubleClick={(event) => {
                pick.cancel()
                const anchor = local(event)
                change((v) => zoomAround(v, size, event.shiftKey ? -1 : 1, anchor))
              }}
              onKeyDown={onKeyDown}
            >
              {children}
            </svg>
          </Box>
        </MapSeenContext.Provider>
      </MapContext.Provider>
      <Flex position="absolute" top="2" right="2" direction="column" gap="1">
        <IconButton size="sm" variant="surface" aria-label={t('map.zoomIn')} onClick={() => zoomBy(1)}>
          <FiPlus />
        </IconButton>
        <IconButton size="sm" variant="surface" aria-label={t('map.zoomOut')} onClick={() => zoomBy(-1)}>
          <FiMinus />
        </IconButton>
        <IconButton
          size="sm"
          variant="surface"
          aria-label={t('map.reset')}
          disabled={!moved}
          onClick={() => setMoved(undefined)}
        >
          <FiMaximize />
        </IconButton>
      </Flex>
      <Flex
        position="absolute"
        bottom="0"
        left="0"
        right="0"
        px="2"
        py="1"
        justify="space-between"
        align="flex-end"
        gap="2"
        pointerEvents="none"
      >
        <ScaleBar lat={viewport.center[0]} zoom={viewport.zoom} />
        <Text fontSize="2xs" color="fg.muted" bg="bg/70" px="1" borderRadius="sm">
          {t('map.attribution')}
        </Text>
      </Flex>
    </Box>
  )
}
