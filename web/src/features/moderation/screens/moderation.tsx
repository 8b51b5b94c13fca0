// /moderation (docs/screens.md "Moderation"): the reports waiting for a decision and the log, for
// moderators; anyone else signed in is told the page is not for them (the guard sends visitors to sign in).
import { Button, Container, Group, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import type { UserDto } from '@travel/domain'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useCurrentUser } from '@/stores/root-store'
import { useIsModerator } from '../api/get-profile'
import { ModerationLog } from '../components/moderation-log'
import { ModerationQueue } from '../components/moderation-queue'
import { MergeQueue } from '../components/merge-queue'
import { OverdueSuggestionsLink } from '../components/overdue-suggestions-link'

const VIEW_PARAM = 'view'

function OnlyModerators() {
  const { t } = useTranslation('moderation')
  return (
    <Stack gap="4" py="6">
      <Heading as="h1" size="2xl">
        {t('forbidden.title')}
      </Heading>
      <Text>{t('forbidden.text')}</Text>
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={paths.home}>{t('forbidden.home')}</RouterLink>
      </ChakraLink>
    </Stack>
  )
}

function ModerationViews({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation')
  const [params, setParams] = useSearchParams()
  const showLog = params.get(VIEW_PARAM) === 'log'
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <Group attached role="group" aria-label={t('views.label')}>
        <Button
          variant={showLog ? 'outline' : 'solid'}
          colorPalette="brand"
          aria-pressed={!showLog}
          onClick={() => setParams({})}
        >
          {t('views.queue')}
        </Button>
        <Button
          variant={showLog ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={showLog}
          onClick={() => setParams({ [VIEW_PARAM]: 'log' })}
        >
          {t('views.log')}
        </Button>
      </Group>
      {showLog ? (
        <ModerationLog userId={userId} />
      ) : (
        <>
          <OverdueSuggestionsLink userId={userId} />
          <MergeQueue userId={userId} />
          <ModerationQueue userId={userId} />
        </>
      )}
    </Stack>
  )
}

function ModerationFor({ user }: { user: UserDto }) {
  const { t } = useTranslation('moderation')
  const moderator = useIsModerator(user)
  if (moderator === 'pending') return <LoadingState label={t('queue.loading')} />
  if (moderator === 'error') return <ErrorState message={t('common:errors.generic')} />
  return moderator ? <ModerationViews userId={user._id} /> : <OnlyModerators />
}

export default function ModerationScreen() {
  const { t } = useTranslation('moderation')
  useDocumentTitle(t('title'))
  const user = useCurrentUser()
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '4' }}>
      {user ? <ModerationFor user={user} /> : null}
    </Container>
  )
}
