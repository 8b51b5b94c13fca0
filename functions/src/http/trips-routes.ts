// /api/trips (the owner's trips, docs/api.md "Trips"), /api/shared-trips/:token (read-only, anyone with
// the link) and /api/events/:eventId/trip (the trip an itinerary was published with, public as the event).
import { Router, type Request, type RequestHandler, type Response } from 'express'
import { object, string } from 'yup'
import {
  GPS_EXPORT_CONTENT_TYPES,
  gpsExportFileName,
  isGpsExportFormat,
  pickLanguage,
  stopCreateSchema,
  stopUpdateSchema,
  tripCreateSchema,
  tripUpdateSchema,
  type TripDto,
} from '@travel/domain'
import { tripGpx, tripKml } from '../gps-export/trip-xml'
import type { TripsService } from '../services/trips-service'
import { callerOf, requireAuth, viewerOf, type TokenVerifier } from './auth-middleware'
import { cachePublicAnswer } from './cache-control'
import { exportLanguage, type EventUrl } from './export-routes'
import { badRequest } from './http-error'
import { languageOf, readerLanguage } from './reader-language'
import { noStore, ok } from './respond'
import { validateBody } from './validate'

const publishSchema = object({
  eventId: string().strict().trim().typeError('event_id_required').required('event_id_required'),
}).noUnknown()

/** DELETE's version comes in the query: a body on DELETE is dropped by some proxies. */
function versionOf(req: Request): number {
  const raw = req.query.version
  const version = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(version)) throw badRequest({ version: 'trip_version_invalid' })
  return version
}

/** The trip as a GPX or KML file in the reader's language (?lang=, else Accept-Language). */
function tripExport(eventUrl: EventUrl, read: (req: Request) => Promise<TripDto>): RequestHandler {
  return async (req: Request, res: Response) => {
    const format = req.params.format
    if (!isGpsExportFormat(format)) throw badRequest({ format: 'export_format_invalid' })
    const trip = await read(req)
    const language = pickLanguage(req.headers['accept-language'])
    const now = new Date()
    const context = { language, title: trip.name, eventUrl: (id: string) => eventUrl(id, language), now }
    res.vary('Accept-Language')
    res.set('Content-Type', `${GPS_EXPORT_CONTENT_TYPES[format]}; charset=utf-8`)
    res.set('Content-Disposition', `attachment; filename="${gpsExportFileName(trip.name, format, now)}"`)
    res.send(format === 'gpx' ? tripGpx(trip, context) : tripKml(trip, context))
  }
}

export function tripsRouter({
  auth,
  trips,
  eventUrl,
}: {
  auth: TokenVerifier
  trips: TripsService
  eventUrl: EventUrl
}): Router {
  const router = Router()
  // ?lang= sets the answer's language, refusals included, as on an export link
  router.use(exportLanguage, noStore, requireAuth(auth))
  const id = (req: Request) => String(req.params.id)

  router.get('/', async (req, res) => ok(res, await trips.list(callerOf(req))))
  router.post('/', async (req, res) => {
    const input = await validateBody(tripCreateSchema, req.body)
    ok(res, await trips.create(callerOf(req), input, languageOf(req)), 201)
  })
  router.get('/:id', async (req, res) => ok(res, await trips.get(callerOf(req), id(req), languageOf(req))))
  router.patch('/:id', async (req, res) => {
    const input = await validateBody(tripUpdateSchema, req.body)
    ok(res, await trips.update(callerOf(req), id(req), input, languageOf(req)))
  })
  router.delete('/:id', async (req, res) => ok(res, await trips.remove(callerOf(req), id(req))))

  router.post('/:id/stops', async (req, res) => {
    const input = await validateBody(stopCreateSchema, req.body)
    ok(res, await trips.addStop(callerOf(req), id(req), input, languageOf(req)), 201)
  })
  router.patch('/:id/stops/:stopId', async (req, res) => {
    const input = await validateBody(stopUpdateSchema, req.body)
    ok(res, await trips.updateStop(callerOf(req), id(req), req.params.stopId, input, languageOf(req)))
  })
  router.delete('/:id/stops/:stopId', async (req, res) => {
    ok(
      res,
      await trips.removeStop(callerOf(req), id(req), req.params.stopId, versionOf(req), languageOf(req)),
    )
  })

  router.get('/:id/share', async (req, res) => ok(res, await trips.linkOf(callerOf(req), id(req))))
  router.post('/:id/share', async (req, res) => ok(res, await trips.share(callerOf(req), id(req)), 201))
  router.delete('/:id/share', async (req, res) => ok(res, await trips.unshare(callerOf(req), id(req))))

  router.post('/:id/publish', async (req, res) => {
    const { eventId } = await validateBody(publishSchema, req.body)
    ok(res, await trips.publish(callerOf(req), id(req), eventId, languageOf(req)))
  })

  router.get(
    '/:id/export.:format',
    tripExport(eventUrl, (req) => trips.get(callerOf(req), id(req), languageOf(req))),
  )
  return router
}

/** A private link's answers are for its holders: no search engine, no shared cache. */
const privateLink: RequestHandler = (_req, res, next) => {
  res.set('X-Robots-Tag', 'noindex')
  res.set('Cache-Control', 'private, no-store')
  next()
}

export function sharedTripsRouter({ trips, eventUrl }: { trips: TripsService; eventUrl: EventUrl }): Router {
  const router = Router()
  router.use(exportLanguage, privateLink)
  router.get('/:token', async (req, res) => ok(res, await trips.shared(req.params.token, languageOf(req))))
  router.get(
    '/:token/export.:format',
    tripExport(eventUrl, (req) => trips.shared(String(req.params.token), languageOf(req))),
  )
  return router
}

/** Mounted at /events/:eventId/trip. */
export function eventTripRouter({ auth, trips }: { auth: TokenVerifier; trips: TripsService }): Router {
  const router = Router({ mergeParams: true })
  // public and cached, its stops named in the reader's language: the cache keeps languages apart
  router.get('/', readerLanguage, async (req, res) => {
    const { eventId } = req.params as { eventId?: string }
    const trip = await trips.ofEvent(String(eventId), await viewerOf(auth, req), languageOf(req))
    cachePublicAnswer(req, res)
    ok(res, trip)
  })
  return router
}
