// /events/itinerary: itineraries have no subsections, so the page is their list.
import { useTranslation } from 'react-i18next'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'
import { mainSectionLabel } from '@/utils/labels'

export function ItineraryScreen() {
  const { t } = useTranslation('events')
  return (
    <Page title={mainSectionLabel(t, 'itinerary')} intro={t('tiles.itinerary')}>
      <EventsList section="itinerary" hideFilters />
    </Page>
  )
}

export default ItineraryScreen
