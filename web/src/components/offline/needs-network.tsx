// The message beside an action that needs the network (adding, editing, deleting, signing in, saving to
// the wishlist) while the browser is offline; the action itself is disabled (docs/offline.md).
import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '@/hooks/use-online'

/** Its texts load when first shown (src/i18n), and it waits for them. */
function NeedsNetworkMessage({ id }: { id?: string }) {
  const { t, ready } = useTranslation('offline')
  if (!ready) return null
  return (
    <Text id={id} fontSize="sm" color="fg.muted" role="note">
      {t('needsNetwork')}
    </Text>
  )
}

export function NeedsNetwork({ id }: { id?: string }) {
  const online = useOnline()
  return online ? null : <NeedsNetworkMessage id={id} />
}
