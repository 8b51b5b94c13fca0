// The claimed duplicate pairs above the reports: each pair side by side (photo, title, place, author,
// date, check-ins), how far apart they are, the travellers' reasons, and the merge and decline buttons.
import { Box, Button, Flex, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { MergeAction, MergeQueueItemDto, MergeSideDto } from '@travel/domain'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'
import { AlertNote } from '@/components/feedback/alert-note'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { formatDate } from '@/utils/format-date'
import { formatKm, formatPlace } from '@/utils/format-number'
import { useMergeQueue } from '../api/merges'
import { MergeDialog } from './merge-dialog'

function Side({ event }: { event: MergeSideDto }) {
  const { t, i18n } = useTranslation('moderation')
  const [lat, lng] = event.coordinates
  return (
    <Stack gap="1.5" fontSize="sm" minW="0">
      <Image
        src={event.thumbnail ?? event.image}
        alt={t('merges.photoAlt', { title: event.title })}
        loading="lazy"
        htmlWidth={320}
        htmlHeight={200}
        width="100%"
        height="32"
        fit="cover"
        borderRadius="l2"
        bg="bg.muted"
      />
      <Link asChild color="brand.fg" fontWeight="semibold" wordBreak="break-word">
        <RouterLink to={paths.event(event._id)}>{event.title}</RouterLink>
      </Link>
      {lat !== undefined && lng !== undefined ? <Text>{formatPlace(lat, lng, i18n.language)}</Text> : null}
      <Text color="fg.muted">
        {t('merges.author', { username: event.user.username })} ·{' '}
        {t('merges.added', { date: formatDate(event.createdAt, i18n.language, 'medium') })}
      </Text>
      <Text>{t('merges.checkins', { count: event.checkins })}</Text>
    </Stack>
  )
}

function MergePair({
  userId,
  item,
  onDone,
}: {
  userId: string
  item: MergeQueueItemDto
  onDone: (message: string) => void
}) {
  const { t, i18n } = useTranslation('moderation')
  const [action, setAction] = useState<MergeAction | null>(null)
  const [first, second] = item.events
  const label = t('merges.pairLabel', { first: first.title, second: second.title })
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l3" p="4" aria-label={label}>
      <SimpleGrid columns={2} gap="3">
        <Side event={first} />
        <Side event={second} />
      </SimpleGrid>
      <Text mt="3" fontSize="sm" fontWeight="semibold">
        {item.distanceKm === null
          ? t('merges.noDistance')
          : t('merges.distance', { distance: formatKm(item.distanceKm, i18n.language) })}{' '}
        · {t('merges.claimants', { count: item.claimants })}
      </Text>
      <Text mt="2" fontSize="sm" fontWeight="medium">
        {t('merges.reasons')}
      </Text>
      <Stack as="ul" gap="1" ps="4" m="0" fontSize="sm">
        {item.reasons.map((reason, index) => (
          <Text as="li" key={index} whiteSpace="pre-wrap" wordBreak="break-word">
            {reason}
          </Text>
        ))}
      </Stack>
      <Flex mt="3" gap="2" wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => setAction('merge')}>
          {t('merges.merge')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAction('decline')}>
          {t('merges.decline')}
        </Button>
      </Flex>
      {action ? (
        <MergeDialog
          userId={userId}
          item={item}
          action={action}
          open
          onOpenChange={(open) => (open ? undefined : setAction(null))}
          onDone={onDone}
        />
      ) : null}
    </Box>
  )
}

/** Nothing shows while no pair is claimed: the reports below are the usual work. */
export function MergeQueue({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation')
  const queue = useMergeQueue(userId)
  const [done, setDone] = useState<string | null>(null)
  if (queue.status === 'pending') return <LoadingState label={t('merges.loading')} />
  if (queue.status === 'error') return <ErrorState message={errorMessage(queue.error)} />
  if (queue.data.items.length === 0 && !done) return null
  return (
    <Stack gap="3" as="section" aria-labelledby="merge-queue-title">
      <Heading as="h2" size="lg" id="merge-queue-title">
        {t('merges.title')}
      </Heading>
      <AlertNote status="success" message={done} />
      <Stack as="ul" gap="4" ps="0" m="0" aria-label={t('merges.label')}>
        {queue.data.items.map((item) => (
          <MergePair key={item.pair} userId={userId} item={item} onDone={setDone} />
        ))}
      </Stack>
    </Stack>
  )
}
