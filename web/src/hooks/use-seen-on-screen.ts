// Whether an element has been on screen yet: false until any part of it first shows in the viewport, then
// true for good. For work a reader only needs once they get to it. Where the browser cannot tell
// (no IntersectionObserver, as in jsdom), it counts as seen at once.
import { useEffect, useState, type RefObject } from 'react'

export function useSeenOnScreen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}
