// /trips/:id: one of the traveller's trips (docs/screens.md "Trip"): the map, the days and their stops with
// the way between them and their warnings, and what the owner does with it: reorder, nights, free points,
// exports, keeping it offline, a private link, publishing it as an itinerary.
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TbRoute } from 'react-icons/tb'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { pickLanguage, planTrip, tripExportPath, type LatLng, type TripDto } from '@travel/domain'
import { GpsDownload } from '@/components/download/gps-download'
import { AlertNote } from '@/components/feedback/alert-note'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'
import { ScreenContainer } from '@/components/layout/screen-container'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { ApiError, apiDownload, errorMessage } from '@/lib/api-client'
import { changeKeptEvents } from '@/lib/offline/kept-events-query'
import { dropTripOffline } from '@/lib/offline/kept-trips'
import { useCurrentUser } from '@/stores/root-store'
import { useDeleteTrip, useTrip, type TripChange } from '../api/trips'
import type { StopEditing } from '../components/trip-days'
import { AddPoint } from '../components/add-point'
import { TripDays } from '../components/trip-days'
import { TripHeader } from '../components/trip-header'
import { TripMap } from '../components/trip-map'
import { TripOffline } from '../components/trip-offline'
import { TripShare } from '../components/trip-share'
import { TripTotals } from '../components/trip-totals'
import { useShownTrip } from '../hooks/use-shown-trip'

/** After a move the row is elsewhere: the focus goes back to its button, or to the other one at an end. */
function refocus(stopId: string, direction: 'up' | 'down') {
  requestAnimationFrame(() => {
    const other = direction === 'up' ? 'down' : 'up'
    const button =
      document.querySelector<HTMLButtonElement>(`[data-move="${stopId}-${direction}"]:not(:disabled)`) ??
      document.querySelector<HTMLButtonElement>(`[data-move="${stopId}-${other}"]`)
    button?.focus()
  })
}

function OwnTrip({ userId, trip: server }: { userId: string; trip: TripDto }) {
  const { t, i18n } = useTranslation('trips')
  const navigate = useNavigate()
  const { shown: trip, send, saving, failure } = useShownTrip(userId, server)
  const remove = useDeleteTrip(userId)
  const queryClient = useQueryClient()
  const [now] = useState(() => new Date())
  const [picked, setPicked] = useState<LatLng | null>(null)
  const plan = useMemo(() => planTrip(trip.stops), [trip.stops])
  const language = pickLanguage(i18n.language)
  // one object for the page's life, so a stop whose place and way are unchanged is not drawn anew
  const editing = useMemo<StopEditing>(() => {
    const quietly = (next: TripChange) => void send(next).catch(() => undefined)
    return {
      move: (stopId, after, direction) => {
        quietly({ kind: 'stop', stopId, body: { after } })
        if (direction) refocus(stopId, direction)
      },
      overnight: (stopId, overnight) => quietly({ kind: 'stop', stopId, body: { overnight } }),
      remove: (stopId) => quietly({ kind: 'remove-stop', stopId }),
      edit: (stopId, body) => send({ kind: 'stop', stopId, body }),
    }
  }, [send])

  return (
    <Stack gap="6">
      <TripHeader
        trip={trip}
        onSave={(body) => send({ kind: 'trip', body })}
        onDelete={async () => {
          await remove.mutateAsync(trip._id)
          await changeKeptEvents(queryClient, () => dropTripOffline(trip._id))
          void navigate(paths.trips)
        }}
      />
      <AlertNote status="error" message={failure ? errorMessage(failure) : null} strong />
      <TripTotals plan={plan} stops={trip.stops.length} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }} gap="6" alignItems="start">
        <Stack gap="3" gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }} position={{ lg: 'sticky' }} top="4">
          <TripMap stops={trip.stops} onPick={setPicked} picked={picked} />
          <AddPoint
            picked={picked}
            busy={saving}
            onCancel={() => setPicked(null)}
            onAdd={async (name, point) => {
              await send({ kind: 'add-stop', body: { name, coordinates: [...point] } }).catch(() => undefined)
              setPicked(null)
            }}
          />
        </Stack>
        <Box as="section" aria-labelledby="trip-stops" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
          <Flex columnGap="3" rowGap="1" wrap="wrap" align="baseline" mb="3">
            <Heading as="h2" size="lg" id="trip-stops">
              {t('stops.title')}
            </Heading>
            {/* always there, so a screen reader hears it appear */}
            <Text role="status" fontSize="sm" color="fg.muted">
              {saving ? t('stops.saving') : ''}
            </Text>
          </Flex>
          <TripDays trip={trip} now={now} editing={editing} saving={saving} />
        </Box>
      </Grid>
      {trip.stops.length > 0 ? (
        <GpsDownload
          download={(format) => apiDownload(tripExportPath(trip._id, format, language), `trip.${format}`)}
        />
      ) : null}
      {trip.stops.length > 0 ? <TripOffline trip={trip} /> : null}
      <TripShare userId={userId} tripId={trip._id} />
      {trip.publishedEventId ? (
        <Box>
          <Button asChild variant="outline">
            <RouterLink to={paths.event(trip.publishedEventId)}>
              <TbRoute aria-hidden="true" />
              {t('publish.open')}
            </RouterLink>
          </Button>
        </Box>
      ) : trip.stops.length > 0 ? (
        <Box>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={paths.publishTrip(trip._id)}>
              <TbRoute aria-hidden="true" />
              {t('publish.start')}
            </RouterLink>
          </Button>
        </Box>
      ) : null}
    </Stack>
  )
}

export function TripScreen() {
  const { t } = useTranslation('trips')
  const id = useParams().id ?? ''
  const user = useCurrentUser()
  const { data: trip, error } = useTrip(user?._id ?? '', id)
  useDocumentTitle(trip ? trip.name : t('trip.title'))
  return (
    <ScreenContainer>
      {trip && user ? (
        <OwnTrip userId={user._id} trip={trip} />
      ) : error ? (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {error instanceof ApiError && error.status === 404 ? t('trip.notFound') : t('trip.title')}
          </Heading>
          <ErrorState message={errorMessage(error)} />
        </Stack>
      ) : (
        <LoadingState label={t('trip.loading')} />
      )}
    </ScreenContainer>
  )
}

export default TripScreen
