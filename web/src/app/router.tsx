// Route table (docs/screens.md): one layout route (header, footer, cookie banner) around every screen. Each
// screen is its own chunk, loaded when first shown; the event and wishlist features contribute their own
// route objects. The router runs in declarative mode (BrowserRouter + useRoutes in app.tsx): nothing here
// needs loaders or actions, and the data router would cost about 13 KB gzip more on every page (BENCHMARKS.md).
// The layout shows a spinner in place of a screen whose code is loading (Suspense) and the reload message
// in place of one that failed (ScreenBoundary).
import type { RouteObject } from 'react-router'
import { RequireUser } from '@/features/auth/components/require-user'
import { eventRoutes } from '@/features/events/routes'
import { wishlistRoutes } from '@/features/wishlist/routes'
import { lazyScreen } from '@/lib/lazy-screen'
import { RootLayout } from './routes/root-layout'

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      ...eventRoutes,
      ...wishlistRoutes,
      { path: 'sign-in', Component: lazyScreen(() => import('./routes/sign-in')) },
      { path: 'sign-up', Component: lazyScreen(() => import('./routes/sign-up')) },
      { path: 'privacy-policy', Component: lazyScreen(() => import('./routes/privacy-policy')) },
      {
        // The protected group: only /profile, per docs/screens.md.
        Component: RequireUser,
        children: [{ path: 'profile', Component: lazyScreen(() => import('./routes/profile')) }],
      },
      { path: '*', Component: lazyScreen(() => import('./routes/not-found')) },
    ],
  },
]
