// Where a place is: a map with its marker at zoom 10 (Google Maps with a key, the keyless map without),
// and a link that opens the spot in Google Maps. The map's code loads only on pages that show one.
import { Box, Link, Skeleton } from '@chakra-ui/react'
import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { FaLocationDot } from 'react-icons/fa6'
import { config } from '@/config/env'

const RouteMap = lazy(() => import('@/components/map/route-map'))

function mapsSearchUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${lat},${lng}`
}

interface EventLocationProps {
  coordinates: readonly number[]
  title: string
  /** the Maps key; defaults to the configured one (VITE_MAPS_API_KEY) */
  mapsApiKey?: string
}

/** The place on a map at zoom 10; nothing for an event without coordinates. */
export function EventLocation({ coordinates, title, mapsApiKey = config.mapsApiKey }: EventLocationProps) {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  const [lat, lng] = coordinates
  if (lat === undefined || lng === undefined) return null
  return (
    <Suspense fallback={<Skeleton height="96" width="100%" borderRadius="l3" />}>
      <RouteMap
        label={t('detail.mapLabel')}
        place={{ position: [lat, lng], label: title }}
        mapsApiKey={mapsApiKey}
        {...(config.mapsMapId ? { mapId: config.mapsMapId } : {})}
      />
    </Suspense>
  )
}

/** A link that opens the spot in Google Maps, in a new tab. */
export function OpenInMapsLink({ coordinates }: { coordinates: readonly number[] }) {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  const [lat, lng] = coordinates
  if (lat === undefined || lng === undefined) return null
  return (
    <Box minH="10" display="flex" alignItems="center">
      <Link
        href={mapsSearchUrl(lat, lng)}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
        fontWeight="semibold"
      >
        <FaLocationDot aria-hidden="true" /> {t('detail.openInMaps')}
      </Link>
    </Box>
  )
}
