// The owner's private link to the wishlist (the shared box of a private link, with the wishlist's texts).
// Readers of the link see screens/shared-list.tsx.
import { useTranslation } from 'react-i18next'
import { ShareLinkBox } from '@/components/share/share-link-box'
import { shareLinkTexts, shareLinkUrl } from '@/components/share/share-link-texts'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useRenewShareLink, useShareLink, useStopSharing } from '../api/share-link'

export function ShareControls({ userId }: { userId: string }) {
  const { t } = useTranslation('wishlist')
  const link = useShareLink(userId)
  const renew = useRenewShareLink(userId)
  const stop = useStopSharing(userId)
  const failure = renew.error ?? stop.error ?? link.error
  return (
    <ShareLinkBox
      texts={shareLinkTexts(t, {
        create: 'turnOn',
        stop: 'turnOff',
        stopping: 'turningOff',
        stopTitle: 'turnOffTitle',
        stopQuestion: 'turnOffQuestion',
      })}
      url={shareLinkUrl(link, paths.sharedList)}
      creating={renew.isPending}
      stopping={stop.isPending}
      failure={failure ? t('share.failed', { message: errorMessage(failure) }) : null}
      onCreate={() => renew.mutate()}
      onStop={() => stop.mutateAsync()}
    />
  )
}
