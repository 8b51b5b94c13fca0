// Save / remove the event in the user's wishlist, on the event's page. The button flips only after the
// server confirms; a failure is logged and leaves the state as it was (docs/screens.md). Offline it is
// disabled (the event page says why), and a saved event says whether it is kept for offline reading.
import { Button, Flex } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FaHeart, FaRegHeart } from 'react-icons/fa6'
import { KeptOfflineBadge, NotKeptOffline } from '@/components/offline/kept-offline-badge'
import { useOnline } from '@/hooks/use-online'
import { useKeptOffline } from '@/lib/offline/kept-events-query'
import { useAddToWishlist } from '../api/add-to-wishlist'
import { useIsSaved } from '../api/get-own-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { useKeepSavedEventOffline } from '../hooks/use-keep-wishlist-offline'

export interface WishlistToggleProps {
  eventId: string
  userId: string
}

export function WishlistToggle({ eventId, userId }: WishlistToggleProps) {
  const { t } = useTranslation('events')
  const online = useOnline()
  const saved = useIsSaved(userId, eventId)
  const add = useAddToWishlist(userId)
  const remove = useRemoveFromWishlist(userId)
  const kept = useKeptOffline(eventId)
  const keeping = useKeepSavedEventOffline(eventId, saved, kept)

  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Button
        variant={saved ? 'solid' : 'outline'}
        colorPalette="red"
        loading={add.isPending || remove.isPending}
        disabled={!online}
        onClick={() => (saved ? remove.mutate(eventId) : add.mutate(eventId))}
      >
        {saved ? <FaHeart aria-hidden="true" /> : <FaRegHeart aria-hidden="true" />}
        {saved ? t('detail.removeFromWishlist') : t('detail.addToWishlist')}
      </Button>
      {saved && kept ? <KeptOfflineBadge eventId={eventId} /> : null}
      {keeping === 'full' ? <NotKeptOffline /> : null}
    </Flex>
  )
}

export default WishlistToggle
