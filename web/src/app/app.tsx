import { useState } from 'react'
import { RouterProvider } from 'react-router'
import { useAuthSync } from '@/features/auth/hooks/use-auth-sync'
import { useRehydrated } from '@/hooks/use-rehydrated'
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

function Routes() {
  const [router] = useState(createAppRouter)
  return <RouterProvider router={router} />
}

/** The app renders after the saved state is restored (or the time-out passes), spec.md §4. */
function AfterRehydration() {
  const rehydrated = useRehydrated()
  if (!rehydrated) return <PageSpinner />
  return (
    <>
      <SessionSync />
      <Routes />
    </>
  )
}

export function App() {
  return (
    <AppProvider>
      <AfterRehydration />
    </AppProvider>
  )
}
