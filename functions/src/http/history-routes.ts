// GET /api/events/:eventId/history (docs/api.md): an event's revisions, newest first, a page at a time;
// POST …/history/:revisionId/revert puts the event back as it was after one of them.
import { Router, type Request } from 'express'
import { revertSchema, type RevertInput } from '@travel/domain'
import type { HistoryService } from '../services/history-service'
import { callerOf, requireAuth, viewerOf, type TokenVerifier } from './auth-middleware'
import { cachePublicAnswer } from './cache-control'
import { cursorOf } from './checkins-routes'
import { ok } from './respond'
import { validateBody } from './validate'

export function historyRouter({ auth, history }: { auth: TokenVerifier; history: HistoryService }): Router {
  const router = Router({ mergeParams: true })
  router.get('/', async (req: Request, res) => {
    const page = await history.historyOf(String(req.params.eventId), await viewerOf(auth, req), cursorOf(req))
    cachePublicAnswer(req, res)
    ok(res, page)
  })
  router.post('/:revisionId/revert', requireAuth(auth), async (req: Request, res) => {
    const input = (await validateBody(revertSchema, req.body)) as RevertInput
    ok(
      res,
      await history.revert(callerOf(req), String(req.params.eventId), String(req.params.revisionId), input),
    )
  })
  return router
}
