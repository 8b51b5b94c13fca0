// GET /api/wishlist: the caller's own wishlist. The detail page loads it so its toggle starts from what the
// server knows, not from a copy persisted in this browser (spec.md §4: "saved state on load").
import { useEffect } from 'react'
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { wishlistActions } from '@/stores/root-store'

export async function getOwnWishlist(): Promise<WishlistItemDto[]> {
  const body = await api.get<ApiSuccess<WishlistItemDto[]>>('/wishlist')
  return body.data
}

/** Refreshes the wishlist in the store whenever the signed-in user changes; failures are only logged. */
export function useOwnWishlist(userId: string | undefined): void {
  useEffect(() => {
    if (!userId) return
    let current = true
    getOwnWishlist()
      .then((items) => {
        if (current) wishlistActions.loaded(items)
      })
      .catch((error: unknown) => {
        if (current) console.error('Loading the wishlist failed:', errorMessage(error))
      })
    return () => {
      current = false
    }
  }, [userId])
}
