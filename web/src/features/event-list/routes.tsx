// The screens that list events: home, the sections, the itinerary and my events (docs/screens.md). The shell
// mounts these inside its layout route; paths are relative to it and every screen is loaded on demand.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

/** The texts of the lists' own screens but home's, which the first page does without. */
const LIST_SCREEN_TEXTS = ['list-screens'] as const
const sectionLanding = () => import('./screens/section-landing')
const subsectionEvents = () => import('./screens/subsection-events')

/** A section's landing and its subsections' lists, whose screens are named after it (CampLanding). */
function sectionRoutes(section: string, name: 'Camp' | 'Route' | 'Places'): RouteObject[] {
  return [
    {
      path: `events/${section}`,
      Component: lazyScreen(
        () => sectionLanding().then((m) => ({ default: m[`${name}Landing`] })),
        LIST_SCREEN_TEXTS,
      ),
    },
    {
      path: `events/${section}/:sub`,
      Component: lazyScreen(
        () => subsectionEvents().then((m) => ({ default: m[`${name}SubsectionEvents`] })),
        LIST_SCREEN_TEXTS,
      ),
    },
  ]
}

export const eventListRoutes: RouteObject[] = [
  { index: true, Component: lazyScreen(() => import('./screens/home')) },
  { path: 'events', Component: lazyScreen(() => import('./screens/events-landing'), LIST_SCREEN_TEXTS) },
  {
    path: 'events/section',
    Component: lazyScreen(() => import('./screens/sections-overview'), LIST_SCREEN_TEXTS),
  },
  ...sectionRoutes('camp', 'Camp'),
  ...sectionRoutes('route', 'Route'),
  ...sectionRoutes('places', 'Places'),
  { path: 'events/itinerary', Component: lazyScreen(() => import('./screens/itinerary')) },
  { path: 'my-events', Component: lazyScreen(() => import('./screens/my-events'), LIST_SCREEN_TEXTS) },
]
