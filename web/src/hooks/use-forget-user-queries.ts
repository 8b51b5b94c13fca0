// Signing out (here or in another tab) or switching accounts drops every cached answer that depended on
// who asked (keys under USER_SCOPE), so the next user of this tab never sees the previous one's wishlist.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { USER_SCOPE } from '@/lib/query-client'
import { useRootStore } from '@/stores/root-store'

export function useForgetUserQueries(): void {
  const queryClient = useQueryClient()
  const userId = useRootStore((s) => s.user.currentUser?._id ?? null)
  useEffect(() => {
    queryClient.removeQueries({
      queryKey: USER_SCOPE,
      predicate: (query) => query.queryKey[1] !== userId,
    })
  }, [queryClient, userId])
}
