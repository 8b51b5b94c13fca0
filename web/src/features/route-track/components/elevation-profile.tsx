// The elevation profile of a route: an SVG chart whose hover, touch or arrow keys show distance and
// elevation at a point and tell the map which spot it is (onActive). For screen readers and keyboards it
// is a slider over the samples that speaks each position, with a summary and a table as text.
import { Box, Text, VisuallyHidden } from '@chakra-ui/react'
import { chakra } from '@chakra-ui/react'
import { ticks } from 'd3-array'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatKm, formatMetres } from '@/utils/format-number'
import { FOCUS_RING } from '@/components/layout/card-look'

type Sample = [number, number]

interface ElevationProfileProps {
  profile: Sample[]
  distanceKm: number
  /** the track's lowest and highest point (the samples may step over the very top) */
  lowestM: number
  highestM: number
  /** index of the sample shown, or null */
  active: number | null
  onActive: (index: number | null) => void
}

const HEIGHT = 180
const MARGIN = { top: 12, right: 16, bottom: 26, left: 68 }
/** rows of the text table: every tenth of the way */
const TABLE_ROWS = 11

function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/** The samples closest to every tenth of the way, first and last included. */
function tableSamples(profile: Sample[]): Sample[] {
  if (profile.length <= TABLE_ROWS) return profile
  return Array.from(
    { length: TABLE_ROWS },
    (_, i) => profile[Math.round((i * (profile.length - 1)) / (TABLE_ROWS - 1))] as Sample,
  )
}

