// What both engines' cluster layers work out alike: the clusters and markers in view, and their
// accessible names; each engine only draws them and turns presses into a selection or a zoom.
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { MapClusterDto, MapPointDto } from '@travel/domain'
import { areasOf, featuresIn, type ClusterIndex, type LngLatBox } from '../lib/event-clusters'
import { markerName, visitDayOf, type VisitDay } from './event-marker-shapes'

export interface ClusterLayerProps {
  index: ClusterIndex
  points: readonly MapPointDto[]
  clusters: readonly MapClusterDto[]
  selectedId: string | undefined
  onSelect: (id: string) => void
}

/** `view`: the world's box the map shows and its zoom level; none until the map knows it. */
export function useClusterLayer(
  index: ClusterIndex,
  points: readonly MapPointDto[],
  clusters: readonly MapClusterDto[],
  view: { box: LngLatBox; zoom: number } | null,
) {
  const { t, i18n } = useTranslation(['events-map', 'events'], { nsMode: 'fallback' })
  const boxKey = view?.box.join()
  const features = useMemo(
    () => (view ? [...areasOf(clusters), ...featuresIn(index, points, view.box, view.zoom)] : []),
    [index, points, clusters, boxKey, view?.zoom], // eslint-disable-line react-hooks/exhaustive-deps -- boxKey stands for box
  )
  // the day is worked out once, not per marker; names are made when a marker first shows, then kept (per
  // language and per answer): a drag must not translate again
  const day = useMemo(() => visitDayOf(i18n.language), [i18n.language])
  const names = useMemo(() => namesOf(t, day), [t, day])
  return { features, day, names }
}

/** The accessible names of clusters and markers, made once each (a new answer brings new points). */
function namesOf(t: TFunction<'events'>, day: VisitDay) {
  const clusters = new Map<number, string>()
  const events = new WeakMap<MapPointDto, string>()
  return {
    cluster(count: number) {
      let name = clusters.get(count)
      if (name === undefined) clusters.set(count, (name = t('map.cluster', { count })))
      return name
    },
    event(point: MapPointDto) {
      let name = events.get(point)
      if (name === undefined) events.set(point, (name = markerName(t, point, day)))
      return name
    },
  }
}
