// /api/reports: anyone reports an event, a check-in, a photo or a name (docs/moderation.md). With a token
// the caller is the reporter; without one, a visitor may report illegal content only, with an e-mail.
import { Router } from 'express'
import { reportSchema, type ReportInput, type ReportValidationContext } from '@travel/domain'
import { optionalAuth } from './auth-middleware'
import { noStore, ok } from './respond'
import type { RouteDeps } from './route-deps'
import { validateBody } from './validate'

export function reportsRouter({ auth, moderation }: Pick<RouteDeps, 'auth' | 'moderation'>): Router {
  const router = Router()
  router.use(noStore)

  router.post('/', optionalAuth(auth), async (req, res) => {
    const context: ReportValidationContext = { signedIn: req.caller !== undefined }
    const input = (await validateBody(reportSchema, req.body, context)) as ReportInput
    // req.ip follows the app's `trust proxy` setting (docs/moderation.md says which address that is).
    const { saved, created } = await moderation.report(req.caller, input, req.ip ?? '')
    ok(res, saved, created ? 201 : 200)
  })

  return router
}
