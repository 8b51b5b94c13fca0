// The moderation screen (docs/screens.md "Moderation"), for signed-in users only: the shell mounts these
// routes inside its protected group, and the screen itself turns away anyone who does not moderate.
import type { RouteObject } from 'react-router'
import { lazyScreen } from '@/lib/lazy-screen'

export const moderationRoutes: RouteObject[] = [
  {
    path: 'moderation',
    // changes: a reported suggested edit shows its fields as the event's author sees them
    Component: lazyScreen(
      () => import('./screens/moderation'),
      ['moderation', 'reports', 'changes', 'validation'],
    ),
  },
]
