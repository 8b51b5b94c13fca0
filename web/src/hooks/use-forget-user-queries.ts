// Signing out (here or in another tab) or switching accounts drops every cached answer that depended on
// who asked (keys under USER_SCOPE), so the next user of this tab never sees the previous one's wishlist;
// so do the copies kept for offline reading (their saved events, their wishlist's answers).
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
    previous.current = userId
    queryClient.removeQueries({
      queryKey: USER_SCOPE,
      predicate: (query) => query.queryKey[1] !== userId,
    })
  }, [queryClient, userId])
}
