// Suggested edits (docs/api.md): sent on an event, listed for its owner, the suggester and moderators,
// and decided by the owner (or a moderator once overdue).
import { Router, type Request } from 'express'
import {
  suggestionDecisionSchema,
  suggestionSchema,
  type SuggestionDecisionInput,
  type SuggestionInput,
} from '@travel/domain'
import type { SuggestionsService } from '../services/suggestions-service'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { ok } from './respond'
import { validateBody } from './validate'

interface Deps {
  auth: TokenVerifier
  suggestions: SuggestionsService
}

/** /api/events/:eventId/suggestions */
export function eventSuggestionsRouter({ auth, suggestions }: Deps): Router {
  const router = Router({ mergeParams: true })
  const eventIdOf = (req: Request) => String(req.params.eventId)
  router.post('/', requireAuth(auth), async (req, res) => {
    const input = (await validateBody(suggestionSchema, req.body)) as SuggestionInput
    ok(res, await suggestions.suggest(callerOf(req), eventIdOf(req), input), 201)
  })
  router.get('/', requireAuth(auth), async (req, res) => {
    ok(res, await suggestions.ofEvent(callerOf(req), eventIdOf(req)))
  })
  return router
}

/** /api/suggestions */
export function suggestionsRouter({ auth, suggestions }: Deps): Router {
  const router = Router()
  router.use(requireAuth(auth))
  router.get('/mine', async (req, res) => {
    ok(res, await suggestions.mine(callerOf(req)))
  })
  router.get('/overdue', async (req, res) => {
    ok(res, await suggestions.overdue(callerOf(req)))
  })
  router.post('/:id/decision', async (req, res) => {
    const input = (await validateBody(suggestionDecisionSchema, req.body)) as SuggestionDecisionInput
    ok(res, await suggestions.decide(callerOf(req), String(req.params.id), input))
  })
  return router
}
