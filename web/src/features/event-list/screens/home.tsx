// / : the section tiles and the full events list with its filters (docs/screens.md "Home").
import { useTranslation } from 'react-i18next'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'
import { SectionTiles } from '../components/section-tiles'

export function HomeScreen() {
  const { t } = useTranslation('events')
  return (
    <Page title={t('home.title')} intro={t('home.intro')}>
      <SectionTiles />
      <EventsList />
    </Page>
  )
}

export default HomeScreen
