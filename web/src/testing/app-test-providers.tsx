// The app's providers around what a screen or component test renders: the app's texts, theme and
// composition, and a server-state cache of the test's own with no retries (a failure shows at once).
import { useState, type ReactNode } from 'react'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'

export function AppTestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retry: false }))
  return <AppProvider queryClient={queryClient}>{children}</AppProvider>
}
