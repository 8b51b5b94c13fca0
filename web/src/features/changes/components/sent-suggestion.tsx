// A suggestion the reader sent: on which event, what it proposed, and what became of it.
import { Badge, Card, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { SuggestionDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { FieldChanges } from './field-changes'

const STATE_PALETTE = { open: 'gray', accepted: 'green', declined: 'red', replaced: 'gray' } as const

export function SentSuggestion({ suggestion }: { suggestion: SuggestionDto }) {
  const { t } = useTranslation('changes')
  const state =
    suggestion.state === 'accepted' && suggestion.accepted.length < suggestion.changes.length
      ? t('state.partly')
      : t(`state.${suggestion.state}`)
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Stack gap="1" direction={{ base: 'column', sm: 'row' }} justify="space-between">
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.event(suggestion.eventId)}>{suggestion.eventTitle}</RouterLink>
          </ChakraLink>
          <Badge colorPalette={STATE_PALETTE[suggestion.state]} alignSelf="start">
            {state}
          </Badge>
        </Stack>
        <FieldChanges changes={suggestion.changes} />
        {suggestion.answer ? (
          <Text fontSize="sm">{t('suggestion.answered', { answer: suggestion.answer })}</Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
