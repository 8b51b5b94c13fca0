// Signing out (here or in another tab) or switching accounts drops every cached answer that depended on
// who asked (keys under USER_SCOPE), the copies kept for offline reading and the check-ins kept unsent,
// so the next user of this browser never sees the previous one's wishlist, pages or visits.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { offlineKeys } from '@/lib/offline/offline-keys'
import { USER_SCOPE } from '@/lib/query-client'
import { useRootStore } from '@/stores/root-store'

export function useForgetUserQueries(): void {
  const queryClient = useQueryClient()
  const userId = useRootStore((s) => s.user.currentUser?._id ?? null)
  const previous = useRef(userId)
  useEffect(() => {
    // only when someone signs out or another user signs in, not on every start
    if (previous.current !== null && previous.current !== userId) {
      void import('@/lib/offline/kept-events')
        .then((kept) => kept.forgetReaderCopies())
        .then(() => queryClient.invalidateQueries({ queryKey: offlineKeys.all }))
    }
    // anyone else's kept check-ins go too, should a sign-out have ended before it could forget them
    if (previous.current !== userId || userId !== null) {
      void import('@/lib/offline/checkin-outbox').then((outbox) => outbox.forgetOutboxExcept(userId))
    }
    previous.current = userId
    queryClient.removeQueries({
      queryKey: USER_SCOPE,
      predicate: (query) => query.queryKey[1] !== userId,
    })
  }, [queryClient, userId])
}
