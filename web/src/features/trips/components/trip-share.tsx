// The owner's private link to a trip: make it (a link with a copy button) or stop sharing, once confirmed.
// Readers of the link see screens/shared-trip.tsx.
import { Alert, Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LuCopy, LuLink } from 'react-icons/lu'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useShareTrip, useStopSharingTrip, useTripShareLink } from '../api/share'

export function TripShare({ userId, tripId }: { userId: string; tripId: string }) {
  const { t } = useTranslation('trips')
  const headingId = useId()
  const link = useTripShareLink(userId, tripId)
  const share = useShareTrip(userId, tripId)
  const stop = useStopSharingTrip(userId, tripId)
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null)
  const failure = share.error ?? stop.error ?? link.error
  const url = link.data ? `${window.location.origin}${paths.sharedTrip(link.data.token)}` : null

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="4">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="md" id={headingId} display="flex" alignItems="center" gap="2">
          <LuLink aria-hidden="true" />
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
                  <LuCopy aria-hidden="true" />
                  {t('share.copy')}
                </Button>
              </Flex>
              <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'} mt="1">
                {copied === 'copied' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
              </Text>
            </Box>
            <Box>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" colorPalette="red" loading={stop.isPending}>
                    {t('share.stop')}
                  </Button>
                }
                title={t('share.stopTitle')}
                description={t('share.stopQuestion')}
                confirmLabel={t('share.stop')}
                confirmingLabel={t('share.stopping')}
                destructive
                onConfirm={async () => {
                  setCopied(null)
                  await stop.mutateAsync()
                }}
              />
            </Box>
          </>
        ) : (
          <>
            <Text fontSize="sm">{t('share.off')}</Text>
            <Box>
              <Button colorPalette="brand" loading={share.isPending} onClick={() => share.mutate()}>
                {t('share.create')}
              </Button>
            </Box>
          </>
        )}
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(failure)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Flex>
    </Box>
  )
}
