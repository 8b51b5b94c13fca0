// A reported item as readers see it: the event's card, the check-in with its text and photos, the photo,
// the traveller's name, or the suggested edit with its reason and fields; each links to where it is shown.
import { Box, Flex, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ReportedItemDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { FieldChanges } from '@/components/changes/field-changes'
import { AccessIcon } from '@/features/events'
import { formatDate } from '@/utils/format-date'
import { countryLabel, sectionLabel } from '@/utils/labels'

function EventLink({ event }: { event: { _id: string; title: string } }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="semibold" wordBreak="break-word">
      <RouterLink to={paths.event(event._id)}>{event.title}</RouterLink>
    </ChakraLink>
  )
}

/** What a traveller wrote about an event (a check-in, a suggested edit): who and when, the event, then it. */
function WrittenAbout({
  byline,
  event,
  children,
}: {
  byline: string
  event: { _id: string; title: string }
  children: ReactNode
}) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <Text fontWeight="semibold">{byline}</Text>
      <EventLink event={event} />
      {children}
    </Stack>
  )
}

export function ReportedItem({ item }: { item: ReportedItemDto | null }) {
  const { t, i18n } = useTranslation(['moderation', 'common'])
  if (!item) return <Text color="fg.muted">{t('queue.gone')}</Text>
  switch (item.type) {
    case 'event': {
      const { event } = item
      return (
        <Flex gap="3" align="flex-start">
          <Image
            src={event.thumbnail ?? event.image}
            alt=""
            htmlWidth={96}
            htmlHeight={60}
            width="24"
            height="15"
            fit="cover"
            borderRadius="l2"
            bg="bg.muted"
            flex="none"
          />
          <Stack gap="0.5" fontSize="sm" minW="0">
            <HStack gap="2">
              <EventLink event={event} />
              <AccessIcon access={event.access} />
            </HStack>
            <Text color="fg.muted">
              {formatDate(event.date, i18n.language, 'medium')} · {countryLabel(t, event.country)} ·{' '}
              {sectionLabel(t, event.section)}
            </Text>
            <Text lineClamp={3} whiteSpace="pre-wrap">
              {event.description}
            </Text>
          </Stack>
        </Flex>
      )
    }
    case 'checkin': {
      const { checkin, event } = item
      const date = formatDate(checkin.visitDate, i18n.language, 'medium')
      return (
        <WrittenAbout byline={t('queue.checkinBy', { username: checkin.user.username, date })} event={event}>
          {checkin.text ? <Text whiteSpace="pre-wrap">{checkin.text}</Text> : null}
          {checkin.photos.length ? (
            <HStack gap="2" wrap="wrap">
              {checkin.photos.map((url) => (
                <Image
                  key={url}
                  src={url}
                  alt=""
                  htmlWidth={96}
                  htmlHeight={72}
                  width="24"
                  height="18"
                  fit="cover"
                  borderRadius="l2"
                />
              ))}
            </HStack>
          ) : null}
        </WrittenAbout>
      )
    }
    case 'photo':
      return (
        <Stack gap="1.5" fontSize="sm">
          <Image
            src={item.url}
            alt={t('queue.photoAlt', { username: item.checkin.user.username })}
            maxW="xs"
            maxH="60"
            fit="contain"
            borderRadius="l2"
            bg="bg.muted"
          />
          <Text color="fg.muted">
            {item.checkin.user.username} · <EventLink event={item.event} />
          </Text>
        </Stack>
      )
    case 'suggestion': {
      const { suggestion, event } = item
      const date = formatDate(suggestion.createdAt, i18n.language, 'medium')
      return (
        <WrittenAbout
          byline={t('queue.suggestionBy', { username: suggestion.by.username, date })}
          event={event}
        >
          <Text whiteSpace="pre-wrap">{t('queue.suggestionReason', { text: suggestion.reason })}</Text>
          <FieldChanges changes={suggestion.changes} />
        </WrittenAbout>
      )
    }
    case 'user':
      return (
        <Box>
          <Text fontWeight="semibold" wordBreak="break-word">
            {item.user.username}
          </Text>
        </Box>
      )
  }
}
