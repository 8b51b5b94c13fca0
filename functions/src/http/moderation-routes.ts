// /api/moderation: the queue, decisions and the log, for moderators only (their current Auth claim,
// checked on every request by the service): 401 without a token, 403 for everyone else.
import { Router } from 'express'
import { decisionSchema, type DecisionInput } from '@travel/domain'
import { callerOf, requireAuth } from './auth-middleware'
import { cursorOf } from './checkins-routes'
import { noStore, ok } from './respond'
import type { RouteDeps } from './route-deps'
import { validateBody } from './validate'

export function moderationRouter({ auth, moderation }: Pick<RouteDeps, 'auth' | 'moderation'>): Router {
  const router = Router()
  router.use(noStore, requireAuth(auth))

  router.get('/queue', async (req, res) => {
    ok(res, await moderation.queue(callerOf(req), cursorOf(req)))
  })

  router.post('/items/:key/decision', async (req, res) => {
    const caller = callerOf(req)
    // Refused before the form is read: a user learns nothing about an item from its validation.
    await moderation.assertModerator(caller)
    const input = (await validateBody(decisionSchema, req.body)) as DecisionInput
    ok(res, await moderation.decide(caller, String(req.params.key), input))
  })

  router.get('/log', async (req, res) => {
    ok(res, await moderation.log(callerOf(req), cursorOf(req)))
  })

  return router
}
