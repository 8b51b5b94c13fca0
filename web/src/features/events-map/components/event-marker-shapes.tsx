// How an event and a cluster look on both map engines: the section by colour and shape, the access by a
// white mark, how fresh its visits are by a dot or a cross, a cluster as a disc with its count; plain SVG
// with CSS variables, as hundreds are redrawn at each zoom step (docs/routes-and-maps.md).
import type { TFunction } from 'i18next'
import { accessNameOf, recentVisitSince, todayIso, type MainSection, type MapPointDto } from '@travel/domain'
import { formatDaysAgo } from '@/utils/format-relative'
import { mainSectionLabel } from '@/utils/labels'

export const SECTION_STYLE: Record<
  MainSection,
  { color: string; shape: 'diamond' | 'triangle' | 'circle' | 'square' }
> = {
  route: { color: 'blue.600', shape: 'diamond' },
  camp: { color: 'green.600', shape: 'triangle' },
  places: { color: 'orange.600', shape: 'circle' },
  itinerary: { color: 'red.700', shape: 'square' },
}

/** A colour token of the theme as the CSS variable Chakra defines for it ('blue.600' → var(--chakra-colors-blue-600)). */
export const cssColor = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`
const BRAND = cssColor('brand.solid')
const FRESH = cssColor('green.500')
const GONE_FILL = cssColor('gray.500')
const GONE_LINE = cssColor('gray.900')

/**
 * How fresh an event is, as its card says: someone found it within the last year (`recent`), nobody did
 * (`stale`: never visited, or longer ago), or the latest traveller found it `gone`.
 */
export type Freshness = 'recent' | 'stale' | 'gone'

/** The day markers are drawn on, worked out once per drawing so that each marker costs one comparison. */
export interface VisitDay {
  today: string
  /** recentVisitSince(today): the first visit day that still counts as recent */
  since: string
  lang: string
}

export function visitDayOf(lang: string): VisitDay {
  const today = todayIso()
  return { today, since: recentVisitSince(today), lang }
}

export function freshnessOf(point: Pick<MapPointDto, 'lastVisit' | 'state'>, day: VisitDay): Freshness {
  if (point.state === 'gone') return 'gone'
  return point.lastVisit !== null && point.lastVisit >= day.since ? 'recent' : 'stale'
}

/** What the marker's name says of visits; nothing for an event nobody has checked in to, as on its card. */
function visitWords(t: TFunction, point: MapPointDto, day: VisitDay): string | null {
  const freshness = freshnessOf(point, day)
  if (freshness === 'gone') return t('map.visits.gone')
  if (freshness === 'recent' && point.lastVisit !== null)
    return t('map.visits.recent', { when: formatDaysAgo(point.lastVisit, day.today, day.lang) })
  return point.lastVisit === null && point.rating === null ? null : t('map.visits.stale')
}

/** The accessible name of an event's marker: "Danube camp, Camps, Caravan, last visited 3 weeks ago". */
export function markerName(t: TFunction, point: MapPointDto, day: VisitDay): string {
  const names = {
    title: point.title,
    section: mainSectionLabel(t, point.main),
    access: t(`access.${accessNameOf(point.access)}`),
  }
  const visit = visitWords(t, point, day)
  return visit === null ? t('map.marker', names) : t('map.markerVisit', { ...names, visit })
}

export function MarkerShape({
  main,
  size = 11,
  muted = false,
}: {
  main: MainSection
  size?: number
  /** grey instead of the section's colour: the event is gone */
  muted?: boolean
}) {
  const { color, shape } = SECTION_STYLE[main]
  const s = size
  const common = {
    fill: muted ? GONE_FILL : cssColor(color),
    stroke: 'white',
    strokeWidth: 2.5,
    'data-shape': main,
  }
  if (shape === 'circle') return <circle r={s} {...common} />
  if (shape === 'square')
    return <rect x={-s * 0.9} y={-s * 0.9} width={s * 1.8} height={s * 1.8} rx="2" {...common} />
  if (shape === 'diamond')
    return <path d={`M0 ${-s * 1.2} L${s * 1.2} 0 L0 ${s * 1.2} L${-s * 1.2} 0 Z`} {...common} />
  return <path d={`M0 ${-s * 1.2} L${s * 1.15} ${s * 0.85} L${-s * 1.15} ${s * 0.85} Z`} {...common} />
}

/** The access type as a white mark inside the marker: a dot (caravan), a bar (car), a chevron (off-road). */
export function AccessMark({ access }: { access: number }) {
  const name = accessNameOf(access)
  if (name === 'caravan') return <circle r="3" fill="white" />
  if (name === 'car') return <rect x="-4.5" y="-1.75" width="9" height="3.5" fill="white" />
  return <path d="M-4.5 2 L0 -3 L4.5 2" fill="none" stroke="white" strokeWidth="2.5" />
}

/**
 * How fresh an event is, on top of its marker: a green dot at its corner when visited within the year, a
 * line across it when gone (its shape also turns grey), nothing when nobody has been there lately.
 */
export function VisitMark({ freshness, size = 11 }: { freshness: Freshness; size?: number }) {
  if (freshness === 'recent')
    return (
      <circle
        cx={size * 0.7}
        cy={-size * 0.7}
        r="5"
        fill={FRESH}
        stroke="white"
        strokeWidth="2"
        data-visit="recent"
      />
    )
  if (freshness === 'stale') return null
  const line = `M${-size} ${size * 0.9} L${size} ${-size * 0.9}`
  return (
    <g data-visit="gone" strokeLinecap="round">
      <path d={line} stroke="white" strokeWidth="5" />
      <path d={line} stroke={GONE_LINE} strokeWidth="2.5" />
    </g>
  )
}

export function EventShape({
  point,
  freshness,
  selected,
}: {
  point: MapPointDto
  freshness: Freshness
  selected: boolean
}) {
  const size = selected ? 14 : 11
  return (
    <>
      <MarkerShape main={point.main} size={size} muted={freshness === 'gone'} />
      <AccessMark access={point.access} />
      <VisitMark freshness={freshness} size={size} />
    </>
  )
}

/** The disc's radius grows slowly with the count, so a cluster of thousands does not cover the map. */
export const clusterRadius = (count: number) => 14 + Math.min(14, Math.log2(Math.max(1, count)) * 2.5)

export function ClusterShape({ count }: { count: number }) {
  return (
    <>
      <circle
        r={clusterRadius(count)}
        fill={BRAND}
        fillOpacity={0.9}
        stroke="white"
        strokeWidth="3"
        data-shape=""
      />
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
    </>
  )
}
