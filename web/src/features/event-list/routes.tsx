// The screens that list events: home, the sections, the itinerary and my events (docs/screens.md). The shell
// mounts these inside its layout route; paths are relative to it and every screen is loaded on demand.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

const sectionLanding = () => import('./screens/section-landing')
const subsectionEvents = () => import('./screens/subsection-events')

export const eventListRoutes: RouteObject[] = [
  { index: true, Component: lazyScreen(() => import('./screens/home')) },
  { path: 'events', Component: lazyScreen(() => import('./screens/events-landing')) },
  { path: 'events/section', Component: lazyScreen(() => import('./screens/sections-overview')) },
  {
    path: 'events/camp',
    Component: lazyScreen(() => sectionLanding().then((m) => ({ default: m.CampLanding }))),
  },
  {
    path: 'events/camp/:sub',
    Component: lazyScreen(() => subsectionEvents().then((m) => ({ default: m.CampSubsectionEvents }))),
  },
  {
    path: 'events/route',
    Component: lazyScreen(() => sectionLanding().then((m) => ({ default: m.RouteLanding }))),
  },
  {
    path: 'events/route/:sub',
    Component: lazyScreen(() => subsectionEvents().then((m) => ({ default: m.RouteSubsectionEvents }))),
  },
  {
    path: 'events/places',
    Component: lazyScreen(() => sectionLanding().then((m) => ({ default: m.PlacesLanding }))),
  },
  {
    path: 'events/places/:sub',
    Component: lazyScreen(() => subsectionEvents().then((m) => ({ default: m.PlacesSubsectionEvents }))),
  },
  { path: 'events/itinerary', Component: lazyScreen(() => import('./screens/itinerary')) },
  { path: 'my-events', Component: lazyScreen(() => import('./screens/my-events')) },
]
