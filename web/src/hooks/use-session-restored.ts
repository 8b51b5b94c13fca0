// Whether the saved session (the persisted store, localStorage) is restored: a page the browser draws shows
// once it is (docs/screens.md), or after a time-out so a broken storage never leaves a spinner for ever.
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useRootStore } from '@/stores/root-store'

export const SESSION_RESTORE_TIMEOUT_MS = 5000

const subscribe = (onChange: () => void) => useRootStore.persist.onFinishHydration(onChange)
const hasHydrated = () => useRootStore.persist.hasHydrated()
// The server has no saved state; a server-rendered page does not wait for it (app.tsx).
const notOnTheServer = () => false

export function useSessionRestored(timeoutMs: number = SESSION_RESTORE_TIMEOUT_MS): boolean {
  const restored = useSyncExternalStore(subscribe, hasHydrated, notOnTheServer)
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (restored) return
    const timer = setTimeout(() => {
      console.error(`The saved state was not restored within ${timeoutMs} ms; starting without it.`)
      setTimedOut(true)
    }, timeoutMs)
    return () => clearTimeout(timer)
  }, [restored, timeoutMs])
  return restored || timedOut
}
