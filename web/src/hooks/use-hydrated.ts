// false on the server and during the hydration of a server-rendered page, true in every render after it
// (and at once in a page rendered only in the browser). A part that depends on what only the browser knows
// (a cookie, the saved session) renders as the server did until this is true, so hydration finds the
// server's HTML and the part fills in right after (docs/rendering.md).
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
