// Which engine draws a map: Google Maps when a Maps key is configured and its script loads, otherwise the
// keyless map drawn from the app's own data. A script that fails (no network, a refused key) hands over to
// the keyless map for the rest of the visit to that page.
import { useCallback, useState } from 'react'

export type MapEngine = 'google' | 'keyless'

export function mapEngineFor(apiKey: string | undefined, googleFailed: boolean): MapEngine {
  return apiKey && !googleFailed ? 'google' : 'keyless'
}

export function useMapEngine(apiKey: string | undefined) {
  const [googleFailed, setGoogleFailed] = useState(false)
  const onGoogleError = useCallback(() => setGoogleFailed(true), [])
  return { engine: mapEngineFor(apiKey, googleFailed), onGoogleError }
}
