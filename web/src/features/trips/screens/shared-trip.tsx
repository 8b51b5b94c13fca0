// /shared-trip/:token: a trip shared by its owner's private link (docs/screens.md "Shared trip"), read-only,
// for anyone with the address, signed in or not, and kept out of search engines.
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { pickLanguage, planTrip, sharedTripExportPath } from '@travel/domain'
import { GpsDownload } from '@/components/download/gps-download'
import { SharedLinkScreen } from '@/components/share/shared-link-screen'
import { config } from '@/config/env'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useSharedTrip } from '../api/share'
import { TripDays } from '../components/trip-days'
import { TripHeader } from '../components/trip-header'
import { TripMap } from '../components/trip-map'
import { TripTotals } from '../components/trip-totals'
import type { TripDto } from '@travel/domain'

function SharedTripView({ token, trip }: { token: string; trip: TripDto }) {
  const { t, i18n } = useTranslation('trips')
  const [now] = useState(() => new Date())
  const plan = useMemo(() => planTrip(trip.stops), [trip.stops])
  const language = pickLanguage(i18n.language)
  return (
    <Stack gap="6">
      <TripHeader trip={trip} />
      <Text fontSize="sm" color="fg.muted">
        {t('shared.readOnly', { name: trip.owner.username })}
      </Text>
      <TripTotals plan={plan} stops={trip.stops.length} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap="6" alignItems="start">
        <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }} position={{ lg: 'sticky' }} top="4">
          <TripMap stops={trip.stops} />
        </Box>
        <Box as="section" aria-labelledby="trip-stops" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
          <Heading as="h2" size="lg" id="trip-stops" mb="3">
            {t('stops.title')}
          </Heading>
          <TripDays trip={trip} now={now} />
        </Box>
      </Grid>
      {trip.stops.length > 0 ? (
        <GpsDownload
          hrefOf={(format) => `${config.apiBase}/api${sharedTripExportPath(token, format, language)}`}
        />
      ) : null}
    </Stack>
  )
}

export function SharedTripScreen() {
  const { t } = useTranslation('trips')
  const token = useParams().token ?? ''
  const state = useSharedTrip(token)
  useDocumentTitle(state.status === 'success' ? state.trip.name : t('shared.notFoundTitle'))
  return (
    <SharedLinkScreen state={state} t={t} loading={t('trip.loading')}>
      {state.status === 'success' ? <SharedTripView token={token} trip={state.trip} /> : null}
    </SharedLinkScreen>
  )
}

export default SharedTripScreen
