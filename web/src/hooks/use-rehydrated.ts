// The app renders once the persisted store is rehydrated (spec.md §4), or after a time-out so a broken
// storage never leaves the visitor in front of a spinner for ever.
import { useEffect, useState } from 'react'
import { useRootStore } from '@/stores/root-store'

export const REHYDRATION_TIMEOUT_MS = 5000

export function useRehydrated(timeoutMs: number = REHYDRATION_TIMEOUT_MS): boolean {
  const [ready, setReady] = useState(() => useRootStore.persist.hasHydrated())
  useEffect(() => {
    if (ready) return
    const unsubscribe = useRootStore.persist.onFinishHydration(() => setReady(true))
    // Hydration may have finished between the first render and this effect.
    if (useRootStore.persist.hasHydrated()) setReady(true)
    const timer = setTimeout(() => {
      console.warn(`The saved state was not restored within ${timeoutMs} ms; starting without it.`)
      setReady(true)
    }, timeoutMs)
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [ready, timeoutMs])
  return ready
}
