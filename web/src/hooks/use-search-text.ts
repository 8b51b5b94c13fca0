// The search of an events list lives in the URL (`?q=`), so a search can be shared, reloaded and undone
// with the browser's back button. One hook reads and writes it for the lists' search field and results.
import { useCallback } from 'react'
import { parseSearch, type ValidationKey } from '@travel/domain'
import { SEARCH_PARAM } from '@/config/paths'
import { useAddressParams } from './use-address-params'

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
  const [params, update] = useAddressParams()
  const text = params.get(SEARCH_PARAM) ?? ''
  const parsed = text.trim() ? parseSearch(text) : undefined
  const setText = useCallback(
    (next: string) =>
      update(
        (p) => {
          if (next.trim()) p.set(SEARCH_PARAM, next.trim())
          else p.delete(SEARCH_PARAM)
        },
        (before) => ({ replace: before.has(SEARCH_PARAM) || !next.trim() }),
      ),
    [update],
  )
  return {
    text,
    search: parsed?.ok ? parsed.text : undefined,
    error: parsed && !parsed.ok ? parsed.error : undefined,
    setText,
  }
}
