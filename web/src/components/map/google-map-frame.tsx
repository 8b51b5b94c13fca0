// The frame of each Google map of the site: Google's script, the map's named region, and a script that
// fails to load (no network, a refused key) handed over to the keyless map through onError.
import { Box } from '@chakra-ui/react'
import { useEffect, type ReactNode } from 'react'
import type { LatLng } from '@travel/domain'
import { useGoogleMapsScript } from './google-maps-script'

export const latLngLiteral = ([lat, lng]: LatLng): google.maps.LatLngLiteral => ({ lat, lng })

interface Props {
  apiKey: string
  mapId?: string | undefined
  onError: () => void
  /** what the map shows, for screen readers */
  label: string
  height: string
  /** the GoogleMap, rendered once the script has loaded */
  children: ReactNode
}

export function GoogleMapFrame({ apiKey, mapId, onError, label, height, children }: Props) {
  const { isLoaded, loadError } = useGoogleMapsScript(apiKey, mapId)
  useEffect(() => {
    if (loadError) onError()
  }, [loadError, onError])
  return (
    <Box
      height={height}
      width="100%"
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      role="region"
      aria-label={label}
    >
      {isLoaded ? children : null}
    </Box>
  )
}
