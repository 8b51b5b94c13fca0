// The shape of a track in at most `max` points, for the map: Douglas-Peucker by priority rather than by a
// tolerance, so one pass gives exactly the budget (docs/routes-and-maps.md).

interface Stretch {
  from: number
  to: number
  /** index of the farthest point inside, and its squared distance from the chord */
  at: number
  error: number
}

/** Binary max-heap of stretches by error. */
class StretchHeap {
  private readonly items: Stretch[] = []
  get size() {
    return this.items.length
  }
  push(item: Stretch) {
    const items = this.items
    items.push(item)
    let i = items.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if ((items[parent] as Stretch).error >= item.error) break
      items[i] = items[parent] as Stretch
      i = parent
    }
    items[i] = item
  }
  pop(): Stretch | undefined {
    const items = this.items
    const top = items[0]
    const last = items.pop()
    if (!top || !last || items.length === 0) return top
    let i = 0
    for (;;) {
      const left = 2 * i + 1
      if (left >= items.length) break
      const right = left + 1
      const child =
        right < items.length && (items[right] as Stretch).error > (items[left] as Stretch).error
          ? right
          : left
      if ((items[child] as Stretch).error <= last.error) break
      items[i] = items[child] as Stretch
      i = child
    }
    items[i] = last
    return top
  }
}

/** Indexes of the points to keep, ascending; always the first and the last. */
export function simplifyIndexes(xs: ArrayLike<number>, ys: ArrayLike<number>, max: number): number[] {
  const n = xs.length
  if (n <= max) return Array.from({ length: n }, (_, i) => i)
  const farthest = (from: number, to: number): Stretch => {
    const ax = xs[from] as number
    const ay = ys[from] as number
    const dx = (xs[to] as number) - ax
    const dy = (ys[to] as number) - ay
    const length2 = dx * dx + dy * dy
    let at = from
    let error = -1
    for (let i = from + 1; i < to; i++) {
      const px = (xs[i] as number) - ax
      const py = (ys[i] as number) - ay
      let d: number
      if (length2 === 0) d = px * px + py * py
      else {
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / length2))
        const ex = px - t * dx
        const ey = py - t * dy
        d = ex * ex + ey * ey
      }
      if (d > error) {
        error = d
        at = i
      }
    }
    return { from, to, at, error }
  }
  const keep = new Uint8Array(n)
  keep[0] = 1
  keep[n - 1] = 1
  let kept = 2
  const heap = new StretchHeap()
  heap.push(farthest(0, n - 1))
  while (kept < max && heap.size) {
    const stretch = heap.pop() as Stretch
    if (stretch.error < 0) continue
    keep[stretch.at] = 1
    kept++
    if (stretch.at - stretch.from > 1) heap.push(farthest(stretch.from, stretch.at))
    if (stretch.to - stretch.at > 1) heap.push(farthest(stretch.at, stretch.to))
  }
  const out: number[] = []
  for (let i = 0; i < n; i++) if (keep[i]) out.push(i)
  return out
}
