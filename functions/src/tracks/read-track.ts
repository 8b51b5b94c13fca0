// The track of a route file named by its download address: read from the project's bucket (at most the
// upload limit), then parsed and summarised on a worker thread (track-pool.ts). Every refusal is a
// TrackFileError naming the reason.
import { EVENT_FILE_MAX_BYTES, objectPathOfDownloadUrl, type TrackDto } from '@travel/domain'
import type { FileStore } from '../files/file-store'
import { TrackFileError } from './track-file-error'
import { sharedTrackPool, type TrackPool } from './track-pool'

export type TrackReader = (gpxFile: string) => Promise<TrackDto>

/**
 * `gpxFile` has passed the event schema, so it is a download address inside the project's bucket; the
 * object path inside it is what the file store reads.
 */
export function trackReader(files: FileStore, pool: TrackPool = sharedTrackPool()): TrackReader {
  return async (gpxFile) => {
    const path = objectPathOfDownloadUrl(gpxFile)
    if (!path) throw new TrackFileError('gpx_not_found')
    const file = await files.download(path, EVENT_FILE_MAX_BYTES)
    if (file.status === 'missing') throw new TrackFileError('gpx_not_found')
    if (file.status === 'too_large') throw new TrackFileError('gpx_too_large')
    return pool.summarise(file.bytes)
  }
}
