// GET /api/events/:eventId/history (docs/api.md): an event's revisions, newest first, a page at a time.
import { Router, type Request } from 'express'
import type { HistoryService } from '../services/history-service'
import { viewerOf, type TokenVerifier } from './auth-middleware'
import { cachePublicAnswer } from './cache-control'
import { cursorOf } from './checkins-routes'
import { ok } from './respond'

export function historyRouter({ auth, history }: { auth: TokenVerifier; history: HistoryService }): Router {
  const router = Router({ mergeParams: true })
  router.get('/', async (req: Request, res) => {
    const page = await history.historyOf(String(req.params.eventId), await viewerOf(auth, req), cursorOf(req))
    cachePublicAnswer(req, res)
    ok(res, page)
  })
  return router
}
