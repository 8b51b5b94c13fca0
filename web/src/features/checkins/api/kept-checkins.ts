// The signed-in user's check-ins kept on this device until sent (lib/offline/checkin-outbox), as a query
// under their scope, so signing out drops it; a change in any tab refreshes it. Its storage code loads on
// first use, off every page's first load.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { OutboxEntry } from '@/lib/offline/checkin-outbox'
import { userScope } from '@/lib/query-client'

export const keptCheckinsKey = (uid: string) => [...userScope(uid), 'checkin-outbox'] as const

export const loadOutbox = () => import('@/lib/offline/checkin-outbox')

export function useKeptCheckins(uid: string | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!uid) return
    let unsubscribe = () => {}
    let unmounted = false
    void loadOutbox().then((outbox) => {
      if (unmounted) return
      unsubscribe = outbox.subscribeOutbox(
        () => void queryClient.invalidateQueries({ queryKey: keptCheckinsKey(uid) }),
      )
    })
    return () => {
      unmounted = true
      unsubscribe()
    }
  }, [uid, queryClient])
  const query = useQuery({
    queryKey: keptCheckinsKey(uid ?? ''),
    queryFn: async (): Promise<OutboxEntry[]> => (uid ? (await loadOutbox()).outboxEntries(uid) : []),
    enabled: uid !== null,
    // changes announce themselves (subscribeOutbox): the device's copy is never stale otherwise
    staleTime: Infinity,
  })
  return query.data ?? []
}
