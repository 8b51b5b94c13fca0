// /shared/:token: a wishlist shared by its owner's private link (docs/screens.md "Shared list"), read-only
// and for anyone with the address; rendered by the server like the lists, but kept out of search engines.
import { Box, Flex, Heading, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { pickLanguage, sharedListExportPath, type SharedListDto } from '@travel/domain'
import { GpsDownload } from '@/components/download/gps-download'
import { SharedLinkScreen } from '@/components/share/shared-link-screen'
import { EmptyState } from '@/components/feedback/status-views'
import { config } from '@/config/env'
import { EventCard, EventCardGrid } from '@/features/event-list'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useSharedList } from '../api/get-shared-list'

/** Cards in the first row are above the fold on a desktop; the rest load lazily. */
const EAGER_CARDS = 3

function SharedListView({ token, list }: { token: string; list: SharedListDto }) {
  const { t, i18n } = useTranslation('wishlist')
  const language = pickLanguage(i18n.language)
  const name = list.owner.username
  return (
    <Flex direction="column" gap="6">
      <Flex direction="column" gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('shared.title', { name })}
        </Heading>
        <Text>{t('shared.intro', { name })}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('shared.readOnly', { name })}
        </Text>
      </Flex>
      {list.events.length > 0 ? (
        <GpsDownload
          hrefOf={(format) => `${config.apiBase}/api${sharedListExportPath(token, format, language)}`}
        />
      ) : null}
      {list.events.length === 0 ? (
        <EmptyState message={t('shared.empty')} />
      ) : (
        <EventCardGrid aria-label={t('shared.listLabel')}>
          {list.events.map((event, index) => (
            <Box as="li" display="flex" key={event._id}>
              <EventCard event={event} eager={index < EAGER_CARDS} />
            </Box>
          ))}
        </EventCardGrid>
      )}
    </Flex>
  )
}

export function SharedListScreen() {
  const { t } = useTranslation('wishlist')
  const token = useParams().token ?? ''
  const state = useSharedList(token)
  const name = state.status === 'success' ? state.list.owner.username : null
  useDocumentTitle(
    name ? t('shared.title', { name }) : t('shared.notFoundTitle'),
    name ? t('shared.intro', { name }) : undefined,
  )
  return (
    <SharedLinkScreen state={state} t={t} loading={t('shared.loading')}>
      {state.status === 'success' ? <SharedListView token={token} list={state.list} /> : null}
    </SharedLinkScreen>
  )
}

export default SharedListScreen
