// The kept events as server state of this browser: one TanStack Query entry that every "available
// offline" badge and the profile's storage section read, refreshed whenever something is kept or dropped.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { keptEvents, offlineUsage } from './kept-events'
import { offlineKeys } from './offline-keys'

/** Whether the event `eventId` is kept for offline reading (undefined until known). */
export function useKeptOffline(eventId: string): boolean | undefined {
  const { data } = useQuery({
    queryKey: offlineKeys.kept(),
    queryFn: keptEvents,
    // only this browser changes it, and every change invalidates it
    staleTime: Infinity,
    select: (kept) => kept.some((entry) => entry.eventId === eventId),
  })
  return data
}

export function useOfflineUsage() {
  return useQuery({ queryKey: offlineKeys.usage(), queryFn: offlineUsage, staleTime: 0 })
}

/** Runs a change of the kept events, then refreshes what shows them. */
export async function changeKeptEvents(queryClient: QueryClient, change: () => Promise<unknown>) {
  try {
    await change()
  } finally {
    await queryClient.invalidateQueries({ queryKey: offlineKeys.all })
  }
}
