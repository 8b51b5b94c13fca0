// The owner's private link to the wishlist: turn it on (the link, with a copy button), make a new one
// (the old address stops working) or, once confirmed, turn it off. Readers of the link see screens/shared-list.tsx.
import { Alert, Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { TbCopy, TbLink } from 'react-icons/tb'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { CopyLinkField } from '@/components/share/copy-link-field'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useRenewShareLink, useShareLink, useStopSharing } from '../api/share-link'

export function ShareControls({ userId }: { userId: string }) {
  const { t } = useTranslation('wishlist')
  const headingId = useId()
  const link = useShareLink(userId)
  const renew = useRenewShareLink(userId)
  const stop = useStopSharing(userId)
  const busy = renew.isPending || stop.isPending
  const failure = renew.error ?? stop.error ?? link.error
  const url = link.data ? `${window.location.origin}${paths.sharedList(link.data.token)}` : null

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          <TbLink aria-hidden="true" />
          {t('share.title')}
        </Heading>
        {link.isPending ? null : url ? (
          <>
            <Text fontSize="sm">{t('share.on')}</Text>
            <CopyLinkField
              key={url}
              url={url}
              icon={<TbCopy aria-hidden="true" />}
              labels={{
                link: t('share.link'),
                copy: t('share.copy'),
                copied: t('share.copied'),
                copyFailed: t('share.copyFailed'),
              }}
            />
            <Flex gap="2" wrap="wrap" alignItems="center">
              <Button
                size="sm"
                variant="outline"
                loading={renew.isPending}
                disabled={busy}
                onClick={() => {
                  renew.mutate()
                }}
              >
                {t('share.renew')}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    loading={stop.isPending}
                    disabled={busy}
                  >
                    {t('share.turnOff')}
                  </Button>
                }
                title={t('share.turnOffTitle')}
                description={t('share.turnOffQuestion')}
                confirmLabel={t('share.turnOff')}
                confirmingLabel={t('share.turningOff')}
                destructive
                onConfirm={async () => {
                  await stop.mutateAsync()
                }}
              />
              <Text fontSize="xs" color="fg.muted">
                {t('share.renewHint')}
              </Text>
            </Flex>
          </>
        ) : (
          <>
            <Text fontSize="sm">{t('share.off')}</Text>
            <Box>
              <Button colorPalette="brand" loading={renew.isPending} onClick={() => renew.mutate()}>
                {t('share.turnOn')}
              </Button>
            </Box>
          </>
        )}
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('share.failed', { message: errorMessage(failure) })}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Flex>
    </Box>
  )
}
