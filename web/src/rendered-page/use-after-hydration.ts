// Whether React's hydration of the server's HTML is behind this render: false on the server and while a
// server-rendered page hydrates, true after (and at once on a page drawn in the browser). A part that
// depends on what only the browser knows (a cookie) renders as the server did until then (docs/rendering.md).
import { useDeferredValue, useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

export function useAfterHydration(): boolean {
  const afterHydration = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  // React re-renders a part whose store differs from the server's at once, in one task, right after the
  // page has hydrated. Deferred, that urgent render keeps the server's answer and the part fills in (the
  // cookie banner: its elements and its styles) in a render React slices, so a phone stays responsive.
  // A first render outside hydration gets true at once (no initial value to defer from).
  return useDeferredValue(afterHydration)
}
