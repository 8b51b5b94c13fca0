// Duplicates (docs/api.md "Duplicates"): a traveller's claim on an event's page, and the moderators'
// queue of claimed pairs and their decisions (the current Auth claim, checked by the service).
import { Router, type Request, type Response } from 'express'
import {
  duplicateClaimSchema,
  mergeDecisionSchema,
  type DuplicateClaimInput,
  type MergeDecisionInput,
} from '@travel/domain'
import type { MergesService } from '../services/merges-service'
import { ServiceError } from '../services/service-error'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { noStore, ok } from './respond'
import { validateBody } from './validate'

interface Deps {
  auth: TokenVerifier
  merges: MergesService
}

/** /api/events/:eventId/duplicates */
export function eventDuplicatesRouter({ auth, merges }: Deps): Router {
  const router = Router({ mergeParams: true })
  router.post('/', noStore, requireAuth(auth), async (req, res) => {
    const input = (await validateBody(duplicateClaimSchema, req.body)) as DuplicateClaimInput
    const { claim, created } = await merges.claim(callerOf(req), String(req.params.eventId), input)
    ok(res, claim, created ? 201 : 200)
  })
  return router
}

/** /api/moderation/merges */
export function mergeQueueRouter({ auth, merges }: Deps): Router {
  const router = Router()
  router.use(noStore, requireAuth(auth))
  router.get('/', async (req, res) => {
    ok(res, await merges.queue(callerOf(req)))
  })
  router.post('/:pair/decision', async (req, res) => {
    const caller = callerOf(req)
    // Refused before the form is read, as other moderators' decisions are.
    await merges.assertModerator(caller)
    const input = (await validateBody(mergeDecisionSchema, req.body)) as MergeDecisionInput
    ok(res, await merges.decide(caller, String(req.params.pair), input))
  })
  return router
}

/**
 * Answers a merged event's address with a permanent redirect to the kept event's, when `error` is the
 * not-found of an event that was merged; rethrows it otherwise.
 */
export async function redirectMerged(
  merges: Pick<MergesService, 'mergedInto'>,
  req: Request,
  res: Response,
  id: string,
  error: unknown,
): Promise<void> {
  if (!(error instanceof ServiceError) || error.kind !== 'not_found') throw error
  const kept = await merges.mergedInto(id)
  if (kept === null) throw error
  res.set('Cache-Control', 'public, max-age=3600')
  res.redirect(308, `${req.baseUrl}/${encodeURIComponent(kept)}`)
}
