// /my-events: the signed-in user's own events, without the add button (spec.md §2 "My events").
import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'

export function MyEventsScreen() {
  const { t } = useTranslation('events')
  const user = useCurrentUser()
  return (
    <Page title={t('myEvents.title')}>
      {user ? (
        <EventsList user={user._id} hideAddForm />
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('myEvents.signIn')}{' '}
              <ChakraLink asChild fontWeight="semibold" color="brand.fg">
                <RouterLink to={paths.signIn}>{t('list.signIn')}</RouterLink>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Page>
  )
}

export default MyEventsScreen
