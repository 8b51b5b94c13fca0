// Runs tasks that share a key one after another, and tasks with different keys side by side. Check-ins
// on one event all rewrite that event's summary; queued here, they reach Firestore as a line instead of
// a crowd of transactions that lock each other out.
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>()
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve()
    const result = before.then(task, task)
    const tail = result.catch(() => undefined)
    tails.set(key, tail)
    try {
      return await result
    } finally {
      // The last in line removes the key, so the map holds only events with writes in flight.
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}
