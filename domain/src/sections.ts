// The four main sections and their subsections (docs/data-model.md). One source for web and functions.
export const MAIN_SECTIONS = ['camp', 'route', 'itinerary', 'places'] as const
export type MainSection = (typeof MAIN_SECTIONS)[number]

/** The order readers meet the sections in, on the home tiles as on the list's filter buttons. */
export const MAIN_SECTIONS_SHOWN = [
  'route',
  'camp',
  'places',
  'itinerary',
] as const satisfies readonly MainSection[]

export const SUBSECTIONS = {
  camp: ['natural', 'created'],
  route: ['offroad', 'caravan_car'],
  places: ['nature', 'built', 'views'],
  itinerary: [],
} as const satisfies Record<MainSection, readonly string[]>

export type SubSection = (typeof SUBSECTIONS)[MainSection][number]
export const ALL_SUBSECTIONS: readonly SubSection[] = MAIN_SECTIONS.flatMap((m) => SUBSECTIONS[m])

export interface Section {
  main: MainSection
  /** null for itinerary, which has no subsections */
  sub: SubSection | null
}

export const DEFAULT_SECTION: Section = { main: 'camp', sub: 'natural' }

export function isMainSection(value: unknown): value is MainSection {
  return typeof value === 'string' && (MAIN_SECTIONS as readonly string[]).includes(value)
}

export function isSubSection(value: unknown): value is SubSection {
  return typeof value === 'string' && (ALL_SUBSECTIONS as readonly string[]).includes(value)
}

export function subsectionsOf(main: MainSection): readonly SubSection[] {
  return SUBSECTIONS[main]
}

export function hasSubsections(main: MainSection): boolean {
  return SUBSECTIONS[main].length > 0
}

export function isValidSection(main: unknown, sub: unknown): boolean {
  if (!isMainSection(main)) return false
  if (!hasSubsections(main)) return sub === null || sub === undefined || sub === ''
  return (SUBSECTIONS[main] as readonly unknown[]).includes(sub)
}

/** Route and itinerary events describe a way, not a point: they carry no coordinates. */
export function sectionTakesCoordinates(main: MainSection): boolean {
  return main !== 'route' && main !== 'itinerary'
}

/**
 * URL slugs of the subsection pages (docs/screens.md). Only route/caravan differs from the stored key.
 */
export const SUBSECTION_SLUGS: Record<SubSection, string> = {
  natural: 'natural',
  created: 'created',
  offroad: 'offroad',
  caravan_car: 'caravan',
  nature: 'nature',
  built: 'built',
  views: 'views',
}

export function subsectionFromSlug(main: MainSection, slug: string): SubSection | undefined {
  return SUBSECTIONS[main].find((sub) => SUBSECTION_SLUGS[sub] === slug)
}
