// The search of an events list lives in the URL (`?q=`), so a search can be shared, reloaded and undone
// with the browser's back button. One hook reads and writes it for the lists' search field and results.
import { useCallback, useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { parseSearch, type ValidationKey } from '@travel/domain'
import { SEARCH_PARAM } from '@/config/paths'

export interface SearchText {
  /** `q` as it is in the URL ('' when absent) */
  text: string
  /** the search to run: `text` trimmed when the domain's rules accept it */
  search: string | undefined
  /** why `text` cannot be searched (a `validation:` key), when it cannot */
  error: Extract<ValidationKey, `search_${string}`> | undefined
  /**
   * Sets or (with '') removes `q`, keeping the other parameters. Starting a search adds a history entry
   * (Back returns to the whole list); refining or clearing it replaces the entry, so Back does not step
   * through every pause in the typing.
   */
  setText: (text: string) => void
}

export function useSearchText(): SearchText {
  const [params, setParams] = useSearchParams()
  // The parameters as they are now, so that setText stays one function (a debounce timer may call it late).
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])
  const text = params.get(SEARCH_PARAM) ?? ''
  const parsed = text.trim() ? parseSearch(text) : undefined
  const setText = useCallback(
    (next: string) => {
      const current = latest.current
      const updated = new URLSearchParams(current)
      if (next.trim()) updated.set(SEARCH_PARAM, next.trim())
      else updated.delete(SEARCH_PARAM)
      setParams(updated, { replace: current.has(SEARCH_PARAM) || !next.trim() })
    },
    [setParams],
  )
  return {
    text,
    search: parsed?.ok ? parsed.text : undefined,
    error: parsed && !parsed.ok ? parsed.error : undefined,
    setText,
  }
}
