// Route table (docs/screens.md): one layout route around every screen. Each feature lists its screens in its
// own `routes.tsx`, each screen its own chunk; the shell composes them, guards the protected group and owns
// the layout and not-found screen. Why declarative mode and the rest: docs/screens.md.
import type { RouteObject } from 'react-router'
import { RequireUser } from '@/features/auth/components/require-user'
import { authRoutes } from '@/features/auth/routes'
import { historyRoutes, suggestionsRoutes } from '@/features/changes/routes'
import { eventDetailRoutes } from '@/features/event-detail/routes'
import { eventListRoutes } from '@/features/event-list/routes'
import { moderationRoutes } from '@/features/moderation/routes'
import { noticesRoutes, unsubscribeRoutes } from '@/features/notices/routes'
import { privacyRoutes } from '@/features/privacy/routes'
import { profileRoutes } from '@/features/profile/routes'
import { sharedTripRoutes, tripsRoutes } from '@/features/trips/routes'
import { wishlistRoutes } from '@/features/wishlist/routes'
import { lazyScreen } from '@/lib/lazy-screen'
import { RootLayout } from './layout/root-layout'

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      ...eventListRoutes,
      ...eventDetailRoutes,
      ...historyRoutes,
      ...wishlistRoutes,
      ...sharedTripRoutes,
      ...authRoutes,
      ...privacyRoutes,
      ...unsubscribeRoutes,
      // The protected group: /profile, /moderation, /suggestions, /notices and /trips (docs/screens.md).
      {
        Component: RequireUser,
        children: [
          ...profileRoutes,
          ...moderationRoutes,
          ...suggestionsRoutes,
          ...noticesRoutes,
          ...tripsRoutes,
        ],
      },
      { path: '*', Component: lazyScreen(() => import('./screens/not-found')) },
    ],
  },
]
