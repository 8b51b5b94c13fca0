// The sign-in and sign-up screens (docs/screens.md), mounted by the shell inside its layout route.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const authRoutes: RouteObject[] = [
  { path: 'sign-in', Component: lazyScreen(() => import('./screens/sign-in'), ['auth', 'validation']) },
  { path: 'sign-up', Component: lazyScreen(() => import('./screens/sign-up'), ['auth', 'validation']) },
]
