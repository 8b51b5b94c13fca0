// /suggestions (docs/screens.md "Suggested edits"): the open suggestions on the reader's events, each to
// accept field by field or decline, the suggestions the reader sent with what became of them, and for
// moderators the ones whose authors have been silent for 14 days.
import { Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { UserDto } from '@travel/domain'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/status-views'
import { TitledPage } from '@/components/layout/titled-page'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { errorMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/stores/root-store'
import { useMySuggestions, useOverdueSuggestions } from '../api/suggestions'
import { SentSuggestion } from '../components/sent-suggestion'
import { SuggestionCard } from '../components/suggestion-card'

/** Moderators: the suggestions a silent author left, to decide the same way, kept in the moderation log. */
function OverdueSection({ user }: { user: UserDto }) {
  const { t } = useTranslation('changes')
  const overdue = useOverdueSuggestions(user._id, true)
  if (overdue.isError) return <ErrorState message={errorMessage(overdue.error)} />
  if (!overdue.data) return <LoadingState label={t('suggestions.loading')} />
  return (
    <ListSection
      id="overdue"
      title={t('suggestions.overdue')}
      intro={t('suggestions.overdueIntro')}
      empty={t('suggestions.noneOverdue')}
    >
      {overdue.data.suggestions.map((s) => (
        <SuggestionCard key={s.id} suggestion={s} userId={user._id} moderator />
      ))}
    </ListSection>
  )
}

function SuggestionLists({ user }: { user: UserDto }) {
  const { t } = useTranslation('changes')
  const mine = useMySuggestions(user._id)
  if (mine.isError) return <ErrorState message={errorMessage(mine.error)} />
  if (!mine.data) return <LoadingState label={t('suggestions.loading')} />
  const { received, sent } = mine.data
  return (
    <Stack gap="8">
      {user.moderator ? <OverdueSection user={user} /> : null}
      <ListSection id="received" title={t('suggestions.received')} empty={t('suggestions.noneReceived')}>
        {received.suggestions.map((s) => (
          <SuggestionCard key={s.id} suggestion={s} userId={user._id} />
        ))}
      </ListSection>
      <ListSection id="sent" title={t('suggestions.sent')} empty={t('suggestions.noneSent')}>
        {sent.suggestions.map((s) => (
          <SentSuggestion key={s.id} suggestion={s} />
        ))}
      </ListSection>
    </Stack>
  )
}

/** A titled list of suggestion cards, or what it says when there are none. */
function ListSection({
  id,
  title,
  intro,
  empty,
  children,
}: {
  id: string
  title: string
  intro?: string
  empty: string
  children: ReactNode[]
}) {
  return (
    <Stack as="section" gap="4" aria-labelledby={id}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {children.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" ms="0">
          {children}
        </Stack>
      )}
    </Stack>
  )
}

export default function Suggestions() {
  const { t } = useTranslation('changes')
  const user = useCurrentUser()
  useDocumentTitle(t('suggestions.title'))
  return (
    <TitledPage title={t('suggestions.title')} intro={t('suggestions.intro')}>
      {user ? <SuggestionLists user={user} /> : null}
    </TitledPage>
  )
}
