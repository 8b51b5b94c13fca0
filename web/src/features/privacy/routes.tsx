// The privacy policy screen (docs/screens.md), mounted by the shell inside its layout route.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const privacyRoutes: RouteObject[] = [
  { path: 'privacy-policy', Component: lazyScreen(() => import('./screens/privacy-policy'), ['privacy']) },
]
