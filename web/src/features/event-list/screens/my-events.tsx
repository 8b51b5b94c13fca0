// /my-events: the signed-in user's own events, without the add button (docs/screens.md "My events").
import { useTranslation } from 'react-i18next'
import { SignInNotice } from '@/components/feedback/sign-in-notice'
import { useCurrentUser } from '@/stores/root-store'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'

export function MyEventsScreen() {
  const { t } = useTranslation(['list-screens', 'events'], { nsMode: 'fallback' })
  const user = useCurrentUser()
  return (
    <Page title={t('myEvents.title')}>
      {user ? (
        <EventsList user={user._id} hideAddForm />
      ) : (
        <SignInNotice status="warning" message={t('myEvents.signIn')} linkLabel={t('list.signIn')} />
      )}
    </Page>
  )
}

export default MyEventsScreen
