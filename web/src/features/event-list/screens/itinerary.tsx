// /events/itinerary: itineraries have no subsections, so the page is their list. With ?trip= (a trip's
// "Publish as an itinerary") the add form opens filled in from the trip, which is published once saved.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { PUBLISH_TRIP_PARAM, paths } from '@/config/paths'
import { usePublishDraft } from '@/features/trips'
import { mainSectionLabel } from '@/utils/labels'
import type { AddEventDraft } from '../components/add-event-panel'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'

function useTripDraft(): AddEventDraft | null {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const draft = usePublishDraft(params.get(PUBLISH_TRIP_PARAM))
  return useMemo(
    () =>
      draft && {
        values: draft.values,
        onCreated: async (event) => {
          await draft.publish(event._id).catch((error: unknown) => {
            console.error('Publishing the trip failed:', error)
          })
          void navigate(paths.event(event._id))
        },
      },
    // one draft per trip read: a new object each render would open the form again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft?.values.title, draft?.values.description],
  )
}

export function ItineraryScreen() {
  const { t } = useTranslation('events')
  const addDraft = useTripDraft()
  return (
    <Page title={mainSectionLabel(t, 'itinerary')} intro={t('tiles.itinerary')}>
      <EventsList section="itinerary" hideFilters addDraft={addDraft} />
    </Page>
  )
}

export default ItineraryScreen
