// Reads the points of a GPX 1.0 or 1.1 file, tracks or else routes, with a streaming parser that expands
// and fetches nothing; any DOCTYPE or ENTITY declaration refuses the file before parsing starts, so no XML
// bomb or external entity can exist (why saxes and not a DOM: docs/routes-and-maps.md).
import { SaxesParser } from 'saxes'
import { TRACK_MAX_POINTS } from '@travel/domain'
import { TrackFileError } from './track-file-error'

export interface GpxPoint {
  lat: number
  lng: number
  /** metres, null when the point has no elevation */
  ele: number | null
  /** ms since the epoch, null when the point has no time */
  time: number | null
}

/** Segments in file order; each is a run of points recorded or planned without a break. */
export type GpxSegments = GpxPoint[][]

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i

/** Decodes the bytes as the BOM says (UTF-16 files exist), UTF-8 otherwise. */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  return new TextDecoder('utf-8').decode(bytes)
}

function localName(name: string): string {
  const colon = name.indexOf(':')
  return colon === -1 ? name : name.slice(colon + 1)
}

function coordinate(value: string | undefined, limit: number): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value.trim())
  return value.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined
}

export function parseGpx(input: Uint8Array | string): GpxSegments {
  const text = typeof input === 'string' ? input : decode(input)
  if (DECLARATION.test(text)) throw new TrackFileError('gpx_entities')

  const tracks: GpxSegments = []
  const routes: GpxSegments = []
  let count = 0
  let sawRoot = false
  let segment: GpxPoint[] | undefined
  let point: GpxPoint | undefined
  // collects the text of <ele> or <time> inside a point
  let field: 'ele' | 'time' | undefined
  let fieldText = ''

  const parser = new SaxesParser({ position: false })
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (!sawRoot) {
      if (name !== 'gpx') throw new TrackFileError('gpx_not_gpx')
      sawRoot = true
      return
    }
    switch (name) {
      case 'trkseg':
        segment = []
        tracks.push(segment)
        break
      case 'rte':
        segment = []
        routes.push(segment)
        break
      case 'trkpt':
      case 'rtept': {
        const attributes = tag.attributes as Record<string, string>
        const lat = coordinate(attributes.lat, 90)
        const lng = coordinate(attributes.lon, 180)
        // A point without a readable position cannot be drawn or measured: it is skipped.
        point = lat === undefined || lng === undefined ? undefined : { lat, lng, ele: null, time: null }
        break
      }
      case 'ele':
      case 'time':
        if (point) {
          field = name
          fieldText = ''
        }
        break
    }
  })
  parser.on('text', (chunk) => {
    if (field) fieldText += chunk
  })
  parser.on('closetag', (tag) => {
    const name = localName(tag.name)
    if (field && name === field && point) {
      if (field === 'ele') {
        const ele = Number(fieldText.trim())
        point.ele = fieldText.trim() !== '' && Number.isFinite(ele) ? ele : null
      } else {
        const time = Date.parse(fieldText.trim())
        point.time = Number.isFinite(time) ? time : null
      }
      field = undefined
      return
    }
    if ((name === 'trkpt' || name === 'rtept') && point) {
      // A trkpt outside a trkseg (or an rtept outside an rte) is not well-formed GPX: it opens its own run.
      if (!segment) {
        segment = []
        ;(name === 'trkpt' ? tracks : routes).push(segment)
      }
      count++
      if (count > TRACK_MAX_POINTS) throw new TrackFileError('gpx_too_many_points')
      segment.push(point)
      point = undefined
    } else if (name === 'trkseg' || name === 'rte' || name === 'trk') {
      segment = undefined
    }
  })

  try {
    parser.write(text).close()
  } catch (error) {
    if (error instanceof TrackFileError) throw error
    // saxes reports every well-formedness problem (and an undeclared entity) as an Error with a message.
    throw new TrackFileError('gpx_not_xml')
  }
  if (!sawRoot) throw new TrackFileError('gpx_not_xml')

  // A planning app may write both the planned route and the track computed from it: the track wins, so
  // the way is never counted twice.
  const chosen = tracks.some((s) => s.length) ? tracks : routes
  const segments = chosen.filter((s) => s.length > 0)
  if (!segments.length) throw new TrackFileError('gpx_no_points')
  return segments
}
