// DELETE /api/wishlist/:eventId/:userId: removes an event from the user's wishlist (from the event page).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { dropEventOffline } from '@/lib/offline/kept-events'
import { changeKeptEvents } from '@/lib/offline/kept-events-query'
import { userActions, wishlistActions } from '@/stores/root-store'
import { wishlistKeys } from './wishlist-keys'

export async function removeFromWishlist(eventId: string, userId: string): Promise<string> {
  const body = await api.delete<ApiSuccess<{ eventID: string }>>(
    `/wishlist/${encodeURIComponent(eventId)}/${encodeURIComponent(userId)}`,
  )
  return body.data.eventID
}

/**
 * Removes an event from the wishlist of `userId`; like adding, only the server's answer changes it. Its
 * offline copies go with it.
 */
export function useRemoveFromWishlist(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (eventId: string) => removeFromWishlist(eventId, userId),
    onSuccess: (_removed, eventId) => {
      const withoutIt = (items: WishlistItemDto[] | undefined) => items?.filter((i) => i.eventID !== eventId)
      queryClient.setQueryData(wishlistKeys.own(userId), withoutIt)
      queryClient.setQueryData(wishlistKeys.byUser(userId), withoutIt)
      // the wishlist screen asks again when next shown, for the server's order of the items
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.byUser(userId), refetchType: 'none' })
      // The toggle's own list is asked again (it shows the same): the copy the service worker keeps for
      // offline reading must be the list with this change, not the one from before it (docs/offline.md).
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.own(userId) })
      wishlistActions.removed(eventId)
      userActions.toggleFavourite(eventId)
      // settled once the copies are gone (a few cache deletions), so leaving the page cannot cut it short
      return changeKeptEvents(queryClient, () => dropEventOffline(eventId))
    },
    onError: (error) => console.error('Removing from the wishlist failed:', errorMessage(error)),
  })
}
