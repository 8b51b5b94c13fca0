// An event's page (docs/screens.md). The shell mounts it inside its layout route; the screen is loaded on
// demand.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const eventDetailRoutes: RouteObject[] = [
  {
    path: 'events/:id',
    Component: lazyScreen(() => import('./screens/event-detail'), ['event-page', 'checkins', 'reports']),
  },
]
