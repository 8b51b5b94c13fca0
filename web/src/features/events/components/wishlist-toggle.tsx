// Save / remove the event in the user's wishlist. The button flips only after the server confirms; a
// failure is logged and leaves the state as it was (spec.md §4, §8).
import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaHeart, FaRegHeart } from 'react-icons/fa'
import { errorMessage } from '@/lib/api-client'
import { useRootStore, userActions, wishlistActions } from '@/stores/root-store'
import { addToWishlist } from '../api/add-to-wishlist'
import { removeFromWishlist } from '../api/remove-from-wishlist'

export function WishlistToggle({ eventId, userId }: { eventId: string; userId: string }) {
  const { t } = useTranslation('events')
  const saved = useRootStore((s) => s.wishlists.wishlistsItems.some((item) => item.eventID === eventId))
  const [pending, setPending] = useState(false)

  const toggle = async () => {
    setPending(true)
    try {
      if (saved) {
        await removeFromWishlist(eventId, userId)
        wishlistActions.removed(eventId)
      } else {
        wishlistActions.added(await addToWishlist(eventId))
      }
      userActions.toggleFavourite(eventId)
    } catch (error) {
      console.error(
        saved ? 'Removing from the wishlist failed:' : 'Adding to the wishlist failed:',
        errorMessage(error),
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <Button
      variant={saved ? 'solid' : 'outline'}
      colorPalette="red"
      loading={pending}
      onClick={() => void toggle()}
    >
      {saved ? <FaHeart aria-hidden="true" /> : <FaRegHeart aria-hidden="true" />}
      {saved ? t('detail.removeFromWishlist') : t('detail.addToWishlist')}
    </Button>
  )
}
