// A suggestion on one of the reader's events: who suggested what and why (with "Report" for an abusive
// one), each field old → new with a box to accept it (a field changed since is marked and cannot be
// ticked), and the decision: accept the ticked fields, or decline with an optional reason.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  Group,
  Link as ChakraLink,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { checkboxSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { SuggestedField, SuggestionDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { ReportButton } from '@/features/moderation'
import { errorMessage } from '@/lib/api-client'
import { useDecideSuggestion } from '../api/suggestions'
import { FieldChanges } from '@/components/changes/field-changes'

export function SuggestionCard({ suggestion, userId }: { suggestion: SuggestionDto; userId: string }) {
  const { t, i18n } = useTranslation(['changes', 'reports'])
  const decide = useDecideSuggestion(userId)
  const outdated = new Set(suggestion.outdated)
  const [chosen, setChosen] = useState<Set<SuggestedField>>(
    () => new Set(suggestion.changes.map((c) => c.field as SuggestedField).filter((f) => !outdated.has(f))),
  )
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const when = new Date(suggestion.createdAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })

  async function send(action: 'accept' | 'decline') {
    setError(null)
    try {
      await decide.mutateAsync({ id: suggestion.id, action, fields: [...chosen], reason: answer })
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  const toggle = (field: SuggestedField, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(field)
      else next.delete(field)
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
          control={(change) => {
            const field = change.field as SuggestedField
            return (
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                colorPalette="brand"
                checked={chosen.has(field)}
                disabled={outdated.has(field)}
                onCheckedChange={(e) => toggle(field, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">{t(`field.${field}`)}</Checkbox.Label>
              </Checkbox.Root>
            )
          }}
          note={(change) =>
            outdated.has(change.field as SuggestedField) ? (
              <Text fontSize="sm" color="fg.warning">
                {t('suggestion.outdated')}
              </Text>
            ) : null
          }
        />
        <Field.Root>
          <Field.Label>{t('suggestion.answer')}</Field.Label>
          <Textarea
            recipe={textareaRecipe}
            value={answer}
            maxLength={500}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </Field.Root>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        ) : null}
        <Group flexWrap="wrap">
          <Button
            colorPalette="brand"
            disabled={chosen.size === 0}
            loading={decide.isPending && decide.variables?.action === 'accept'}
            onClick={() => void send('accept')}
          >
            {chosen.size === suggestion.changes.length
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
