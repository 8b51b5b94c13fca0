import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes } from 'react-router'
import { LANGUAGES, PAGE_STATE_ELEMENT_ID, type Language, type PageAnswer } from '@travel/domain'
import i18n, { translationsReady } from '@/i18n'
import { isLazyScreen } from '@/lib/lazy-screen'
import { createQueryClient } from '@/lib/query-client'
import { hydrationStarts } from '@/rendered-page/hydration-gate'
import { seedPageAnswer } from '@/rendered-page/server-answers'
import { pageWasServerRendered } from '@/rendered-page/server-rendered'
import { App } from '../app'
import { routes } from '../router'
import { appSystem } from '../theme'
import { yieldToBrowser } from './yield-to-browser'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

/**
 * The code of the screen being opened starts loading now, while React renders the layout, instead of when
 * the router first renders it (one round trip less before the screen shows).
 */
function preloadScreens() {
  return Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(({ route }) =>
      // a failure shows when the screen renders (ScreenBoundary), not as an unhandled rejection here
      isLazyScreen(route.Component) ? route.Component.preload().catch(() => undefined) : undefined,
    ),
  )
}

if (pageWasServerRendered) {
  void hydratePage()
} else {
  void preloadScreens()
  // As a transition, React renders the first screen in slices and lets the browser breathe in between,
  // instead of one long task that would block a phone's input for a long moment.
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

/**
 * A page the server rendered (docs/rendering.md): the browser adopts its HTML instead of drawing it again.
 * The first render must be the server's, so before it the screen's code, the texts of the page's language
 * and the answers the server rendered with are in place; the reader's own choices (a saved language that
 * differs, the saved session) apply right after.
 */
async function hydratePage() {
  // The app's start in several tasks rather than one long one, the page being on screen
  // meanwhile: evaluating the app's code (done by now), the page's language and the screen's code, making
  // Chakra's system, then the page's answers and hydration.
  await yieldToBrowser()
  // The page's language first (when the saved one differs, its texts load now): the screen's own texts load
  // with its code, in the language current then.
  const pageLanguage = document.documentElement.lang as Language
  const inPageLanguage =
    LANGUAGES.includes(pageLanguage) && i18n.language !== pageLanguage
      ? i18n.changeLanguage(pageLanguage)
      : Promise.resolve()
  const screens = inPageLanguage.then(preloadScreens)
  await yieldToBrowser()
  appSystem()
  await yieldToBrowser()
  const answers = JSON.parse(
    document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent ?? '[]',
  ) as PageAnswer[]
  const queryClient = createQueryClient()
  for (const { queryKey, data, updatedAt } of answers) seedPageAnswer(queryClient, queryKey, data, updatedAt)
  await Promise.all([screens, translationsReady()])
  hydrationStarts()
  // As a transition, React hydrates in slices and lets the browser handle input in between, instead of
  // one long task over the whole page: the page is already on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <App queryClient={queryClient} serverRendered />
      </StrictMode>,
    )
  })
}

// A build registers its service worker (offline use, installing, updates; docs/offline.md) once the page
// has loaded, so it never competes with the first screen. The dev server never registers one. (The mode,
// not PROD: a build run under Vitest, as the browser journeys' is, has NODE_ENV=test and PROD false.)
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  const register = () => void import('@/features/offline/register-service-worker')
  // boot.ts starts a server-rendered page's app after the page has loaded
  if (document.readyState === 'complete') setTimeout(register, 0)
  else window.addEventListener('load', register, { once: true })
}
