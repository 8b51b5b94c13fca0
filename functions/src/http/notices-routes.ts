// /api/user/notices: the bell's notices, unread count and settings, the caller's own only; and
// /api/notices/unsubscribe, an e-mail's one-click link, which works signed out (docs/notices.md).
import { Router, type Request } from 'express'
import { array, object, string } from 'yup'
import { noticeSettingsSchema, pickLanguage, type NoticeSettings } from '@travel/domain'
import type { NoticesService } from '../services/notices-service'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { noStore, ok } from './respond'
import { bodyObject, validateBody } from './validate'

/** POST /api/user/notices/read: the notices to mark read; all of the caller's without `ids`. */
const noticesReadSchema = object({
  ids: array(string().required().max(200)).max(200).optional(),
}).noUnknown()

const languageOf = (req: Request) => pickLanguage(req.headers['accept-language'])

export function noticesRouter({ auth, notices }: { auth: TokenVerifier; notices: NoticesService }): Router {
  const router = Router()
  router.use(noStore, requireAuth(auth))

  router.get('/', async (req, res) => {
    const after = typeof req.query.after === 'string' ? req.query.after : undefined
    ok(res, await notices.page(callerOf(req), after))
  })

  router.get('/unread', async (req, res) => {
    ok(res, await notices.unread(callerOf(req)))
  })

  router.post('/read', async (req, res) => {
    const { ids } = await validateBody(noticesReadSchema, req.body)
    ok(res, await notices.read(callerOf(req), ids))
  })

  router.get('/settings', async (req, res) => {
    ok(res, await notices.settings(callerOf(req), languageOf(req)))
  })

  router.put('/settings', async (req, res) => {
    const input = await validateBody(noticeSettingsSchema, req.body)
    const settings = Object.fromEntries(
      Object.entries(input.settings).filter(([, v]) => v !== undefined),
    ) as Partial<NoticeSettings>
    ok(res, await notices.saveSettings(callerOf(req), settings, input.language ?? languageOf(req)))
  })

  return router
}

/**
 * The e-mails' unsubscribe link, signed out. A POST only (RFC 8058's one-click, and the web page's):
 * a mail scanner that fetches every link of a message must not unsubscribe anyone.
 */
export function unsubscribeRouter({ notices }: { notices: NoticesService }): Router {
  const router = Router()
  router.use(noStore)
  router.post('/', async (req, res) => {
    // The one-click POST carries the token in the address; the web page sends it in the body.
    const body = bodyObject(req.body)
    const token = typeof req.query.token === 'string' ? req.query.token : body.token
    ok(res, await notices.unsubscribe(typeof token === 'string' ? token : ''))
  })
  return router
}
