// Route table (docs/screens.md): one layout route (header, footer, cookie banner) around every screen.
// Every feature keeps its screens in `screens/` and lists them in its own `routes.tsx`; the shell composes
// those tables, guards the protected group, and owns only the layout (`layout/`) and the not-found screen
// (`screens/`). Each screen is its own chunk, loaded when first shown. The router runs in declarative mode
// (BrowserRouter + useRoutes in app.tsx): nothing here needs loaders or actions, and the data router would
// cost about 13 KB gzip more on every page (BENCHMARKS.md). The layout shows a spinner in place of a
// screen whose code is loading (Suspense) and the reload message in place of one that failed
// (ScreenBoundary).
import type { RouteObject } from 'react-router'
import { RequireUser } from '@/features/auth/components/require-user'
import { authRoutes } from '@/features/auth/routes'
import { eventDetailRoutes } from '@/features/event-detail/routes'
import { eventListRoutes } from '@/features/event-list/routes'
import { privacyRoutes } from '@/features/privacy/routes'
import { profileRoutes } from '@/features/profile/routes'
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
      ...wishlistRoutes,
      ...authRoutes,
      ...privacyRoutes,
      // The protected group: only /profile, per docs/screens.md.
      { Component: RequireUser, children: profileRoutes },
      { path: '*', Component: lazyScreen(() => import('./screens/not-found')) },
    ],
  },
]
