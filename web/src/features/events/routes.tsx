// The event screens (spec.md §2). The shell mounts these inside its layout route; paths are relative to it
// and every screen is loaded on demand.
import type { RouteObject } from 'react-router'

export const eventRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./screens/home')).default }) },
  { path: 'events', lazy: async () => ({ Component: (await import('./screens/events-landing')).default }) },
  {
    path: 'events/section',
    lazy: async () => ({ Component: (await import('./screens/sections-overview')).default }),
  },
  {
    path: 'events/camp',
    lazy: async () => ({ Component: (await import('./screens/section-landing')).CampLanding }),
  },
  {
    path: 'events/camp/:sub',
    lazy: async () => ({ Component: (await import('./screens/subsection-events')).CampSubsectionEvents }),
  },
  {
    path: 'events/route',
    lazy: async () => ({ Component: (await import('./screens/section-landing')).RouteLanding }),
  },
  {
    path: 'events/route/:sub',
    lazy: async () => ({ Component: (await import('./screens/subsection-events')).RouteSubsectionEvents }),
  },
  {
    path: 'events/places',
    lazy: async () => ({ Component: (await import('./screens/section-landing')).PlacesLanding }),
  },
  {
    path: 'events/places/:sub',
    lazy: async () => ({ Component: (await import('./screens/subsection-events')).PlacesSubsectionEvents }),
  },
  {
    path: 'events/itinerary',
    lazy: async () => ({ Component: (await import('./screens/itinerary')).default }),
  },
  { path: 'events/:id', lazy: async () => ({ Component: (await import('./screens/event-detail')).default }) },
  { path: 'my-events', lazy: async () => ({ Component: (await import('./screens/my-events')).default }) },
]
