// A suggestion the reader sent: on which event, what it proposed, and what became of it (marked while
// reports hide it from the event's author).
import { Badge, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { suggestedFacts, type SuggestedField, type SuggestionDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { HiddenBadge } from '@/features/moderation'
import { FieldChanges, type ChangeRow } from '@/components/changes/field-changes'

const STATE_PALETTE = { open: 'gray', accepted: 'green', declined: 'red', replaced: 'gray' } as const

export function SentSuggestion({ suggestion }: { suggestion: SuggestionDto }) {
  const { t } = useTranslation('changes')
  const taken = ({ change, fact }: ChangeRow) =>
    suggestion.accepted.includes(change.field as SuggestedField) &&
    (!fact || suggestion.acceptedFacts.includes(fact))
  const partly =
    suggestion.state === 'accepted' &&
    (suggestion.accepted.length < suggestion.changes.length ||
      (suggestion.accepted.includes('amenities') &&
        suggestion.acceptedFacts.length < suggestedFacts(suggestion.changes).length))
  const state = partly ? t('state.partly') : t(`state.${suggestion.state}`)
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Stack gap="1" direction={{ base: 'column', sm: 'row' }} justify="space-between">
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.event(suggestion.eventId)}>{suggestion.eventTitle}</RouterLink>
          </ChakraLink>
          <HStack gap="2" alignSelf="start" wrap="wrap">
            {suggestion.hidden ? <HiddenBadge /> : null}
            <Badge colorPalette={STATE_PALETTE[suggestion.state]}>{state}</Badge>
          </HStack>
        </Stack>
        <FieldChanges
          changes={suggestion.changes}
          note={(row) =>
            partly ? (
              <Text fontSize="sm" color={taken(row) ? 'fg.success' : 'fg.muted'}>
                {taken(row) ? t('suggestion.taken') : t('suggestion.notTaken')}
              </Text>
            ) : null
          }
        />
        {suggestion.answer ? (
          <Text fontSize="sm">{t('suggestion.answered', { answer: suggestion.answer })}</Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
