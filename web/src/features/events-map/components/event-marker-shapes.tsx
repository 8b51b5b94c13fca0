// How an event and a cluster look on both map engines: the section by colour and shape, the access by a
// white mark, a cluster as a disc with its count; plain SVG with CSS variables, as hundreds are redrawn
// at each zoom step (docs/routes-and-maps.md, "The events map's code").
import type { TFunction } from 'i18next'
import { accessNameOf, type MainSection, type MapPointDto } from '@travel/domain'
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

/** The accessible name of an event's marker: "Danube camp, Camps, Caravan". */
export function markerName(t: TFunction, point: MapPointDto): string {
  return t('map.marker', {
    title: point.title,
    section: mainSectionLabel(t, point.main),
    access: t(`access.${accessNameOf(point.access)}`),
  })
}

export function MarkerShape({ main, size = 11 }: { main: MainSection; size?: number }) {
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
export function AccessMark({ access }: { access: number }) {
  const name = accessNameOf(access)
  if (name === 'caravan') return <circle r="3" fill="white" />
  if (name === 'car') return <rect x="-4.5" y="-1.75" width="9" height="3.5" fill="white" />
  return <path d="M-4.5 2 L0 -3 L4.5 2" fill="none" stroke="white" strokeWidth="2.5" />
}

export function EventShape({ point, selected }: { point: MapPointDto; selected: boolean }) {
  return (
    <>
      <MarkerShape main={point.main} size={selected ? 14 : 11} />
      <AccessMark access={point.access} />
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
