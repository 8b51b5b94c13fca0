// The owner's private link to the wishlist: turn it on (the link, with a copy button), make a new one
// (the old address stops working) or, once confirmed, turn it off. Readers of the link see screens/shared-list.tsx.
import { Alert, Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaCopy, FaLink } from 'react-icons/fa'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useRenewShareLink, useShareLink, useStopSharing } from '../api/share-link'

type Copied = 'copied' | 'failed' | null

export function ShareControls({ userId }: { userId: string }) {
  const { t } = useTranslation('wishlist')
  const headingId = useId()
  const link = useShareLink(userId)
  const renew = useRenewShareLink(userId)
  const stop = useStopSharing(userId)
  const [copied, setCopied] = useState<Copied>(null)
  const busy = renew.isPending || stop.isPending
  const failure = renew.error ?? stop.error ?? link.error
  const url = link.data ? `${window.location.origin}${paths.sharedList(link.data.token)}` : null

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          <FaLink aria-hidden="true" />
          {t('share.title')}
        </Heading>
        {link.isPending ? null : url ? (
          <>
            <Text fontSize="sm">{t('share.on')}</Text>
            <Box>
              <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
                <Input
                  readOnly
                  value={url}
                  aria-label={t('share.link')}
                  onFocus={(event) => event.currentTarget.select()}
                  fontFamily="mono"
                  fontSize="sm"
                />
                <Button colorPalette="brand" onClick={() => void copy(url)} flexShrink={0}>
                  <FaCopy aria-hidden="true" />
                  {t('share.copy')}
                </Button>
              </Flex>
              {/* always there, so a screen reader hears "Link copied" when it appears */}
              <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} mt="1">
                {copied === 'copied' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
              </Text>
            </Box>
            <Flex gap="2" wrap="wrap" alignItems="center">
              <Button
                size="sm"
                variant="outline"
                loading={renew.isPending}
                disabled={busy}
                onClick={() => {
                  setCopied(null)
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
                  setCopied(null)
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
