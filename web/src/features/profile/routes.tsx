// The profile screen (docs/screens.md). It is for signed-in users only: the shell mounts these routes
// inside its protected group (a feature does not import another feature's guard).
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    Component: lazyScreen(
      () => import('./screens/profile'),
      ['profile', 'checkins', 'uploads', 'validation', 'reports', 'moderation', 'notices'],
    ),
  },
]
