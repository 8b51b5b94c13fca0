// Fills in the track of events stored before tracks existed, and computes again those of an older
// TRACK_VERSION, so the local stack shows what a new upload would get. Touches only those events, so it is
// safe to run any number of times; a refused file is stored as `track: null`, not read again at each start.
import { storedEventsWhere } from '../store/events/stored-events-where'
import type { Store } from '../store/port'
import { placementOf } from './events-service'
import type { TrackReader } from '../tracks/read-track'
import { TrackFileError } from '../tracks/track-file-error'
import { TRACK_VERSION, toTrackRecord, type TrackRecord } from '../tracks/track-record'

export interface BackfillReport {
  /** events that got a track (or a track computed again) */
  filled: number
  /** events whose route file was refused (now track: null) */
  refused: number
  /** events left as they were because reading failed for another reason (retried on the next run) */
  failed: number
}

/** Absent, or computed by an older summary; null (a refused file) stays as it is. */
function stale(track: TrackRecord | null | undefined): boolean {
  return track === undefined || (track !== null && (track.version ?? 1) < TRACK_VERSION)
}

export async function backfillTracks({
  store,
  tracks,
  log = (message) => console.warn(message),
}: {
  store: Store
  tracks: TrackReader
  log?: (message: string) => void
}): Promise<BackfillReport> {
  const report: BackfillReport = { filled: 0, refused: 0, failed: 0 }
  const waiting = await storedEventsWhere(store, (event) => Boolean(event.gpxFile) && stale(event.track))
  for (const event of waiting) {
    const gpxFile = event.gpxFile as string
    try {
      const track = toTrackRecord(await tracks(gpxFile))
      await store.events.updateEvent(event.id, {
        track,
        ...placementOf(event.section.main, event.coordinates, track),
        // a computed field, not an edit by the owner
        updatedAt: event.updatedAt,
      })
      report.filled++
    } catch (error) {
      if (error instanceof TrackFileError) {
        await store.events.updateEvent(event.id, { track: null, updatedAt: event.updatedAt })
        log(`track of event ${event.id}: route file refused (${error.code}): ${gpxFile}`)
        report.refused++
      } else {
        log(`track of event ${event.id}: could not be read, left for the next run: ${String(error)}`)
        report.failed++
      }
    }
  }
  return report
}
