// The Google map of an event's spot (zoom 10, one marker). This module is loaded only when the event has
// coordinates and a Maps key is configured, so other pages never download the Maps library.
import { Box } from '@chakra-ui/react'
import { APIProvider, Map, Marker } from '@vis.gl/react-google-maps'
import { useTranslation } from 'react-i18next'

interface EventMapProps {
  apiKey: string
  lat: number
  lng: number
  title: string
  /** the Maps script failed to load: the page falls back to a plain link */
  onError: () => void
}

export const MAP_ZOOM = 10

export function EventMap({ apiKey, lat, lng, title, onError }: EventMapProps) {
  const { t, i18n } = useTranslation('events')
  return (
    <Box
      height="96"
      width="100%"
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      role="region"
      aria-label={t('detail.mapLabel')}
    >
      <APIProvider apiKey={apiKey} language={i18n.language} onError={onError}>
        <Map
          defaultCenter={{ lat, lng }}
          defaultZoom={MAP_ZOOM}
          gestureHandling="cooperative"
          style={{ width: '100%', height: '100%' }}
        >
          <Marker position={{ lat, lng }} title={title} />
        </Map>
      </APIProvider>
    </Box>
  )
}

export default EventMap
