// How an events list is shown, kept in the address so a map or a "near" list can be shared and reloaded:
// ?view=map for the map, ?near=lat,lng (and &radius=km) for the events near a place, nearest first.
import { useCallback, useMemo } from 'react'
import { useAddressParams } from '@/hooks/use-address-params'
import {
  NEAR_RADIUS_DEFAULT_KM,
  NEAR_RADIUS_MAX_KM,
  NEAR_RADIUS_MIN_KM,
  parseNearPoint,
  type LatLng,
  type NearFilter,
} from '@travel/domain'

export type ListView = 'list' | 'map'

/** Coordinates in the address: five decimals (about a metre) say enough and keep links short. */
const round = (value: number) => Math.round(value * 1e5) / 1e5

export function useListView() {
  const [params, updateParams] = useAddressParams()
  const view: ListView = params.get('view') === 'map' ? 'map' : 'list'
  const nearText = params.get('near')
  const radiusText = params.get('radius')

  const near = useMemo<NearFilter | undefined>(() => {
    const point = nearText ? parseNearPoint(nearText) : undefined
    if (!point) return undefined
    const radius = Number(radiusText)
    const radiusKm =
      Number.isFinite(radius) && radius >= NEAR_RADIUS_MIN_KM && radius <= NEAR_RADIUS_MAX_KM
        ? radius
        : NEAR_RADIUS_DEFAULT_KM
    return { lat: point[0], lng: point[1], radiusKm }
  }, [nearText, radiusText])

  const update = useCallback(
    (change: (next: URLSearchParams) => void, state?: ListViewState) =>
      // a view switch is a step the Back button undoes; it does not scroll the page to the top
      updateParams(change, { preventScrollReset: true, ...(state ? { state } : {}) }),
    [updateParams],
  )

  const setView = useCallback(
    (next: ListView) =>
      update((p) => {
        if (next === 'map') p.set('view', 'map')
        else p.delete('view')
      }),
    [update],
  )

  const setNear = useCallback((next: NearFilter | undefined) => update((p) => writeNear(p, next)), [update])

  /** The list of the events near a place picked on the map; one step back in the history returns to the map. */
  const showNearOnList = useCallback(
    ([lat, lng]: LatLng, radiusKm: number) =>
      update(
        (p) => {
          writeNear(p, { lat, lng, radiusKm })
          p.delete('view')
        },
        { focus: 'near' },
      ),
    [update],
  )

  return { view, setView, near, setNear, showNearOnList }
}

/** What a view change asks of the page it lands on: `focus: 'near'` puts the focus on the "near" line. */
export interface ListViewState {
  focus?: 'near'
}

function writeNear(p: URLSearchParams, next: NearFilter | undefined) {
  if (!next) {
    p.delete('near')
    p.delete('radius')
    return
  }
  p.set('near', `${round(next.lat)},${round(next.lng)}`)
  if (next.radiusKm === NEAR_RADIUS_DEFAULT_KM) p.delete('radius')
  else p.set('radius', String(next.radiusKm))
}
