// /events/section: the overview of the four sections.
import { useTranslation } from 'react-i18next'
import { Page } from '../components/page'
import { SectionTiles } from '../components/section-tiles'

export function SectionsOverviewScreen() {
  const { t } = useTranslation(['list-screens', 'events'], { nsMode: 'fallback' })
  return (
    <Page title={t('sectionsOverview.title')} intro={t('sectionsOverview.intro')}>
      <SectionTiles withDescriptions />
    </Page>
  )
}

export default SectionsOverviewScreen
