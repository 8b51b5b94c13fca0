// The address of this page with some of its parameters changed, for links that change them: the browser
// follows such a link before the app runs (the server renders that address), the app handles it after.
import { useCallback } from 'react'
import { useLocation, useSearchParams } from 'react-router'

export function useAddressHref(): (change: (next: URLSearchParams) => void) => string {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  return useCallback(
    (change) => {
      const next = new URLSearchParams(params)
      change(next)
      const query = next.toString()
      return query ? `${pathname}?${query}` : pathname
    },
    [pathname, params],
  )
}
