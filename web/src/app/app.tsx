import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router'
import { useAuthSync } from '@/features/auth/hooks/use-auth-sync'
import { useRehydrated } from '@/hooks/use-rehydrated'
import { NAMESPACES } from '@/i18n'
import { useStoreSyncAcrossTabs } from '@/hooks/use-store-sync-across-tabs'
import { AppProvider } from './provider'
import { createAppRouter } from './router'
import { PageSpinner } from './routes/page-spinner'

/** Session upkeep that runs once the saved state is back. */
function SessionSync() {
  useAuthSync()
  useStoreSyncAcrossTabs()
  return null
}

type AppRouter = ReturnType<typeof createAppRouter>

function Routes({ router: given }: { router: AppRouter | undefined }) {
  const [router] = useState(() => given ?? createAppRouter())
  return <RouterProvider router={router} />
}

/**
 * The app renders after the saved state is restored (or the time-out passes), spec.md §4, and once the
 * texts of the reader's language are there (English is bundled; Slovak loads on first use). Once shown it
 * stays: a later language switch loads its texts before it changes anything.
 */
function AfterRehydration({ router }: { router: AppRouter | undefined }) {
  const rehydrated = useRehydrated()
  const { ready: textsReady } = useTranslation(NAMESPACES)
  const [shown, setShown] = useState(false)
  if (!shown && rehydrated && textsReady) setShown(true)
  if (!shown && !(rehydrated && textsReady)) return <PageSpinner />
  return (
    <>
      <SessionSync />
      <Routes router={router} />
    </>
  )
}

/**
 * `router`: main.tsx creates it before the first render, so the current screen's code starts loading while
 * React renders the layout (one round trip less before the screen shows, issue #8). Tests let App make its
 * own.
 */
export function App({ router }: { router?: AppRouter }) {
  return (
    <AppProvider>
      <AfterRehydration router={router} />
    </AppProvider>
  )
}
