// GET /api/wishlist/:userId: the user's saved events, kept in the store's wishlists slice.
import { useEffect, useState } from 'react'
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { useRootStore, wishlistActions } from '@/stores/root-store'

export async function getWishlist(userId: string): Promise<WishlistItemDto[]> {
  const body = await api.get<ApiSuccess<WishlistItemDto[]>>(`/wishlist/${encodeURIComponent(userId)}`)
  return body.data
}

/**
 * Loads the wishlist of `userId` into the store and returns the slice, plus `settled` once this screen's
 * own request has answered: until then an empty list only means "not known yet", not "nothing saved".
 */
export function useWishlist(userId: string | undefined) {
  const [settledFor, setSettledFor] = useState<string | null>(null)
  useEffect(() => {
    if (!userId) return
    let current = true
    wishlistActions.loading()
    getWishlist(userId)
      .then((items) => {
        if (current) wishlistActions.loaded(items)
      })
      .catch((error: unknown) => {
        if (current) wishlistActions.failed(errorMessage(error))
      })
      .finally(() => {
        if (current) setSettledFor(userId)
      })
    return () => {
      current = false
    }
  }, [userId])
  const slice = useRootStore((s) => s.wishlists)
  return { ...slice, settled: settledFor === userId }
}
