// /events/:id/history (docs/screens.md "History"): every kept change of an event, newest first, public
// like the event; its author and moderators may revert to any earlier version.
import { Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/status-views'
import { LoadMoreButton } from '@/components/paging/load-more-button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { errorMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/stores/root-store'
import { useEventOfHistory } from '../api/get-event'
import { useHistory } from '../api/get-history'
import { RevisionItem } from '../components/revision-item'

export default function EventHistory() {
  const { t } = useTranslation('changes')
  const id = useParams().id ?? ''
  const event = useEventOfHistory(id)
  const history = useHistory(id)
  const user = useCurrentUser()
  useDocumentTitle(event.data ? t('history.documentTitle', { title: event.data.title }) : t('history.title'))
  if (event.isError || history.isError)
    return <ErrorState message={errorMessage(event.error ?? history.error)} />
  if (!event.data || history.isPending) return <LoadingState label={t('history.loading')} />
  const current = event.data
  const mayRevert = user !== null && (user._id === current.user._id || user.moderator === true)
  return (
    <Container maxW="3xl" py="6">
      <Stack gap="5">
        <Stack gap="1">
          <ChakraLink asChild color="brand.fg" fontSize="sm">
            <RouterLink to={paths.event(current._id)}>
              {t('history.back', { title: current.title })}
            </RouterLink>
          </ChakraLink>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {t('history.heading', { title: current.title })}
          </Heading>
          <Text color="fg.muted">{t('history.intro')}</Text>
        </Stack>
        {history.items.length === 0 ? (
          <EmptyState message={t('history.empty')} />
        ) : (
          <Stack as="ol" gap="4" listStyleType="none" ms="0" aria-label={t('history.listLabel')}>
            {history.items.map((revision, index) => (
              <RevisionItem
                key={revision.id}
                revision={revision}
                event={current}
                canRevert={mayRevert && index > 0}
              />
            ))}
          </Stack>
        )}
        <LoadMoreButton list={history} label={t('history.more')} />
      </Stack>
    </Container>
  )
}
