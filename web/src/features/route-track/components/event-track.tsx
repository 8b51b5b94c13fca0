// The route of an event: its map (the line, start and finish), its numbers and its elevation profile;
// pointing at the profile shows the spot on the map. Loaded only on pages of events with a track, with
// the map and chart code it needs.
import { Grid, Heading, Stack } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cumulativeKm, pointAlong, type TrackDto } from '@travel/domain'
import { RouteMap } from '@/components/map/route-map'
import type { MapPlace, MapRoute } from '@/components/map/route-map-props'
import { config } from '@/config/env'
import { formatKm } from '@/utils/format-number'
import { ElevationProfile } from './elevation-profile'
import { TrackStats } from './track-stats'

interface EventTrackProps {
  track: TrackDto
  /** a camp or place with the track of its approach: the place itself, marked on the same map */
  place?: MapPlace
  mapsApiKey?: string
}

function EventTrack({ track, place, mapsApiKey = config.mapsApiKey }: EventTrackProps) {
  const { t, i18n } = useTranslation('tracks')
  const [active, setActive] = useState<number | null>(null)
  const cumulative = useMemo(() => cumulativeKm(track.line), [track.line])
  const route = useMemo<MapRoute>(
    () => ({
      line: track.line,
      start: track.start,
      end: track.end,
      bbox: place ? withPoint(track.bbox, place.position) : track.bbox,
      startLabel: t('start'),
      endLabel: t('end'),
    }),
    [track, place, t],
  )
  const sample = active === null ? undefined : track.profile?.[active]
  const spot = sample
    ? {
        position: pointAlong(track.line, track.distanceKm ? sample[0] / track.distanceKm : 0, cumulative),
        label: t('profile.spot', { distance: formatKm(sample[0], i18n.language) }),
      }
    : null

  return (
    <Stack as="section" aria-labelledby="event-route-heading" gap="4">
      <Heading as="h2" id="event-route-heading" size="lg">
        {t('heading')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 12rem' }} gap="4" alignItems="start">
        <RouteMap
          label={t('mapLabel')}
          route={route}
          {...(place ? { place } : {})}
          spot={spot}
          mapsApiKey={mapsApiKey}
          {...(config.mapsMapId ? { mapId: config.mapsMapId } : {})}
        />
        <TrackStats track={track} />
      </Grid>
      {track.profile && track.profile.length > 1 ? (
        <ElevationProfile
          profile={track.profile}
          distanceKm={track.distanceKm}
          lowestM={track.minEleM ?? 0}
          highestM={track.maxEleM ?? 0}
          active={active}
          onActive={setActive}
        />
      ) : null}
    </Stack>
  )
}

/** A bounding box grown to hold a point. */
function withPoint(
  [south, west, north, east]: TrackDto['bbox'],
  [lat, lng]: readonly [number, number],
): TrackDto['bbox'] {
  return [Math.min(south, lat), Math.min(west, lng), Math.max(north, lat), Math.max(east, lng)]
}

export default EventTrack
