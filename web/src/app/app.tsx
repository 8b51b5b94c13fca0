import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowserRouter, useRoutes } from 'react-router'
import { useAuthSync } from '@/features/auth/hooks/use-auth-sync'
// (the hook's own file: the feature's index would bring its button into every page's first file)
import { useSendKeptCheckins } from '@/features/checkins/hooks/use-send-kept-checkins'
import { useForgetUserQueries } from '@/hooks/use-forget-user-queries'
import { useSessionRestored } from '@/hooks/use-session-restored'
import appI18n, { currentLanguage, detectLanguage, NAMESPACES } from '@/i18n'
import { useStoreSyncAcrossTabs } from '@/hooks/use-store-sync-across-tabs'
import { pageHydrated } from '@/rendered-page/hydration-gate'
import { useRootStore } from '@/stores/root-store'
import { AppProvider } from './provider'
import { routes } from './router'
import { PageSpinner } from './layout/page-spinner'
import { ScreenBoundary } from './layout/screen-boundary'

/** Session upkeep that runs once the saved state is back. */
function SessionSync({ serverRendered }: { serverRendered: boolean }) {
  // A server-rendered page was hydrated as the server rendered it: signed out, in the page's language.
  // The saved session (root-store.ts) and the reader's own language choice apply now, after hydration.
  useEffect(() => {
    if (serverRendered && !useRootStore.persist.hasHydrated()) void useRootStore.persist.rehydrate()
    // The screen hydrates after this part of the page: the language waits for it
    // (rendered-page/hydration-gate.ts).
    void pageHydrated().then(() => {
      // The page answers input from here on (browser tests wait for this after loading a page).
      document.documentElement.dataset.hydrated = 'true'
      if (!serverRendered) return
      const preferred = detectLanguage()
      if (preferred !== currentLanguage()) void appI18n.changeLanguage(preferred)
    })
  }, [serverRendered])
  useAuthSync()
  useStoreSyncAcrossTabs()
  useForgetUserQueries()
  useSendKeptCheckins()
  return null
}

function Routes() {
  return useRoutes(routes)
}

/** The screens, with the session upkeep beside them. */
function Screens({ serverRendered, Router }: { serverRendered: boolean; Router: AppRouter }) {
  return (
    <>
      <SessionSync serverRendered={serverRendered} />
      <Router>
        {/* a layout that fails shows the reload message on its own */}
        <ScreenBoundary>
          <Routes />
        </ScreenBoundary>
      </Router>
    </>
  )
}

/**
 * A page rendered only in the browser shows after the saved state is restored (or the time-out passes),
 * docs/screens.md, and once the texts of the reader's language are there (English is bundled; Slovak loads
 * on first use). Once shown it stays: a later language switch loads its texts before it changes anything.
 */
function AfterSessionRestored({ Router }: { Router: AppRouter }) {
  const sessionRestored = useSessionRestored()
  const { ready: textsReady } = useTranslation(NAMESPACES)
  const [shown, setShown] = useState(false)
  if (!shown && sessionRestored && textsReady) setShown(true)
  if (!shown && !(sessionRestored && textsReady)) return <PageSpinner />
  return <Screens serverRendered={false} Router={Router} />
}

/** The router around the screens: the browser's, or on the server the static one at the page's address. */
export type AppRouter = ComponentType<{ children: ReactNode }>

interface AppProps {
  /** the server-state cache: tests give each render their own; a server-rendered page its hydrated one */
  queryClient?: QueryClient
  /** the texts (the server renders each language with its own instance) */
  i18n?: I18n
  /** rendered by the server, or hydrating what the server rendered: no wait for the saved session */
  serverRendered?: boolean
  /** on the server: a static router at the page's address (rendering/entry-server.tsx; not in the browser) */
  Router?: AppRouter
}

/** The whole app: the browser (rendering/main.tsx) and the server (rendering/entry-server.tsx) render it. */
export function App({ queryClient, i18n, serverRendered = false, Router = BrowserRouter }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} {...(i18n ? { i18n } : {})}>
      {/* A server-rendered page shows at once: its texts are loaded before hydration (rendering/main.tsx) and
          its first render is the server's, signed out; the saved session fills in after (SessionSync). It
          subscribes to neither the saved state nor the texts here: restoring the session right after
          hydration would otherwise render the whole page again, in one task. */}
      {serverRendered ? <Screens serverRendered Router={Router} /> : <AfterSessionRestored Router={Router} />}
    </AppProvider>
  )
}
