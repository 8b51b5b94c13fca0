// A suggestion on one of the reader's events: who suggested what and why (with "Report" for an abusive
// one), each field (amenities each fact) old → new with a box to accept it (one changed since is marked
// and cannot be ticked), and the decision: accept the ticked ones, or decline with an optional reason.
import { Button, Card, Checkbox, Flex, Group, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { CHANGE_REASON_MAX, type SuggestedField, type SuggestionDto } from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { TextareaField } from '@/components/form/textarea-field'
import { paths } from '@/config/paths'
import { ReportButton } from '@/features/moderation'
import { errorMessage } from '@/lib/api-client'
import { useDecideSuggestion } from '../api/suggestions'
import { changeRows, FieldChanges, rowKey, type ChangeRow } from '@/components/changes/field-changes'

interface SuggestionCardProps {
  suggestion: SuggestionDto
  userId: string
  /** a moderator decides for a silent author: a field changed since was not the reader's change */
  moderator?: boolean
}

export function SuggestionCard({ suggestion, userId, moderator = false }: SuggestionCardProps) {
  const { t, i18n } = useTranslation(['changes', 'reports'])
  const decide = useDecideSuggestion(userId)
  const rows = changeRows(suggestion.changes)
  const isOutdated = ({ change, fact }: ChangeRow) =>
    fact
      ? suggestion.outdatedFacts.includes(fact)
      : suggestion.outdated.includes(change.field as SuggestedField)
  // the ticked rows by key: a field's name, or amenities.<fact>
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(rows.filter((row) => !isOutdated(row)).map(rowKey)),
  )
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const when = new Date(suggestion.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })

  async function send(action: 'accept' | 'decline') {
    setError(null)
    try {
      const ticked = rows.filter((row) => chosen.has(rowKey(row)))
      const fields = [...new Set(ticked.map((row) => row.change.field as SuggestedField))]
      const facts = ticked.flatMap((row) => (row.fact ? [row.fact] : []))
      await decide.mutateAsync({ id: suggestion.id, action, fields, facts, reason: answer })
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  const toggle = (key: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })

  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="4">
        <Stack gap="1">
          <Flex gap="2" justify="space-between" align="flex-start">
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.event(suggestion.eventId)}>{suggestion.eventTitle}</RouterLink>
            </ChakraLink>
            <ReportButton
              target={{ type: 'suggestion', id: suggestion.id }}
              label={t('reports:labels.suggestion', { username: suggestion.by.username })}
            />
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('suggestion.byOn', { name: suggestion.by.username, date: when })}
          </Text>
          <Text fontStyle="italic">{t('quoted', { text: suggestion.reason })}</Text>
        </Stack>
        <FieldChanges
          changes={suggestion.changes}
          original={suggestion.original}
          control={(row, label) => (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              colorPalette="brand"
              checked={chosen.has(rowKey(row))}
              disabled={isOutdated(row)}
              onCheckedChange={(e) => toggle(rowKey(row), e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="semibold">{label}</Checkbox.Label>
            </Checkbox.Root>
          )}
          note={(row) =>
            isOutdated(row) ? (
              <Text fontSize="sm" color="fg.warning">
                {t(moderator ? 'suggestion.outdatedByAuthor' : 'suggestion.outdated')}
              </Text>
            ) : null
          }
        />
        <TextareaField
          label={t('suggestion.answer')}
          value={answer}
          maxLength={CHANGE_REASON_MAX}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <AlertNote status="error" message={error} />
        <Group flexWrap="wrap">
          <Button
            colorPalette="brand"
            disabled={chosen.size === 0}
            loading={decide.isPending && decide.variables?.action === 'accept'}
            onClick={() => void send('accept')}
          >
            {chosen.size === rows.length
              ? t('suggestion.acceptAll')
              : t('suggestion.acceptChosen', { count: chosen.size })}
          </Button>
          <Button
            variant="outline"
            loading={decide.isPending && decide.variables?.action === 'decline'}
            onClick={() => void send('decline')}
          >
            {t('suggestion.decline')}
          </Button>
        </Group>
      </Card.Body>
    </Card.Root>
  )
}
