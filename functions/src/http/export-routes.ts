// GET /api/events/export.{gpx,kml} and /api/wishlist/export.{gpx,kml}: a list as one file for a GPS or
// phone, streamed as its events are read (docs/api.md "Download for GPS").
import type { Request, RequestHandler, Response } from 'express'
import {
  GPS_EXPORT_CONTENT_TYPES,
  GPS_EXPORT_WORDS,
  countryWords,
  gpsExportFileName,
  isGpsExportFormat,
  languageOfUrl,
  parseEventsQuery,
  pickLanguage,
  queryParams,
  queryStringOf,
  type EventDto,
  type GpsExportFilters,
  type GpsExportFormat,
  type Language,
} from '@travel/domain'
import { badRequest } from './http-error'
import { exportWriter, type ExportContext } from '../gps-export/gps-export-xml'

/** Where exported files link to event pages: the site's origin, or paths on it when none is configured. */
export type EventUrl = (id: string, language: Language) => string

export function eventUrlOf(siteOrigin: string | undefined): EventUrl {
  return (id, language) =>
    `${siteOrigin ?? ''}/events/${encodeURIComponent(id)}${language === 'sk' ? '?lang=sk' : ''}`
}

/**
 * The file's language: ?lang= (a download link cannot set headers), else Accept-Language. A refusal is
 * written in it too, so exportLanguage sets the header the error handler reads to it.
 */
export const exportLanguage: RequestHandler = (req, _res, next) => {
  const asked = languageOfUrl(queryStringOf(req.originalUrl))
  if (asked) req.headers['accept-language'] = asked
  next()
}

function formatOf(req: Request): GpsExportFormat {
  const format = req.params.format
  if (!isGpsExportFormat(format)) throw badRequest({ format: 'export_format_invalid' })
  return format
}

/** The list filters of the request: those of GET /api/events; the page parameters are not asked for. */
export function exportFiltersOf(req: Request): GpsExportFilters {
  const {
    limit: _limit,
    cursor: _cursor,
    lang: _lang,
    ...params
  } = queryParams(queryStringOf(req.originalUrl))
  const parsed = parseEventsQuery(params)
  if (!parsed.ok) throw badRequest(parsed.fields)
  const { limit: _l, ...filters } = parsed.query
  return filters
}

/** Resolves once the answer can take more, or the client has gone; leaves no listener behind. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

/**
 * Lets other requests run between pages: a store that answers at once (the embedded one, a cache) would
 * otherwise keep the thread for the whole file.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))
/** Tracks written between two yields at the end of a GPX file, about a page of events' worth. */
const TRACKS_BETWEEN_YIELDS = 50

/** Pieces are gathered up to this size before each write: fewer, larger chunks on the socket. */
const CHUNK_CHARS = 64 * 1024

/**
 * Writes the file. The first page is read before anything is sent, so a refusal is still a normal error
 * answer; a failure later can only cut the answer short (error-handler.ts).
 */
async function streamExport(
  res: Response,
  format: GpsExportFormat,
  fileName: string,
  context: ExportContext,
  pages: AsyncIterator<EventDto[]>,
): Promise<void> {
  const first = await pages.next()
  const writer = exportWriter(format, context)
  res.status(200)
  res.set('Content-Type', `${GPS_EXPORT_CONTENT_TYPES[format]}; charset=utf-8`)
  res.set('Content-Disposition', `attachment; filename="${fileName}"`)
  let buffered = writer.start()
  const write = async (piece: string) => {
    buffered += piece
    if (buffered.length < CHUNK_CHARS) return
    const more = res.write(buffered)
    buffered = ''
    if (!more) await drained(res)
  }
  for (let page = first; !page.done; page = await pages.next()) {
    if (res.destroyed) return
    await write(writer.events(page.value))
    await yieldToOthers()
  }
  let pieces = 0
  for (const piece of writer.end()) {
    if (res.destroyed) return
    await write(piece)
    if (++pieces % TRACKS_BETWEEN_YIELDS === 0) await yieldToOthers()
  }
  res.end(buffered)
}

/** The handler of one list: `read` gives its events and its name in the file's name and title. */
export function exportHandler(
  eventUrl: EventUrl,
  read: (
    req: Request,
    language: Language,
  ) => {
    name: string
    title: (language: Language) => string
    pages: AsyncIterable<EventDto[]>
  },
  cache: (req: Request, res: Response) => void,
): RequestHandler {
  return async (req, res) => {
    const language = pickLanguage(req.headers['accept-language'])
    const format = formatOf(req)
    const list = read(req, language)
    const now = new Date()
    cache(req, res)
    // Without ?lang= the words inside come from Accept-Language: a shared cache keeps languages apart.
    res.vary('Accept-Language')
    await streamExport(
      res,
      format,
      gpsExportFileName(list.name, format, now),
      { language, title: list.title(language), eventUrl: (id) => eventUrl(id, language), now },
      list.pages[Symbol.asyncIterator](),
    )
  }
}

/** The title inside an exported list's file: "Events" and what it was filtered by. */
export function eventsExportTitle(filters: GpsExportFilters, language: Language): string {
  const words = GPS_EXPORT_WORDS[language]
  const parts = [
    ...(filters.subs?.map((sub) => words.sub[sub]) ??
      filters.sections?.map((main) => words.main[main]) ??
      []),
    ...(filters.country ? [countryWords(language, filters.country)] : []),
    ...(filters.q ? [`"${filters.q}"`] : []),
  ]
  return parts.length ? `${words.events}: ${parts.join(', ')}` : words.events
}
