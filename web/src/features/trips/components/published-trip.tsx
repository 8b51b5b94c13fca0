// The trip an itinerary event was published from, on the event's page: the ordered stops linked to their
// events, the map and the counts. Read live, so a stop edited or gone since shows as it is now.
import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { planTrip, type TripDto } from '@travel/domain'
import { LoadingState } from '@/components/feedback/status-views'
import { useEventTrip } from '../api/share'
import { TripDays } from './trip-days'
import { TripMap } from './trip-map'
import { TripTotals } from './trip-totals'

function PublishedTripView({ trip }: { trip: TripDto }) {
  const { t } = useTranslation('trips')
  const [now] = useState(() => new Date())
  const plan = useMemo(() => planTrip(trip.stops), [trip.stops])
  return (
    <Box as="section" aria-labelledby="published-trip">
      <Stack gap="4">
        <Heading as="h2" size="xl" id="published-trip">
          {t('published.title')}
        </Heading>
        <Text color="fg.muted">{t('published.intro')}</Text>
        <TripTotals plan={plan} stops={trip.stops.length} />
        <TripMap stops={trip.stops} />
        <TripDays trip={trip} now={now} />
      </Stack>
    </Box>
  )
}

export function PublishedTrip({ eventId }: { eventId: string }) {
  const { t } = useTranslation('trips')
  const state = useEventTrip(eventId)
  // an itinerary without a trip (the usual case) shows nothing, nor does a failure: the page stands alone
  if (state.status === 'loading') return <LoadingState label={t('published.loading')} />
  if (state.status !== 'success') return null
  return <PublishedTripView trip={state.trip} />
}

export default PublishedTrip
