// /api/events/:eventId/checkins: public reads; a signed-in traveller writes, the author alone edits and
// deletes. /api/user/checkins (checkinsOfCallerRouter): the caller's own.
import { Router, type Request } from 'express'
import {
  checkinPayloadSchema,
  type CheckinPayload,
  type CheckinValidationContext,
  type StorageLocation,
} from '@travel/domain'
import type { CheckinsService } from '../services/checkins-service'
import { callerOf, requireAuth, viewerOf, type TokenVerifier } from './auth-middleware'
import { badRequest } from './http-error'
import { cachePublicAnswer } from './cache-control'
import { noStore, ok } from './respond'
import { languageOf } from './reader-language'
import { validateBody } from './validate'

interface CheckinsRoutesDeps {
  auth: TokenVerifier
  checkins: CheckinsService
  storage: StorageLocation
}

/** ?cursor= once at most, as a string */
export function cursorOf(req: Request): string | undefined {
  const cursor = req.query.cursor
  if (cursor === undefined || cursor === '') return undefined
  if (typeof cursor !== 'string') throw badRequest({ cursor: 'query_repeated' })
  return cursor
}

export function checkinsRouter({ auth, checkins, storage }: CheckinsRoutesDeps): Router {
  const router = Router({ mergeParams: true })
  const eventIdOf = (req: Request) => String(req.params.eventId)
  // Photos must be in the caller's own check-ins folder; an edit may keep the ones it has.
  const context = (uid: string, unchanged: string[] = []): CheckinValidationContext => ({
    storage,
    uid,
    unchanged,
    now: new Date(),
  })

  router.get('/', async (req, res) => {
    const page = await checkins.listOfEvent(eventIdOf(req), cursorOf(req), await viewerOf(auth, req))
    cachePublicAnswer(req, res)
    ok(res, page)
  })

  router.post('/', requireAuth(auth), async (req, res) => {
    const caller = callerOf(req)
    const payload = (await validateBody(
      checkinPayloadSchema,
      req.body,
      context(caller.uid),
    )) as CheckinPayload
    const { saved, created } = await checkins.save(caller, eventIdOf(req), payload, languageOf(req))
    ok(res, saved, created ? 201 : 200)
  })

  router.put('/:checkinId', requireAuth(auth), async (req, res) => {
    const caller = callerOf(req)
    const current = await checkins.ownCheckin(caller, eventIdOf(req), String(req.params.checkinId))
    const payload = (await validateBody(
      checkinPayloadSchema,
      req.body,
      context(caller.uid, current.photos),
    )) as CheckinPayload
    ok(res, await checkins.update(caller, current, payload, languageOf(req)))
  })

  router.delete('/:checkinId', requireAuth(auth), async (req, res) => {
    const current = await checkins.ownCheckin(callerOf(req), eventIdOf(req), String(req.params.checkinId))
    ok(res, await checkins.remove(current))
  })

  return router
}

export function checkinsOfCallerRouter({ auth, checkins }: Omit<CheckinsRoutesDeps, 'storage'>): Router {
  const router = Router()
  router.get('/', noStore, requireAuth(auth), async (req, res) => {
    ok(res, await checkins.listOfCaller(callerOf(req), cursorOf(req)))
  })
  return router
}
