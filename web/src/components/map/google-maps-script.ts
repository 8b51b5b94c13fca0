// Google's Maps script, loaded once per page with the same settings by every Google map of the site (the
// loader refuses a second call with other options). Imported only by the lazily loaded Google engines.
import { useJsApiLoader, type Libraries } from '@react-google-maps/api'
import { useTranslation } from 'react-i18next'

const LIBRARIES: Libraries = ['marker']

export function useGoogleMapsScript(apiKey: string, mapId: string | undefined) {
  const { i18n } = useTranslation()
  return useJsApiLoader({
    id: 'google-maps',
    googleMapsApiKey: apiKey,
    language: i18n.language,
    libraries: LIBRARIES,
    ...(mapId ? { mapIds: [mapId] } : {}),
  })
}
