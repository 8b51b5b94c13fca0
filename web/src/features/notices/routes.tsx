// The notices screen (signed in: the shell mounts `noticesRoutes` inside its protected group) and the
// e-mails' unsubscribe page, which works signed out.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const noticesRoutes: RouteObject[] = [
  {
    path: 'notices',
    Component: lazyScreen(() => import('./screens/notices'), ['notices', 'moderation', 'reports', 'changes']),
  },
]

export const unsubscribeRoutes: RouteObject[] = [
  { path: 'unsubscribe', Component: lazyScreen(() => import('./screens/unsubscribe'), ['notices']) },
]
