// Above the reports: how many suggested edits their authors have left unanswered for 14 days, and the
// way to them. Moderators decide those on the suggestions screen, with the same cards as the authors.
import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useOverdueSuggestionCount } from '../api/overdue-suggestions'

export function OverdueSuggestionsLink({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation')
  const count = useOverdueSuggestionCount(userId)
  if (!count.data) return null
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {t('overdueSuggestions.text', { count: count.data })}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`${paths.suggestions}#overdue`}>
            {t('overdueSuggestions.link', { count: count.data })}
          </RouterLink>
        </ChakraLink>
      </Alert.Description>
    </Alert.Root>
  )
}
