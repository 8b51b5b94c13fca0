// /api/auth: the profile side of signing up and in (docs/architecture.md). The Firebase Auth account is the
// credential; these endpoints create, upsert and return the profile.
import { Router } from 'express'
import { USERNAME_MAX, googleSigninSchema, pickLanguage, signupSchema } from '@travel/domain'
import type { UserDto } from '@travel/domain'
import type { AccountsService } from '../services/accounts-service'
import type { ModerationService } from '../services/moderation-service'
import type { NoticesService } from '../services/notices-service'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { clearBrowserCache, noStore, ok } from './respond'
import { bodyObject, validateBody } from './validate'

export function authRouter({
  auth,
  accounts,
  moderation,
  notices,
}: {
  auth: TokenVerifier
  accounts: AccountsService
  moderation: Pick<ModerationService, 'isModerator'>
  notices: Pick<NoticesService, 'rememberLanguage'>
}): Router {
  const router = Router()
  router.use(noStore)

  /** The profile as signing in answers it: with the moderator flag, so the header offers moderation at once. */
  async function flagged(profile: UserDto, uid: string): Promise<UserDto> {
    return (await moderation.isModerator(uid)) ? { ...profile, moderator: true } : profile
  }

  router.post('/signup', async (req, res) => {
    const input = await validateBody(signupSchema, req.body)
    ok(res, await accounts.signup(input), 201)
  })

  // The Bearer token proves who signs in; e-mail and password in the body are not needed and ignored.
  router.post('/signin', requireAuth(auth), async (req, res) => {
    const caller = callerOf(req)
    const profile = await accounts.signin(caller)
    // The e-mails' language: the one the traveller signs in with (the profile exists by now).
    await notices.rememberLanguage(caller.uid, pickLanguage(req.headers['accept-language']))
    ok(res, await flagged(profile, caller.uid))
  })

  router.post('/google', requireAuth(auth), async (req, res) => {
    const body = bodyObject(req.body)
    // A long Google display name is shortened rather than refused: it only seeds the username.
    const name = typeof body.name === 'string' ? body.name.trim().slice(0, USERNAME_MAX) : body.name
    const offered = await validateBody(googleSigninSchema, { ...body, name })
    const caller = callerOf(req)
    const profile = await accounts.google(caller, { name: offered.name, photo: offered.photo })
    ok(res, await flagged(profile, caller.uid))
  })

  // Signing out is the browser's business (Firebase Auth); the API only acknowledges it, so a visitor
  // or an expired token still gets a clean answer.
  router.get('/signout', (_req, res) => {
    clearBrowserCache(res)
    ok(res, null)
  })

  return router
}
