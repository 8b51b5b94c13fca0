// /api/wishlist/share (the owner's private link to the wishlist) and /api/shared-lists/:token (what anyone
// with the link reads: the list and its GPS export). docs/api.md "Shared lists" has the caching reasoning.
import { Router, type RequestHandler } from 'express'
import { GPS_EXPORT_WORDS, type SharedListDto, type ApiSuccess } from '@travel/domain'
import type { ExportService } from '../services/export-service'
import type { SharedListsService } from '../services/shared-lists-service'
import { callerOf, requireAuth } from './auth-middleware'
import { exportHandler, exportLanguage, type EventUrl } from './export-routes'
import { languageOf, readerLanguage } from './reader-language'
import { noStore, ok } from './respond'
import type { RouteDeps } from './route-deps'

/**
 * Hosting's CDN may keep a shared list a minute, so after the owner turns the link off or renews it a
 * cached copy answers for at most that long; a browser asks again every time. Refusals are never kept.
 */
export const SHARED_LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

/** A private link's answers are for its holders, not for search engines. */
const noIndex: RequestHandler = (_req, res, next) => {
  res.set('X-Robots-Tag', 'noindex')
  next()
}

export function shareRouter({ auth, sharedLists }: Pick<RouteDeps, 'auth' | 'sharedLists'>): Router {
  const router = Router()
  router.use(noStore, requireAuth(auth))

  router.get('/', async (req, res) => {
    ok(res, await sharedLists.linkOf(callerOf(req)))
  })

  router.post('/', async (req, res) => {
    ok(res, await sharedLists.share(callerOf(req)), 201)
  })

  router.delete('/', async (req, res) => {
    ok(res, await sharedLists.unshare(callerOf(req)))
  })

  return router
}

export function sharedListsRouter({
  sharedLists,
  exports,
  eventUrl,
}: {
  sharedLists: SharedListsService
  exports: ExportService
  eventUrl: EventUrl
}): Router {
  const router = Router()
  // Until an answer succeeds: a 404 for a revoked token must not be kept, nor a 404 before a renewal.
  router.use(noIndex, noStore)
  router.use('/:token/export.:format', exportLanguage)

  // The events in the reader's version: the answer varies with the language when no ?lang= names it.
  router.get('/:token', readerLanguage, async (req, res) => {
    const list = await sharedLists.read(String(req.params.token), languageOf(req))
    const body: ApiSuccess<SharedListDto> = { success: true, data: list }
    res.set('Cache-Control', SHARED_LIST_CACHE_CONTROL)
    res.json(body)
  })

  router.get('/:token/export.:format', async (req, res, next) => {
    const { userId, username } = await sharedLists.ownerOf(req.params.token)
    await exportHandler(
      eventUrl,
      (_req, language) => ({
        name: 'wishlist',
        title: (language) => `${GPS_EXPORT_WORDS[language].wishlist}: ${username}`,
        pages: exports.wishlist(userId, language),
      }),
      (_req, answer) => answer.set('Cache-Control', SHARED_LIST_CACHE_CONTROL),
    )(req, res, next)
  })

  return router
}
