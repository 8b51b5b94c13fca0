// /api/auth: the profile side of signing up and in (docs/architecture.md). The Firebase Auth account is the
// credential; these endpoints create, upsert and return the profile.
import { Router } from 'express'
import { USERNAME_MAX, googleSigninSchema, signupSchema } from '@travel/domain'
import type { AccountsService } from '../services/accounts-service'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { clearBrowserCache, noStore, ok } from './respond'
import { bodyObject, validateBody } from './validate'

export function authRouter({ auth, accounts }: { auth: TokenVerifier; accounts: AccountsService }): Router {
  const router = Router()
  router.use(noStore)

  router.post('/signup', async (req, res) => {
    const input = await validateBody(signupSchema, req.body)
    ok(res, await accounts.signup(input), 201)
  })

  // The Bearer token proves who signs in; e-mail and password in the body are not needed and ignored.
  router.post('/signin', requireAuth(auth), async (req, res) => {
    ok(res, await accounts.signin(callerOf(req)))
  })

  router.post('/google', requireAuth(auth), async (req, res) => {
    const body = bodyObject(req.body)
    // A long Google display name is shortened rather than refused: it only seeds the username.
    const name = typeof body.name === 'string' ? body.name.trim().slice(0, USERNAME_MAX) : body.name
    const offered = await validateBody(googleSigninSchema, { ...body, name })
    ok(res, await accounts.google(callerOf(req), { name: offered.name, photo: offered.photo }))
  })

  // Signing out is the browser's business (Firebase Auth); the API only acknowledges it, so a visitor
  // or an expired token still gets a clean answer.
  router.get('/signout', (_req, res) => {
    clearBrowserCache(res)
    ok(res, null)
  })

  return router
}
