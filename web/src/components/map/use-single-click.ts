// A click on a map that is not half of a double-click: both engines zoom on a double-click, and a pick of
// a place (the events map drops a pin) must not happen on the way. The click is told once the time of a
// second click has passed; a second click or a double-click cancels it.
import { useCallback, useEffect, useRef } from 'react'

/** Two clicks closer in time than this are a double-click: quicker than browsers allow, and quick enough. */
export const DOUBLE_CLICK_MS = 300

export function useSingleClick<T>(onClick: ((value: T) => void) | undefined) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onClick)
  useEffect(() => {
    latest.current = onClick
  }, [onClick])
  useEffect(() => () => clearTimeout(pending.current), [])
  const cancel = useCallback(() => clearTimeout(pending.current), [])
  /** `clickCount`: the event's `detail` where it has one (2 for the second click of a double-click) */
  const click = useCallback((value: T, clickCount = 1) => {
    clearTimeout(pending.current)
    if (clickCount > 1) return
    pending.current = setTimeout(() => latest.current?.(value), DOUBLE_CLICK_MS)
  }, [])
  return { click, cancel }
}
