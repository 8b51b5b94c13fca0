import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { isLazyScreen } from '@/lib/lazy-screen'
import { App } from './app'
import { routes } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

// The code of the screen being opened starts loading now, while React renders the layout, instead of
// when the router first renders it (one round trip less before the screen shows, BENCHMARKS.md).
for (const match of matchRoutes(routes, window.location) ?? []) {
  // a failure shows when the screen renders (ScreenBoundary), not as an unhandled rejection here
  if (isLazyScreen(match.route.Component)) match.route.Component.preload().catch(() => undefined)
}

// A build registers its service worker (offline use, installing, updates; docs/offline.md) once the page
// has loaded, so it never competes with the first screen. The dev server never registers one. (The mode,
// not PROD: a build run under Vitest, as the browser journeys' is, has NODE_ENV=test and PROD false.)
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('@/features/offline/register-service-worker'), {
    once: true,
  })
}

// As a transition, React renders the first screen in slices and lets the browser breathe in between,
// instead of one long task that would block a phone's input for half a second (BENCHMARKS.md).
const root = createRoot(container)
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
