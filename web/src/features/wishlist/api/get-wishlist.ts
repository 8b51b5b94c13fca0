// GET /api/wishlist/:userId: the user's saved events, for the wishlist screen.
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { keptInStore, usePersistedWishlist } from './keep-in-store'
import { wishlistKeys } from './wishlist-keys'

export async function getWishlist(userId: string): Promise<WishlistItemDto[]> {
  const body = await api.get<ApiSuccess<WishlistItemDto[]>>(`/wishlist/${encodeURIComponent(userId)}`)
  return body.data
}

/**
 * The saved events of `userId`. Until the server answers, `items` are what this browser kept (if any)
 * and `settled` is false: an empty list then means "not known yet", not "nothing saved".
 */
export function useWishlist(userId: string) {
  const persisted = usePersistedWishlist()
  const { data, error, isPending, isPlaceholderData } = useQuery({
    queryKey: wishlistKeys.byUser(userId),
    queryFn: () => keptInStore(() => getWishlist(userId)),
    placeholderData: persisted,
  })
  return {
    items: data ?? [],
    settled: !isPending && !isPlaceholderData,
    error,
  }
}
