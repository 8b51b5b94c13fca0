// "Available offline" on a saved event (its wishlist card, its page) once its copies are kept, and the
// reason when they could not be.
import { Badge, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FaCheckCircle } from 'react-icons/fa'
import { useKeptOffline } from '@/lib/offline/kept-events-query'

/** Its texts load when first shown (src/i18n), and it waits for them. */
function KeptBadge() {
  const { t, ready } = useTranslation('offline')
  if (!ready) return null
  return (
    <Badge colorPalette="brand" variant="surface" gap="1">
      <FaCheckCircle aria-hidden="true" /> {t('badge')}
    </Badge>
  )
}

export function KeptOfflineBadge({ eventId }: { eventId: string }) {
  return useKeptOffline(eventId) ? <KeptBadge /> : null
}

/**
 * "Not kept offline: the space for saved events is full", when keeping a saved event was refused. Its texts
 * load when first shown (src/i18n), and it waits for them.
 */
export function NotKeptOffline() {
  const { t, ready } = useTranslation('offline')
  if (!ready) return null
  return (
    <Text fontSize="sm" color="fg.muted" role="status">
      {t('notKept')}
    </Text>
  )
}
