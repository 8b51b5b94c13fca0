// A route file the API refuses, with the reason as a ValidationKey of the gpxFile field.
import type { TrackError } from '@travel/domain'

export class TrackFileError extends Error {
  constructor(readonly code: TrackError) {
    super(code)
    this.name = 'TrackFileError'
  }
}
