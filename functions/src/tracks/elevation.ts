// Climb and descent from recorded elevations: smoothed over a distance window, then counted with a
// hysteresis, so GPS and barometer noise does not pass for climb (docs/routes-and-maps.md).

/** km: the whole width of the smoothing window */
export const SMOOTHING_WINDOW_KM = 0.2
/** metres the elevation must move before a change of direction counts */
export const HYSTERESIS_M = 5

/** Mean elevation within ±window/2 km of each point; `km` and `ele` are parallel arrays. */
export function smoothElevations(
  km: readonly number[],
  ele: readonly number[],
  windowKm = SMOOTHING_WINDOW_KM,
) {
  const half = windowKm / 2
  const out = new Array<number>(ele.length)
  let lo = 0
  let hi = 0
  let sum = 0
  for (let i = 0; i < ele.length; i++) {
    const at = km[i] as number
    while (hi < ele.length && (km[hi] as number) <= at + half) sum += ele[hi++] as number
    while ((km[lo] as number) < at - half) sum -= ele[lo++] as number
    out[i] = sum / (hi - lo)
  }
  return out
}

/** Total climb and descent of an elevation series, counting only moves of at least `threshold` metres. */
export function climbWithHysteresis(ele: readonly number[], threshold = HYSTERESIS_M) {
  let ascent = 0
  let descent = 0
  const first = ele[0]
  if (first === undefined) return { ascent, descent }
  // The last turning point (lowest since a descent, or highest since a climb) and the direction so far:
  // 1 climbing, -1 descending, 0 before the first move past the threshold.
  let anchor = first
  let direction = 0
  for (let i = 1; i < ele.length; i++) {
    const value = ele[i] as number
    const change = value - anchor
    // Further the same way moves the turning point at once; the other way counts only past the threshold.
    const sameWay = direction !== 0 && Math.sign(change) === direction
    if (!sameWay && Math.abs(change) < threshold) continue
    if (change > 0) ascent += change
    else descent -= change
    direction = Math.sign(change)
    anchor = value
  }
  return { ascent, descent }
}

/** metres a point may stand out from its neighbours before it counts as a spike, however close they are */
export const SPIKE_MIN_M = 25
/** the steepest rise or fall (metres per metre) a way can take between a point and its neighbours */
export const SPIKE_GRADE = 0.5

/**
 * Which points of one segment are spikes: a GPS fix whose elevation jumps tens of metres for a point or
 * two and back. A point is one when it stands further from the median of the two points on either side
 * than SPIKE_MIN_M, or than the way could rise at SPIKE_GRADE over the distance to those neighbours (so a
 * summit between points hundreds of metres apart is kept). `km` and `ele` are parallel arrays.
 */
export function spikes(km: readonly number[], ele: readonly number[]): boolean[] {
  const n = ele.length
  const out = new Array<boolean>(n).fill(false)
  const window: number[] = []
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - 2)
    const hi = Math.min(n - 1, i + 2)
    if (hi - lo < 2) continue
    window.length = 0
    for (let j = lo; j <= hi; j++) window.push(ele[j] as number)
    window.sort((a, b) => a - b)
    const median = window[window.length >> 1] as number
    const reachM =
      Math.max((km[i] as number) - (km[lo] as number), (km[hi] as number) - (km[i] as number)) * 1000
    out[i] = Math.abs((ele[i] as number) - median) > Math.max(SPIKE_MIN_M, SPIKE_GRADE * reachM)
  }
  return out
}
