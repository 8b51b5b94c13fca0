// Stable slots for things that come and go, so the same few hundred elements on screen are updated rather
// than removed and created again. Supercluster numbers clusters anew at every zoom level: keyed by that
// number, each zoom step would replace every cluster's elements; keyed by a slot, the elements stay.

/**
 * A keeper of slots: called with the ids shown now (in any order), it answers a slot for each, unique among
 * them. An id keeps its slot while it stays; a new id takes the lowest slot no current id holds. Calling it
 * twice with the same ids answers the same slots.
 */
export function slotKeeper<Id>() {
  let held = new Map<Id, number>()
  return (ids: readonly Id[]): number[] => {
    const next = new Map<Id, number>()
    const taken = new Set<number>()
    for (const id of ids) {
      const slot = held.get(id)
      if (slot !== undefined && !next.has(id)) {
        next.set(id, slot)
        taken.add(slot)
      }
    }
    let free = 0
    const slots = ids.map((id) => {
      let slot = next.get(id)
      if (slot === undefined) {
        while (taken.has(free)) free++
        slot = free
        taken.add(slot)
        next.set(id, slot)
      }
      return slot
    })
    held = next
    return slots
  }
}
