// GET /api/wishlist: the caller's own wishlist. The event page's toggle starts from what the server knows,
// not from a copy persisted in this browser (docs/screens.md: "saved state on load").
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { keptInStore, usePersistedWishlist } from './keep-in-store'
import { wishlistKeys } from './wishlist-keys'

export async function getOwnWishlist(): Promise<WishlistItemDto[]> {
  const body = await api.get<ApiSuccess<WishlistItemDto[]>>('/wishlist')
  return body.data
}

/** Whether the signed-in user `userId` has saved `eventId`: the kept copy until the server answers. */
export function useIsSaved(userId: string, eventId: string): boolean {
  const persisted = usePersistedWishlist()
  const { data, error } = useQuery({
    queryKey: wishlistKeys.own(userId),
    queryFn: () => keptInStore(getOwnWishlist),
    placeholderData: persisted,
  })
  useEffect(() => {
    // Failures are only logged (docs/api.md): the toggle stays as it was.
    if (error) console.error('Loading the wishlist failed:', error.message)
  }, [error])
  return Boolean(data?.some((item) => item.eventID === eventId))
}
