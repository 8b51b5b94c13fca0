// Route table (spec.md §2). Each screen is loaded lazily; features contribute their own route objects.
import { createBrowserRouter, type RouteObject } from 'react-router'

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./routes/home')).default }),
  },
  { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
