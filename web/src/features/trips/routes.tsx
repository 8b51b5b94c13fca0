// The trip planner's screens (docs/screens.md "Trips"): the traveller's own, mounted by the shell in its
// protected group, and a trip shared by its private link, for anyone.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

const tripTexts = ['trips', 'validation'] as const

export const tripsRoutes: RouteObject[] = [
  { path: 'trips', Component: lazyScreen(() => import('./screens/trips'), tripTexts) },
  { path: 'trips/:id', Component: lazyScreen(() => import('./screens/trip'), tripTexts) },
]

export const sharedTripRoutes: RouteObject[] = [
  { path: 'shared-trip/:token', Component: lazyScreen(() => import('./screens/shared-trip'), ['trips']) },
]
