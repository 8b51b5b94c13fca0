// The text of an exported GPX 1.1 or KML 2.2 file, piece by piece: the route writes the opening, then each
// page of events as it is read, then the closing, so no file is ever held whole (docs/api.md).
// Camps and places are waypoints, with their track (an access road) as well; routes are tracks.
import {
  GPS_EXPORT_WORDS,
  countryWords,
  sectionTakesCoordinates,
  sectionWords,
  type EventDto,
  type GpsExportFormat,
  type Language,
} from '@travel/domain'

/** What every piece of one file needs: the words of the reader's language and where event pages are. */
export interface ExportContext {
  language: Language
  /** the list's name, e.g. "Wishlist" */
  title: string
  /** the event page's address */
  eventUrl(id: string): string
  now: Date
}

/** Characters XML 1.0 cannot hold at all (controls, lone surrogates, U+FFFE/U+FFFF) are left out. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these are the characters to remove
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] as string)
}

/** A coordinate as stored, written as a plain decimal (the schemas' xsd:decimal has no exponent). */
export function decimal(n: number): string {
  const text = String(n)
  return /e/i.test(text) ? n.toFixed(12).replace(/\.?0+$/, '') : text
}

/** The description's opening shown on a device: the facts come first, the traveller's words after. */
const DESCRIPTION_SHOWN = 500

/** The event's facts in the reader's language, one a line, then the start of its description. */
function descriptionOf(event: EventDto, language: Language): string {
  const words = GPS_EXPORT_WORDS[language]
  const facts = [
    sectionWords(words, event.section),
    `${words.accessLabel}: ${words.access[event.access]}`,
    `${words.country}: ${countryWords(language, event.country)}`,
    `${words.date}: ${event.date}`,
  ]
  if (event.track) {
    facts.push(`${words.distance}: ${event.track.distanceKm} km`)
    if (event.track.ascentM > 0) facts.push(`${words.climb}: ${Math.round(event.track.ascentM)} m`)
  }
  if (event.rating) facts.push(`${words.rating}: ${event.rating.average}/5 (${event.rating.count})`)
  const text = event.description.trim()
  const shown = text.length > DESCRIPTION_SHOWN ? `${text.slice(0, DESCRIPTION_SHOWN).trimEnd()}…` : text
  return [...facts, '', shown].join('\n')
}

/** The position of a place or camp, or of a route or itinerary without a track; none when it has none. */
function pointOf(event: EventDto): [number, number] | undefined {
  const [lat, lng] = event.coordinates
  return lat === undefined || lng === undefined ? undefined : [lat, lng]
}

/** The event's track as a line, when it has one a device can draw. */
function lineOf(event: EventDto): [number, number][] | undefined {
  return event.track && event.track.line.length >= 2 ? event.track.line : undefined
}

/**
 * Whether the event is a point of its own: a camp or place is where one goes, its track only the way
 * there; a route or itinerary without a track is shown at its position.
 */
function isWaypoint(event: EventDto): boolean {
  return sectionTakesCoordinates(event.section.main) || !lineOf(event)
}

/** A GPX 1.1 file's opening, up to its metadata: a list's and a trip's alike. */
export function gpxStart(title: string, now: Date): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Travel community" xmlns="http://www.topografix.com/GPX/1/1" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n' +
    `<metadata><name>${xmlText(title)}</name><time>${now.toISOString()}</time></metadata>\n`
  )
}

/** A KML 2.2 file's opening, up to its Document's name. */
export function kmlStart(title: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:atom="http://www.w3.org/2005/Atom">\n' +
    `<Document><name>${xmlText(title)}</name>\n`
  )
}

/** A line as KML coordinates: lng,lat pairs. */
export function kmlLine(line: readonly (readonly [number, number])[]): string {
  const coordinates = line.map(([lat, lng]) => `${decimal(lng)},${decimal(lat)}`).join(' ')
  return `<LineString><tessellate>1</tessellate><coordinates>${coordinates}</coordinates></LineString>`
}

/** A GPX track segment's points. */
export function gpxTrackPoints(line: readonly (readonly [number, number])[]): string {
  return line.map(([lat, lng]) => `<trkpt lat="${decimal(lat)}" lon="${decimal(lng)}"/>`).join('')
}

/** GPX 1.1: all waypoints come before any track, so tracks wait for the end (gpxWriter.end). */
export function gpxWriter(context: ExportContext) {
  const tracks: EventDto[] = []
  const link = (event: EventDto) =>
    `<link href="${xmlText(context.eventUrl(event._id))}"><text>${xmlText(event.title)}</text></link>`
  const section = (event: EventDto) =>
    xmlText(sectionWords(GPS_EXPORT_WORDS[context.language], event.section))
  return {
    start(): string {
      return gpxStart(context.title, context.now)
    },
    /** The waypoints of these events; their tracks are kept for the end. */
    events(events: EventDto[]): string {
      let out = ''
      for (const event of events) {
        if (lineOf(event)) tracks.push(event)
        const point = pointOf(event)
        if (!point || !isWaypoint(event)) continue
        out +=
          `<wpt lat="${decimal(point[0])}" lon="${decimal(point[1])}"><name>${xmlText(event.title)}</name>` +
          `<desc>${xmlText(descriptionOf(event, context.language))}</desc>${link(event)}` +
          `<type>${section(event)}</type></wpt>\n`
      }
      return out
    },
    /** The tracks, one piece each, then the closing tag. */
    *end(): Generator<string> {
      for (const event of tracks) {
        const points = gpxTrackPoints(event.track?.line ?? [])
        yield (
          `<trk><name>${xmlText(event.title)}</name>` +
          `<desc>${xmlText(descriptionOf(event, context.language))}</desc>${link(event)}` +
          `<type>${section(event)}</type><trkseg>${points}</trkseg></trk>\n`
        )
      }
      yield '</gpx>\n'
    },
  }
}

/** KML 2.2: Placemarks may come in any order, so each is written as its event is read. */
export function kmlWriter(context: ExportContext) {
  return {
    start(): string {
      return kmlStart(context.title)
    },
    events(events: EventDto[]): string {
      let out = ''
      for (const event of events) {
        const line = lineOf(event)
        const point = pointOf(event)
        const geometries: string[] = []
        if (point && isWaypoint(event))
          geometries.push(
            `<Point><coordinates>${decimal(point[1])},${decimal(point[0])}</coordinates></Point>`,
          )
        if (line) geometries.push(kmlLine(line))
        const url = context.eventUrl(event._id)
        // a placemark each, as GPX has a waypoint and a track: apps draw a MultiGeometry unevenly
        for (const geometry of geometries)
          out +=
            `<Placemark><name>${xmlText(event.title)}</name>` +
            `<atom:link href="${xmlText(url)}"/>` +
            `<description>${xmlText(`${descriptionOf(event, context.language)}\n\n${url}`)}</description>` +
            `${geometry}</Placemark>\n`
      }
      return out
    },
    *end(): Generator<string> {
      yield '</Document>\n</kml>\n'
    },
  }
}

export type ExportWriter = ReturnType<typeof gpxWriter> | ReturnType<typeof kmlWriter>

export function exportWriter(format: GpsExportFormat, context: ExportContext): ExportWriter {
  return format === 'gpx' ? gpxWriter(context) : kmlWriter(context)
}
