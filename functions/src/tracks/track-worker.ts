// The worker thread that reads route files (track-pool.ts): each message is the bytes of one file, each
// answer its track or the reason it is refused. Parsing and summarising are plain CPU work on data the
// worker owns, so nothing here touches the network, the store or the API's thread.
import { parentPort } from 'node:worker_threads'
import { parseGpx } from './parse-gpx'
import { summariseTrack } from './summarise-track'
import { TrackFileError } from './track-file-error'
import type { TrackJob, TrackOutcome } from './track-pool'

const port = parentPort
if (!port) throw new Error('track-worker runs only as a worker thread')

port.on('message', ({ bytes }: TrackJob) => {
  let outcome: TrackOutcome
  try {
    outcome = { ok: true, track: summariseTrack(parseGpx(bytes)) }
  } catch (error) {
    outcome =
      error instanceof TrackFileError
        ? { ok: false, code: error.code }
        : { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }
  }
  port.postMessage(outcome)
})
