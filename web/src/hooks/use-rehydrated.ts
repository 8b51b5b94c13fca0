// The app renders once the persisted store is rehydrated (docs/screens.md), or after a time-out so a broken
// storage never leaves the visitor in front of a spinner for ever.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useRootStore } from '@/stores/root-store'

export const REHYDRATION_TIMEOUT_MS = 5000

const subscribe = (onChange: () => void) => useRootStore.persist.onFinishHydration(onChange)
const hasHydrated = () => useRootStore.persist.hasHydrated()
// The server has no saved state; a server-rendered page does not wait for it (app.tsx).
const notOnTheServer = () => false

export function useRehydrated(timeoutMs: number = REHYDRATION_TIMEOUT_MS): boolean {
  const hydrated = useSyncExternalStore(subscribe, hasHydrated, notOnTheServer)
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (hydrated) return
    const timer = setTimeout(() => {
      console.error(`The saved state was not restored within ${timeoutMs} ms; starting without it.`)
      setTimedOut(true)
    }, timeoutMs)
    return () => clearTimeout(timer)
  }, [hydrated, timeoutMs])
  return hydrated || timedOut
}
