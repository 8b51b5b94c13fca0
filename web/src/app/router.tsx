// Route table (spec.md §2): one layout route (header, footer, cookie banner) around every screen. Each
// screen is loaded lazily; the event and wishlist features contribute their own route objects.
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RequireUser } from '@/features/auth/components/require-user'
import { eventRoutes } from '@/features/events/routes'
import { wishlistRoutes } from '@/features/wishlist/routes'
import { PageSpinner } from './routes/page-spinner'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

/**
 * On the first visit the router waits for the screen's code; a lazy route with its own HydrateFallback
 * lets it render the layout above (header, footer) at once with a spinner in place of the screen, instead
 * of a blank page until the screen's chunk has arrived (first paint earlier, issue #8).
 */
function withScreenFallback(children: RouteObject[]): RouteObject[] {
  return children.map((route): RouteObject => {
    if (route.index)
      return route.lazy && !route.HydrateFallback ? { ...route, HydrateFallback: PageSpinner } : route
    return {
      ...route,
      ...(route.lazy && !route.HydrateFallback ? { HydrateFallback: PageSpinner } : {}),
      ...(route.children ? { children: withScreenFallback(route.children) } : {}),
    }
  })
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: withScreenFallback([
      ...eventRoutes,
      ...wishlistRoutes,
      { path: 'sign-in', lazy: async () => ({ Component: (await import('./routes/sign-in')).default }) },
      { path: 'sign-up', lazy: async () => ({ Component: (await import('./routes/sign-up')).default }) },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('./routes/privacy-policy')).default }),
      },
      {
        // The protected group: only /profile, per spec.md §2.
        Component: RequireUser,
        children: [
          { path: 'profile', lazy: async () => ({ Component: (await import('./routes/profile')).default }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
    ]),
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
