// Stable React keys for things that come and go, so the same few hundred elements on screen are updated
// rather than removed and created again. Supercluster numbers clusters anew at every zoom level: keyed by that
// number, each zoom step would replace every cluster's elements; keyed by a reused small number, they stay.

/**
 * A keeper of keys: called with the ids shown now (in any order), it answers a key for each, unique among
 * them. An id keeps its key while it stays; a new id takes the lowest key no current id holds. Calling it
 * twice with the same ids answers the same keys.
 */
export function stableKeyKeeper<Id>() {
  let held = new Map<Id, number>()
  return (ids: readonly Id[]): number[] => {
    const next = new Map<Id, number>()
    const taken = new Set<number>()
    for (const id of ids) {
      const key = held.get(id)
      if (key !== undefined && !next.has(id)) {
        next.set(id, key)
        taken.add(key)
      }
    }
    let free = 0
    const keys = ids.map((id) => {
      let key = next.get(id)
      if (key === undefined) {
        while (taken.has(free)) free++
        key = free
        taken.add(key)
        next.set(id, key)
      }
      return key
    })
    held = next
    return keys
  }
}
