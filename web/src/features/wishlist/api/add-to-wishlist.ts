// POST /api/wishlist: saves an event to the signed-in user's wishlist (the server fills in its details).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { userActions, wishlistActions } from '@/stores/root-store'
import { wishlistKeys } from './wishlist-keys'

export async function addToWishlist(eventID: string): Promise<WishlistItemDto> {
  const body = await api.post<ApiSuccess<WishlistItemDto>>('/wishlist', { eventID })
  return body.data
}

/**
 * Saves an event for `userId`. Only the server's confirmation changes what is shown: both wishlist
 * queries and the kept copy get the saved item; a failure is only logged (docs/screens.md). The toggle
 * then keeps the saved event for offline reading with its files (docs/offline.md).
 */
export function useAddToWishlist(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: (item) => {
      const withItem = (items: WishlistItemDto[] | undefined) =>
        items && [...items.filter((i) => i.eventID !== item.eventID), item]
      queryClient.setQueryData(wishlistKeys.own(userId), withItem)
      queryClient.setQueryData(wishlistKeys.byUser(userId), withItem)
      // the wishlist screen asks again when next shown, for the server's order of the items
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.byUser(userId), refetchType: 'none' })
      // The toggle's own list is asked again (it shows the same): the copy the service worker keeps for
      // offline reading must be the list with this change, not the one from before it (docs/offline.md).
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.own(userId) })
      wishlistActions.added(item)
      userActions.toggleFavourite(item.eventID)
    },
    onError: (error) => console.error('Adding to the wishlist failed:', errorMessage(error)),
  })
}
