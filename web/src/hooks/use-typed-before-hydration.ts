// A server-rendered field can be typed in before the app has hydrated the page. React keeps what the
// browser holds in the field while it hydrates, but its state still says '' and the next render would
// empty the field: the field's state takes what was typed, once, as the field is adopted.
import { useLayoutEffect, type RefObject } from 'react'

export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onTyped: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value
    if (typed !== undefined && typed !== value) onTyped(typed)
    // only at mount: later, the field's own change events keep the state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