export function ElevationProfile({
  profile,
  distanceKm,
  lowestM,
  highestM,
  active,
  onActive,
}: ElevationProfileProps) {
  const { t, i18n } = useTranslation('tracks')
  const lang = i18n.language
  const { ref, width } = useWidth(640)
  const innerWidth = Math.max(40, width - MARGIN.left - MARGIN.right)
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom

  const chart = useMemo(() => {
    const elevations = profile.map(([, e]) => e)
    const low = Math.min(...elevations)
    const high = Math.max(...elevations)
    // some air above and below, and at least 100 m of range so a flat road does not look like the Alps
    const pad = Math.max(20, (high - low) * 0.08)
    const yTicks = ticks(Math.max(0, low - pad), high + pad, 4)
    const y0 = Math.min(low - pad, yTicks[0] ?? low)
    const y1 = Math.max(high + pad, y0 + 100, yTicks[yTicks.length - 1] ?? high)
    const maxKm = profile[profile.length - 1]?.[0] || distanceKm || 1
    const x = (km: number) => MARGIN.left + (km / maxKm) * innerWidth
    const y = (ele: number) => MARGIN.top + (1 - (ele - y0) / (y1 - y0)) * innerHeight
    const points = profile.map(([km, ele]) => `${x(km).toFixed(1)},${y(ele).toFixed(1)}`)
    const line = `M${points.join('L')}`
    const area = `${line}L${x(maxKm).toFixed(1)},${y(y0).toFixed(1)}L${x(0).toFixed(1)},${y(y0).toFixed(1)}Z`
    return {
      x,
      y,
      line,
      area,
      maxKm,
      low,
      high,
      yTicks: yTicks.filter((v) => v >= y0 && v <= y1),
      xTicks: ticks(0, maxKm, Math.max(2, Math.floor(innerWidth / 90))),
    }
  }, [profile, distanceKm, innerWidth, innerHeight])

  const positionText = (sample: Sample) =>
    t('profile.position', {
      distance: formatKm(sample[0], lang),
      elevation: formatMetres(sample[1], lang),
    })

  const nearest = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const km = ((event.clientX - box.left - MARGIN.left) / innerWidth) * chart.maxKm
    let best = 0
    for (let i = 1; i < profile.length; i++)
      if (Math.abs((profile[i] as Sample)[0] - km) < Math.abs((profile[best] as Sample)[0] - km)) best = i
    return best
  }

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = profile.length - 1
    const current = active ?? 0
    const step = Math.max(1, Math.round(profile.length / 10))
    const next: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      PageUp: current + step,
      PageDown: current - step,
      Home: 0,
      End: last,
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    onActive(Math.max(0, Math.min(last, target)))
  }

  const activeSample = active === null ? undefined : profile[active]
  const summary = t('profile.summary', {
    lowest: formatMetres(lowestM, lang),
    highest: formatMetres(highestM, lang),
    distance: formatKm(distanceKm, lang),
  })

  return (
    <Box as="figure" m="0">
      <Text as="figcaption" fontWeight="semibold" mb="1">
        {t('profile.label')}
        <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
          {' '}
          · {summary}
        </Text>
      </Text>
      <Box ref={ref} position="relative" width="100%">
        <Box
          asChild
          display="block"
          // the server draws it 640 wide, not knowing the screen: until the browser has measured the space,
          // a phone sees it scaled down (viewBox) instead of the page scrolling sideways
          maxWidth="100%"
          height="auto"
          touchAction="pan-y"
          cursor="crosshair"
          borderRadius="l2"
          _focusVisible={FOCUS_RING}
        >
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            role="slider"
            tabIndex={0}
            aria-label={`${t('profile.label')}. ${t('profile.keyboardHelp')}`}
            aria-valuemin={0}
            aria-valuemax={chart.maxKm}
            aria-valuenow={activeSample?.[0] ?? 0}
            aria-valuetext={positionText(activeSample ?? (profile[0] as Sample))}
            onPointerMove={(event) => onActive(nearest(event))}
            onPointerDown={(event) => onActive(nearest(event))}
            onPointerLeave={(event) => {
              // a finger lifted leaves the last spot shown; a mouse that leaves takes it away
              if (event.pointerType === 'mouse') onActive(null)
            }}
            onFocus={() => {
              if (active === null) onActive(0)
            }}
            onKeyDown={onKeyDown}
          >
            <g aria-hidden="true">
              {chart.yTicks.map((v) => (
                <g key={`y${v}`}>
                  <chakra.line
                    x1={MARGIN.left}
                    x2={MARGIN.left + innerWidth}
                    y1={chart.y(v)}
                    y2={chart.y(v)}
                    stroke="border"
                  />
                  <chakra.text
                    x={MARGIN.left - 6}
                    y={chart.y(v)}
                    dy="0.32em"
                    textAnchor="end"
                    fontSize="xs"
                    fill="fg.muted"
                  >
                    {formatMetres(v, lang)}
                  </chakra.text>
                </g>
              ))}
              {chart.xTicks.map((v) => (
                <chakra.text
                  key={`x${v}`}
                  x={chart.x(v)}
                  y={HEIGHT - 8}
                  // the last label ends at the edge instead of running past it
                  textAnchor={chart.x(v) > width - 30 ? 'end' : 'middle'}
                  fontSize="xs"
                  fill="fg.muted"
                >
                  {formatKm(v, lang)}
                </chakra.text>
              ))}
              <chakra.path d={chart.area} fill="brand.subtle" opacity={0.8} />
              <chakra.path
                d={chart.line}
                fill="none"
                stroke="brand.solid"
                strokeWidth="2"
                strokeLinejoin="round"
              />
              {activeSample ? (
                <>
                  <chakra.line
                    x1={chart.x(activeSample[0])}
                    x2={chart.x(activeSample[0])}
                    y1={MARGIN.top}
                    y2={MARGIN.top + innerHeight}
                    stroke="fg"
                    strokeDasharray="3 3"
                  />
                  <chakra.circle
                    cx={chart.x(activeSample[0])}
                    cy={chart.y(activeSample[1])}
                    r="5"
                    fill="white"
                    stroke="fg"
                    strokeWidth="2.5"
                  />
                </>
              ) : null}
            </g>
          </svg>
        </Box>
        {activeSample ? (
          <Box
            aria-hidden="true"
            position="absolute"
            top="1"
            left={`${Math.min(Math.max(chart.x(activeSample[0]), MARGIN.left + 70), width - 80)}px`}
            transform="translateX(-50%)"
            bg="bg.inverted"
            color="fg.inverted"
            fontSize="xs"
            fontWeight="semibold"
            px="2"
            py="0.5"
            borderRadius="sm"
            pointerEvents="none"
            whiteSpace="nowrap"
            data-testid="profile-readout"
          >
            {formatKm(activeSample[0], lang)} · {formatMetres(activeSample[1], lang)}
          </Box>
        ) : null}
      </Box>
      <Box as="details" mt="2" fontSize="sm">
        <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium" width="fit-content">
          {t('profile.table')}
        </Box>
        <Box as="table" mt="2" borderCollapse="collapse">
          <VisuallyHidden as="caption">{t('profile.label')}</VisuallyHidden>
          <thead>
            <tr>
              <Box as="th" textAlign="start" pr="6" py="1" borderBottomWidth="1px">
                {t('profile.tableDistance')}
              </Box>
              <Box as="th" textAlign="end" py="1" borderBottomWidth="1px">
                {t('profile.tableElevation')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {tableSamples(profile).map(([km, ele]) => (
              <tr key={km}>
                <Box as="td" pr="6" py="0.5">
                  {formatKm(km, lang)}
                </Box>
                <Box as="td" textAlign="end" py="0.5">
                  {formatMetres(ele, lang)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  )
}
