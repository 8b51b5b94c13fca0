// A check-in kept on the device, not sent yet: marked waiting, with what the traveller entered and the
// photos from their bytes. One the server refused shows its answer, with Edit and Discard.
import { Alert, Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { paths } from '@/config/paths'
import type { OutboxEntry } from '@/lib/offline/checkin-outbox'
import { formatDate } from '@/utils/format-date'
import { loadOutbox } from '../api/kept-checkins'
import { KeptPhoto } from './kept-photo'
import { LazyCheckinDialog } from './lazy-checkin-dialog'
import { CheckinFacts } from './checkin-facts'

interface KeptCheckinItemProps {
  entry: OutboxEntry
  /** the profile's list names the event; the event's own page does not */
  showEvent: boolean
}

export function KeptCheckinItem({ entry, showEvent }: KeptCheckinItemProps) {
  const { t, i18n } = useTranslation('checkins')
  const [editing, setEditing] = useState(false)
  const { checkin } = entry
  const when = formatDate(checkin.visitDate, i18n.language, 'long')
  const failed = entry.status === 'failed'
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderStyle="dashed" borderRadius="l3" p="4">
      <Stack gap="2">
        <Flex gap="3" justify="space-between" wrap="wrap" align="baseline">
          {showEvent ? (
            <ChakraLink asChild color="brand.fg" fontWeight="semibold" wordBreak="break-word">
              <RouterLink to={paths.event(entry.eventId)}>
                {entry.eventTitle || t('outbox.untitled')}
              </RouterLink>
            </ChakraLink>
          ) : null}
          <Badge colorPalette={failed ? 'red' : 'gray'} variant="outline">
            {failed ? t('outbox.failed') : t('outbox.waiting')}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('item.visited')} <time dateTime={checkin.visitDate}>{when}</time>
          </Text>
        </Flex>
        <CheckinFacts checkin={checkin} />
        {entry.photos.length ? (
          <HStack gap="2" wrap="wrap">
            {entry.photos.map((photo, index) => (
              <KeptPhoto
                key={`${index}-${photo.name}`}
                photo={photo}
                alt={t('form.photoAlt', { number: index + 1 })}
                width={112}
                height={84}
              />
            ))}
          </HStack>
        ) : null}
        {failed ? (
          <>
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('outbox.refused')}</Alert.Title>
                <Alert.Description>{entry.error}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Flex gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                {t('item.edit')}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="outline" colorPalette="red">
                    {t('outbox.discard')}
                  </Button>
                }
                title={t('outbox.discardTitle')}
                description={t('outbox.discardQuestion', { date: when })}
                confirmLabel={t('outbox.discard')}
                confirmingLabel={t('outbox.discarding')}
                destructive
                onConfirm={async () => (await loadOutbox()).dropOutboxEntry(entry.id)}
              />
            </Flex>
          </>
        ) : null}
      </Stack>
      <LazyCheckinDialog
        eventId={entry.eventId}
        eventAccess={checkin.access}
        kept={entry}
        open={editing}
        onOpenChange={setEditing}
      />
    </Box>
  )
}
