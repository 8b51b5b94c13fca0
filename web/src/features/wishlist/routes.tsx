// The wishlist screen (spec.md §2), mounted by the shell inside its layout route.
import type { RouteObject } from 'react-router'

export const wishlistRoutes: RouteObject[] = [
  { path: 'wishlist', lazy: async () => ({ Component: (await import('./screens/wishlist')).default }) },
]
