// /api/events: public reads, signed-in create, owner-only edit and delete.
import { Router, type Request } from 'express'
import {
  eventPayloadSchema,
  eventsExportName,
  eventUpdateSchema,
  parseEventsQuery,
  parseMapViewQuery,
  queryParams,
  queryStringOf,
  type ApiPage,
  type EventListItemDto,
  type EventPayload,
  type EventUpdatePayload,
  type EventValidationContext,
  type StorageLocation,
  type MapPointsResponse,
  type MapViewResponse,
} from '@travel/domain'
import type { EventsService } from '../services/events-service'
import type { ExportService } from '../services/export-service'
import { callerOf, requireAuth, viewerOf, type TokenVerifier } from './auth-middleware'
import { badRequest } from './http-error'
import { cachePublicAnswer } from './cache-control'
import { ok } from './respond'
import {
  eventsExportTitle,
  exportFiltersOf,
  exportHandler,
  exportLanguage,
  type EventUrl,
} from './export-routes'
import { languageOf, readerLanguage } from './reader-language'
import { bodyObject, validateBody } from './validate'
import type { MergesService } from '../services/merges-service'
import { redirectMerged } from './merges-routes'

export function eventsRouter({
  auth,
  events,
  storage,
  exports,
  eventUrl,
  merges,
}: {
  auth: TokenVerifier
  events: EventsService
  storage: StorageLocation
  exports: ExportService
  eventUrl: EventUrl
  /** answers merged events' addresses with a redirect */
  merges?: Pick<MergesService, 'mergedInto'>
}): Router {
  const router = Router()
  // Every answer in the reader's language: events in their version, refusals too.
  router.use(readerLanguage)
  // Files must be in the caller's own folder; an edit may keep the files the event already has.
  const context = (uid: string, unchanged: (string | null)[] = []): EventValidationContext => ({
    storage,
    uid,
    unchanged,
    now: new Date(),
  })

  // The query is read from the raw query string with the domain's queryParams, as the rendered pages read
  // theirs, so a list page and the API accept and refuse the same parameters.
  const paramsOf = (req: Request) => queryParams(queryStringOf(req.originalUrl))

  router.get('/', async (req, res) => {
    const parsed = parseEventsQuery(paramsOf(req))
    if (!parsed.ok) throw badRequest(parsed.fields)
    const page = await events.list(parsed.query, await viewerOf(auth, req), languageOf(req))
    const body: ApiPage<EventListItemDto> = { success: true, data: page.events, nextCursor: page.nextCursor }
    cachePublicAnswer(req, res)
    res.json(body)
  })

  // Before /:id, which would take "map" for an id. With bbox and zoom, the view's clusters and points;
  // without, every matching point (the old answer, kept while older clients still ask for it).
  router.get('/map', async (req, res) => {
    const {
      limit: _limit,
      cursor: _cursor,
      near: _near,
      radius: _radius,
      bbox,
      zoom,
      ...filters
    } = paramsOf(req)
    const parsed = parseEventsQuery(filters)
    if (bbox !== undefined || zoom !== undefined) {
      const view = parseMapViewQuery(bbox, zoom)
      if (!parsed.ok || !view.ok)
        throw badRequest({ ...(parsed.ok ? {} : parsed.fields), ...(view.ok ? {} : view.fields) })
      const data = await events.mapView(parsed.query, view.query, await viewerOf(auth, req), languageOf(req))
      const body: MapViewResponse = { success: true, data }
      cachePublicAnswer(req, res)
      res.json(body)
      return
    }
    if (!parsed.ok) throw badRequest(parsed.fields)
    const { points, truncated } = await events.map(parsed.query, await viewerOf(auth, req), languageOf(req))
    const body: MapPointsResponse = { success: true, data: points, truncated }
    cachePublicAnswer(req, res)
    res.json(body)
  })

  // Before /:id, which would take "export.gpx" for an id.
  router.get(
    '/export.:format',
    exportLanguage,
    exportHandler(
      eventUrl,
      (req, language) => {
        const filters = exportFiltersOf(req)
        return {
          name: eventsExportName(filters),
          title: (language) => eventsExportTitle(filters, language),
          pages: exports.events(filters, language),
        }
      },
      cachePublicAnswer,
    ),
  )

  router.get('/:id', async (req, res) => {
    let event
    try {
      event = await events.get(req.params.id, await viewerOf(auth, req), languageOf(req))
    } catch (error) {
      // a merged event's address leads to the one it was merged into (merges-routes.ts)
      if (merges) return redirectMerged(merges, req, res, req.params.id, error)
      throw error
    }
    cachePublicAnswer(req, res)
    ok(res, event)
  })

  router.post('/', requireAuth(auth), async (req, res) => {
    const payload = (await validateBody(
      eventPayloadSchema,
      req.body,
      context(callerOf(req).uid),
    )) as EventPayload
    ok(res, await events.create(callerOf(req), payload, languageOf(req)), 201)
  })

  router.put('/:id', requireAuth(auth), async (req, res) => {
    // String(): a route-level middleware widens Express's inferred param type to string | string[].
    const current = await events.ownedBy(callerOf(req), String(req.params.id))
    const unchanged = [current.image, current.thumbnail, current.gpxFile]
    const payload = (await validateBody(
      eventUpdateSchema,
      req.body,
      context(current.ownerId, unchanged),
    )) as EventUpdatePayload
    const sent = { gpxFile: 'gpxFile' in bodyObject(req.body) }
    ok(res, await events.update(current, payload, sent, languageOf(req)))
  })

  router.delete('/:id', requireAuth(auth), async (req, res) => {
    const current = await events.ownedBy(callerOf(req), String(req.params.id))
    await events.remove(current)
    ok(res, { _id: current.id })
  })

  return router
}
