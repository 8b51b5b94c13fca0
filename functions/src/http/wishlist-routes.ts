// /api/wishlist: every route acts on the signed-in caller's own list.
import { Router } from 'express'
import { GPS_EXPORT_WORDS, addWishlistSchema } from '@travel/domain'
import type { ExportService } from '../services/export-service'
import type { WishlistService } from '../services/wishlist-service'
import { exportHandler, exportLanguage, type EventUrl } from './export-routes'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { languageOf } from './reader-language'
import { noStore, ok } from './respond'
import { validateBody } from './validate'

export function wishlistRouter({
  auth,
  wishlist,
  exports,
  eventUrl,
}: {
  auth: TokenVerifier
  wishlist: WishlistService
  exports: ExportService
  eventUrl: EventUrl
}): Router {
  const router = Router()
  // Before the sign-in check, so an export link's refusal is in the link's language too.
  router.use('/export.:format', exportLanguage)
  router.use(noStore, requireAuth(auth))

  router.get('/', async (req, res) => {
    ok(res, await wishlist.itemsOf(callerOf(req).uid, languageOf(req)))
  })

  // Only eventID is read; the title, image, section and country the spec's client also sends are taken
  // from the event itself.
  router.post('/', async (req, res) => {
    const { eventID } = await validateBody(addWishlistSchema, req.body)
    const { item, created } = await wishlist.add(callerOf(req), eventID, languageOf(req))
    ok(res, item, created ? 201 : 200)
  })

  router.delete('/', async (req, res) => {
    ok(res, await wishlist.clear(callerOf(req)))
  })

  // Before /:userId, which would take "export.gpx" for a user id.
  router.get(
    '/export.:format',
    exportHandler(
      eventUrl,
      (req, language) => ({
        name: 'wishlist',
        title: (language) => GPS_EXPORT_WORDS[language].wishlist,
        pages: exports.wishlist(callerOf(req).uid, language),
      }),
      // noStore is already set for every wishlist answer
      () => undefined,
    ),
  )

  router.get('/:userId', async (req, res) => {
    ok(res, await wishlist.listFor(callerOf(req), req.params.userId, languageOf(req)))
  })

  router.delete('/:id', async (req, res) => {
    ok(res, await wishlist.removeById(callerOf(req), req.params.id))
  })

  router.delete('/:eventId/:userId', async (req, res) => {
    ok(res, await wishlist.remove(callerOf(req), req.params.eventId, req.params.userId))
  })

  return router
}
