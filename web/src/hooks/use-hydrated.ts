// false on the server and during the hydration of a server-rendered page, true in every render after it
// (and at once in a page rendered only in the browser). A part that depends on what only the browser knows
// (a cookie, the saved session) renders as the server did until this is true, so hydration finds the
// server's HTML and the part fills in right after (docs/rendering.md).
import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  // React re-renders a part whose store differs from the server's at once, in one task, right after the
  // page has hydrated. Deferred, that urgent render keeps the server's answer and the part fills in (the
  // cookie banner: its elements and its styles) in a render React slices, so a phone stays responsive.
  // A first render outside hydration gets true at once (no initial value to defer from).
  return useDeferredValue(hydrated)
}
