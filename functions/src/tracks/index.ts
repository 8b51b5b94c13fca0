// Route tracks: GPX files read on the server and summarised once, when an event is saved.
export { parseGpx, type GpxPoint, type GpxSegments } from './parse-gpx'
export { trackReader, type TrackReader } from './read-track'
export { summariseTrack } from './summarise-track'
export { TrackFileError } from './track-file-error'
export { TRACK_VERSION, fromTrackRecord, toTrackRecord, type TrackRecord } from './track-record'
export { createTrackPool, sharedTrackPool, type TrackPool } from './track-pool'
