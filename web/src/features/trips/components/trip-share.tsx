// The owner's private link to a trip: make it (a link with a copy button) or stop sharing, once confirmed.
// Readers of the link see screens/shared-trip.tsx.
import { Alert, Box, Button, Flex, Heading, Text } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { TbLink } from 'react-icons/tb'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { CopyLinkField } from '@/components/share/copy-link-field'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useShareTrip, useStopSharingTrip, useTripShareLink } from '../api/share'

export function TripShare({ userId, tripId }: { userId: string; tripId: string }) {
  const { t } = useTranslation('trips')
  const headingId = useId()
  const link = useTripShareLink(userId, tripId)
  const share = useShareTrip(userId, tripId)
  const stop = useStopSharingTrip(userId, tripId)
  const failure = share.error ?? stop.error ?? link.error
  const url = link.data ? `${window.location.origin}${paths.sharedTrip(link.data.token)}` : null

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" p="4">
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
              labels={{
                link: t('share.link'),
                copy: t('share.copy'),
                copied: t('share.copied'),
                copyFailed: t('share.copyFailed'),
              }}
            />
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
