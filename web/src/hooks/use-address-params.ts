// The list's parameters in the address (search, view, filters) are written by several hooks. The router
// commits a navigation in a transition, which a list still loading can hold back, so each writer starts
// from the parameters last written by any of them, never from a render that is a navigation behind.
import { useCallback, useEffect } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

/** The parameters of the last navigation asked for or committed, whichever came last. */
const lastParams: { current: URLSearchParams | null } = { current: null }

export type AddressChange = (next: URLSearchParams) => void
/** How to navigate; a function decides from the parameters before the change. */
export type AddressOptions = NavigateOptions | ((before: URLSearchParams) => NavigateOptions)

export function useAddressParams(): [
  URLSearchParams,
  (change: AddressChange, options?: AddressOptions) => void,
] {
  const [params, setParams] = useSearchParams()
  useEffect(() => {
    lastParams.current = params
  }, [params])
  const update = useCallback(
    (change: AddressChange, options?: AddressOptions) => {
      const before = new URLSearchParams(lastParams.current ?? undefined)
      const next = new URLSearchParams(before)
      change(next)
      lastParams.current = next
      setParams(next, typeof options === 'function' ? options(before) : options)
    },
    [setParams],
  )
  return [params, update]
}
