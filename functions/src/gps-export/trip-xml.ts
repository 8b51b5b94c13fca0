// An exported trip: GPX 1.1 with a waypoint per stop, one route through the stops in order and each
// stop's stored track; KML 2.2 with a folder of the same. Notes and warnings are in the reader's words.
import {
  dayDate,
  planTrip,
  stopEnds,
  tripWarnings,
  type LatLng,
  type TripDto,
  type TripStopDto,
} from '@travel/domain'
import {
  decimal,
  gpxStart,
  gpxTrackPoints,
  kmlLine,
  kmlStart,
  xmlText,
  type ExportContext,
} from './gps-export-xml'
import { TRIP_WORDS } from './trip-words'

/** What the file says of each stop, in order: its name, position, words and track. */
interface StopPiece {
  name: string
  at: LatLng | null
  description: string
  url: string | null
  line: LatLng[] | null
}

function stopName(stop: TripStopDto): string {
  return stop.kind === 'event' ? (stop.event?.title ?? stop.name) : stop.name
}

function piecesOf(trip: TripDto, context: ExportContext): StopPiece[] {
  const words = TRIP_WORDS[context.language]
  const plan = planTrip(trip.stops)
  const warnings = tripWarnings(trip.stops, trip.vehicle, trip.startDate, context.now)
  const dayOf = new Map<number, number>()
  for (const day of plan.days) for (const i of day.stops) dayOf.set(i, day.number)
  return trip.stops.map((stop, i) => {
    const day = dayOf.get(i) ?? 1
    const lines = [`${words.day} ${day}${trip.startDate ? ` (${dayDate(trip.startDate, day)})` : ''}`]
    if (stop.overnight) lines.push(words.night)
    if (stop.note) lines.push(stop.note)
    const own = warnings[i] ?? []
    if (own.length) lines.push(`${words.warnings}:`, ...own.map((w) => `- ${words.warning(w)}`))
    const track = stop.kind === 'event' ? stop.event?.track : null
    return {
      name: stopName(stop),
      at: stopEnds(stop)?.start ?? null,
      description: lines.join('\n'),
      url: stop.kind === 'event' && stop.event ? context.eventUrl(stop.eventId) : null,
      line: track && track.line.length >= 2 ? track.line : null,
    }
  })
}

const position = ([lat, lng]: LatLng) => `lat="${decimal(lat)}" lon="${decimal(lng)}"`

export function tripGpx(trip: TripDto, context: ExportContext): string {
  const pieces = piecesOf(trip, context)
  const link = (p: StopPiece) =>
    p.url ? `<link href="${xmlText(p.url)}"><text>${xmlText(p.name)}</text></link>` : ''
  const parts = [gpxStart(context.title, context.now)]
  for (const p of pieces)
    if (p.at)
      parts.push(
        `<wpt ${position(p.at)}><name>${xmlText(p.name)}</name><desc>${xmlText(p.description)}</desc>${link(p)}</wpt>\n`,
      )
  const points = pieces.filter((p) => p.at)
  if (points.length)
    parts.push(
      `<rte><name>${xmlText(trip.name)}</name>${points
        .map((p) => `<rtept ${position(p.at!)}><name>${xmlText(p.name)}</name></rtept>`)
        .join('')}</rte>\n`,
    )
  for (const p of pieces)
    if (p.line)
      parts.push(
        `<trk><name>${xmlText(p.name)}</name>${link(p)}<trkseg>${gpxTrackPoints(p.line)}</trkseg></trk>\n`,
      )
  parts.push('</gpx>\n')
  return parts.join('')
}

export function tripKml(trip: TripDto, context: ExportContext): string {
  const pieces = piecesOf(trip, context)
  const placemark = (p: StopPiece, geometry: string) =>
    `<Placemark><name>${xmlText(p.name)}</name>${p.url ? `<atom:link href="${xmlText(p.url)}"/>` : ''}` +
    `<description>${xmlText(p.url ? `${p.description}\n\n${p.url}` : p.description)}</description>${geometry}</Placemark>\n`
  const parts = [kmlStart(context.title), `<Folder><name>${xmlText(trip.name)}</name>\n`]
  for (const p of pieces)
    if (p.at)
      parts.push(
        placemark(p, `<Point><coordinates>${decimal(p.at[1])},${decimal(p.at[0])}</coordinates></Point>`),
      )
  const route = pieces.flatMap((p) => (p.at ? [p.at] : []))
  if (route.length >= 2)
    parts.push(`<Placemark><name>${xmlText(trip.name)}</name>${kmlLine(route)}</Placemark>\n`)
  for (const p of pieces) if (p.line) parts.push(placemark(p, kmlLine(p.line)))
  parts.push('</Folder>\n</Document>\n</kml>\n')
  return parts.join('')
}
