// How many rows of a long list to draw now: the first step at once, each next one in a task of its own,
// so a phone draws a hundred rich rows in short tasks it can answer a tap between, not one long freeze.
// Once the whole list is drawn it stays whole: rows added later show at once.
import { useEffect, useState } from 'react'

export function useRowsInSteps(total: number, step: number): number {
  const [limit, setLimit] = useState(step)
  const whole = limit >= total
  useEffect(() => {
    if (whole) return
    const next = () => setLimit((n) => (n + step >= total ? Infinity : n + step))
    const timer = setTimeout(next)
    return () => clearTimeout(timer)
  }, [whole, limit, step, total])
  return Math.min(total, limit)
}
