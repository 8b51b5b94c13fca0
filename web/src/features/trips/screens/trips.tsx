// /trips: the traveller's trips, most recently changed first, and the "New trip" form (docs/screens.md
// "Trips"). A new trip opens at once.
import { Badge, Box, Flex, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { TripSummaryDto, Vehicle } from '@travel/domain'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/status-views'
import { ScreenContainer } from '@/components/layout/screen-container'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { errorMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/stores/root-store'
import { formatDate } from '@/utils/format-date'
import { useCreateTrip, useTrips } from '../api/trips'
import { TripForm } from '../components/trip-form'
import { keepVehicle } from '../api/kept-vehicle'
import { newTripForm } from '../lib/trip-form-values'

function TripCard({ trip }: { trip: TripSummaryDto }) {
  const { t, i18n } = useTranslation('trips')
  return (
    <LinkBox as="li" borderWidth="1px" borderRadius="l3" p="4" _hover={{ bg: 'bg.subtle' }}>
      <Flex gap="2" wrap="wrap" align="baseline" justify="space-between">
        <LinkOverlay asChild>
          <RouterLink to={paths.trip(trip._id)}>
            <Text as="span" fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
              {trip.name}
            </Text>
          </RouterLink>
        </LinkOverlay>
        {trip.publishedEventId ? <Badge colorPalette="brand">{t('list.published')}</Badge> : null}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {[
          trip.startDate ? formatDate(trip.startDate, i18n.language) : t('list.noDate'),
          t('list.stops', { count: trip.stops }),
        ].join(' · ')}
      </Text>
    </LinkBox>
  )
}

function TripList({ userId }: { userId: string }) {
  const { t } = useTranslation('trips')
  const { data, error } = useTrips(userId)
  if (error) return <ErrorState message={errorMessage(error)} />
  if (!data) return <LoadingState label={t('list.loading')} />
  if (data.length === 0) return <EmptyState message={t('list.empty')} />
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t('list.label')}>
      {data.map((trip) => (
        <TripCard key={trip._id} trip={trip} />
      ))}
    </Stack>
  )
}

function NewTrip({ userId, keptVehicle }: { userId: string; keptVehicle: Vehicle | undefined }) {
  const { t, i18n } = useTranslation('trips')
  const create = useCreateTrip(userId)
  const navigate = useNavigate()
  return (
    <Box as="section" aria-labelledby="new-trip" borderWidth="1px" borderRadius="l3" p="4" bg="bg.subtle">
      <Heading as="h2" size="lg" id="new-trip" mb="3">
        {t('new.title')}
      </Heading>
      <TripForm
        initialValues={newTripForm(keptVehicle, i18n.language)}
        submitLabel={t('new.submit')}
        offerKeep
        onSubmit={async (body, keep) => {
          // kept first: a refused vehicle is said in the form, before any trip exists
          if (keep) await keepVehicle(userId, body.vehicle)
          const trip = await create.mutateAsync(body)
          void navigate(paths.trip(trip._id))
        }}
      />
    </Box>
  )
}

export function TripsScreen() {
  const { t } = useTranslation('trips')
  const user = useCurrentUser()
  useDocumentTitle(t('list.title'))
  return (
    <ScreenContainer>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('list.title')}
        </Heading>
        <Text color="fg.muted">{t('list.intro')}</Text>
        {user ? (
          <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
            <Box flex="3" minW="0" width="full">
              <TripList userId={user._id} />
            </Box>
            <Box flex="2" minW="0" width="full">
              <NewTrip userId={user._id} keptVehicle={user.vehicle} />
            </Box>
          </Flex>
        ) : null}
      </Stack>
    </ScreenContainer>
  )
}

export default TripsScreen
