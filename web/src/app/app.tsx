import type { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BrowserRouter, useRoutes } from 'react-router'
import { useAuthSync } from '@/features/auth/hooks/use-auth-sync'
import { useForgetUserQueries } from '@/hooks/use-forget-user-queries'
import { useRehydrated } from '@/hooks/use-rehydrated'
import { NAMESPACES } from '@/i18n'
import { useStoreSyncAcrossTabs } from '@/hooks/use-store-sync-across-tabs'
import { AppProvider } from './provider'
import { routes } from './router'
import { PageSpinner } from './layout/page-spinner'
import { ScreenBoundary } from './layout/screen-boundary'

/** Session upkeep that runs once the saved state is back. */
function SessionSync() {
  useAuthSync()
  useStoreSyncAcrossTabs()
  useForgetUserQueries()
  return null
}

function Routes() {
  return useRoutes(routes)
}

/**
 * The app renders after the saved state is restored (or the time-out passes), docs/screens.md, and once the
 * texts of the reader's language are there (English is bundled; Slovak loads on first use). Once shown it
 * stays: a later language switch loads its texts before it changes anything.
 */
function AfterRehydration() {
  const rehydrated = useRehydrated()
  const { ready: textsReady } = useTranslation(NAMESPACES)
  const [shown, setShown] = useState(false)
  if (!shown && rehydrated && textsReady) setShown(true)
  if (!shown && !(rehydrated && textsReady)) return <PageSpinner />
  return (
    <>
      <SessionSync />
      <BrowserRouter>
        {/* a layout that fails shows the reload message on its own */}
        <ScreenBoundary>
          <Routes />
        </ScreenBoundary>
      </BrowserRouter>
    </>
  )
}

/** `queryClient`: tests give each render its own server-state cache. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AfterRehydration />
    </AppProvider>
  )
}
