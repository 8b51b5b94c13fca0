// Where the event is: the map when it can be shown, otherwise a link that opens the spot in Google Maps.
import { Box, Link, Skeleton } from '@chakra-ui/react'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaMapMarkerAlt } from 'react-icons/fa'
import { config } from '@/config/env'

const EventMap = lazy(() => import('./event-map'))

export function mapsSearchUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${lat},${lng}`
}

interface EventLocationProps {
  coordinates: readonly number[]
  title: string
  /** the Maps key; defaults to the configured one (VITE_MAPS_API_KEY) */
  mapsApiKey?: string
}

export function EventLocation({ coordinates, title, mapsApiKey = config.mapsApiKey }: EventLocationProps) {
  const { t } = useTranslation('events')
  const [failed, setFailed] = useState(false)
  const [lat, lng] = coordinates
  if (lat === undefined || lng === undefined) return null

  if (mapsApiKey && !failed) {
    return (
      <Suspense fallback={<Skeleton height="96" width="100%" borderRadius="l3" />}>
        <EventMap apiKey={mapsApiKey} lat={lat} lng={lng} title={title} onError={() => setFailed(true)} />
      </Suspense>
    )
  }
  return (
    <Box minH="10" display="flex" alignItems="center">
      <Link
        href={mapsSearchUrl(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
        fontWeight="semibold"
      >
        <FaMapMarkerAlt aria-hidden="true" /> {t('detail.openInMaps')}
      </Link>
    </Box>
  )
}
