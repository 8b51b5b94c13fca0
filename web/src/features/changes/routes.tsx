// An event's history (public, like the event) and the reader's suggested edits (signed in: the shell
// mounts `suggestionsRoutes` inside its protected group).
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

const NAMESPACES = ['changes', 'validation'] as const

export const historyRoutes: RouteObject[] = [
  {
    path: 'events/:id/history',
    Component: lazyScreen(() => import('./screens/event-history'), [...NAMESPACES]),
  },
]

export const suggestionsRoutes: RouteObject[] = [
  {
    path: 'suggestions',
    // reports: each received suggestion has its "Report" button
    Component: lazyScreen(() => import('./screens/suggestions'), [...NAMESPACES, 'reports']),
  },
]
