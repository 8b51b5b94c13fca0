// /api/user: a user changes, downloads or deletes their own account only.
import { Router } from 'express'
import { pickLanguage, updateUserSchema, type Language } from '@travel/domain'
import type { AccountsService } from '../services/accounts-service'
import type { ModerationService } from '../services/moderation-service'
import type { MyDataService } from '../services/my-data-service'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { forbidden } from './http-error'
import { myDataZipHandler } from './my-data-zip'
import { clearBrowserCache, noStore, ok } from './respond'
import { validateBody } from './validate'

const DELETED: Record<Language, string> = {
  en: 'User has been deleted.',
  sk: 'Účet je vymazaný.',
}

export function userRouter({
  auth,
  accounts,
  myData,
  moderation,
}: {
  auth: TokenVerifier
  accounts: AccountsService
  myData: MyDataService
  moderation: ModerationService
}): Router {
  const router = Router()
  router.use(noStore, requireAuth(auth))

  // The caller's profile, with the moderator flag read from the account's current claims.
  router.get('/', async (req, res) => {
    const caller = callerOf(req)
    const [profile, moderator] = await Promise.all([
      accounts.signin(caller),
      moderation.isModerator(caller.uid),
    ])
    ok(res, moderator ? { ...profile, moderator: true } : profile)
  })

  // "Download my data": always the caller's own, so the path names no one.
  router.get('/export.zip', myDataZipHandler(myData))

  router.post('/update/:id', async (req, res) => {
    const caller = callerOf(req)
    // Someone else's account is refused before its form is even read.
    if (caller.uid !== req.params.id) throw forbidden()
    const changes = await validateBody(updateUserSchema, req.body)
    ok(res, await accounts.update(caller, req.params.id, changes))
  })

  router.delete('/delete/:id', async (req, res) => {
    await accounts.remove(callerOf(req), req.params.id)
    clearBrowserCache(res)
    ok(res, { message: DELETED[pickLanguage(req.headers['accept-language'])] })
  })

  return router
}
