// The wishlist screen and a shared wishlist's page (docs/screens.md), mounted by the shell inside its
// layout route.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const wishlistRoutes: RouteObject[] = [
  { path: 'wishlist', Component: lazyScreen(() => import('./screens/wishlist'), ['wishlist', 'trips']) },
  { path: 'shared/:token', Component: lazyScreen(() => import('./screens/shared-list'), ['wishlist']) },
]
