// The owner's private link to the wishlist (the shared box of a private link, with the wishlist's texts).
// Readers of the link see screens/shared-list.tsx.
import { useTranslation } from 'react-i18next'
import { ShareLinkBox } from '@/components/share/share-link-box'
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
      texts={{
        title: t('share.title'),
        off: t('share.off'),
        on: t('share.on'),
        create: t('share.turnOn'),
        renew: t('share.renew'),
        renewHint: t('share.renewHint'),
        stop: t('share.turnOff'),
        stopping: t('share.turningOff'),
        stopTitle: t('share.turnOffTitle'),
        stopQuestion: t('share.turnOffQuestion'),
        link: t('share.link'),
        copy: t('share.copy'),
        copied: t('share.copied'),
        copyFailed: t('share.copyFailed'),
      }}
      url={
        link.isPending
          ? undefined
          : link.data
            ? `${window.location.origin}${paths.sharedList(link.data.token)}`
            : null
      }
      creating={renew.isPending}
      stopping={stop.isPending}
      failure={failure ? t('share.failed', { message: errorMessage(failure) }) : null}
      onCreate={() => renew.mutate()}
      onStop={() => stop.mutateAsync()}
    />
  )
}
