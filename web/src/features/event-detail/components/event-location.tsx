// Where a place is: a map with its marker at zoom 10 (Google Maps with a key, the keyless map without),
// and the links out: the spot in Google Maps, the author's own map. The map's code loads only on pages
// that show one.
import { Link, Skeleton } from '@chakra-ui/react'
import { Suspense, lazy, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FaArrowUpRightFromSquare, FaLocationDot } from 'react-icons/fa6'
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

/** A link out to a map, in a new tab so the event's page stays where it was. */
function MapTabLink({ href, icon, label }: { href: string; icon: ReactNode; label: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      fontWeight="semibold"
      minH="10"
    >
      {icon} {label}
    </Link>
  )
}

/** A link that opens the spot in Google Maps. */
export function OpenInMapsLink({ coordinates }: { coordinates: readonly number[] }) {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  const [lat, lng] = coordinates
  if (lat === undefined || lng === undefined) return null
  return (
    <MapTabLink
      href={mapsSearchUrl(lat, lng)}
      icon={<FaLocationDot aria-hidden="true" />}
      label={t('detail.openInMaps')}
    />
  )
}

/** A map link may be a full address or just a place name; a name becomes a Google Maps search. */
function mapHref(map: string): string {
  return /^https?:\/\//i.test(map)
    ? map
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(map)}`
}

/** The map the author linked to (the event's `map`). */
export function EventMapLink({ map }: { map: string }) {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  return (
    <MapTabLink
      href={mapHref(map)}
      icon={<FaArrowUpRightFromSquare aria-hidden="true" />}
      label={t('detail.mapLink')}
    />
  )
}
