// /api/wishlist: every route acts on the signed-in caller's own list.
import { Router } from 'express'
import { addWishlistSchema } from '@travel/domain'
import type { WishlistService } from '../services/wishlist-service'
import { callerOf, requireAuth, type TokenVerifier } from './auth-middleware'
import { noStore, ok } from './respond'
import { validateBody } from './validate'

export function wishlistRouter({
  auth,
  wishlist,
}: {
  auth: TokenVerifier
  wishlist: WishlistService
}): Router {
  const router = Router()
  router.use(noStore, requireAuth(auth))

  router.get('/', async (req, res) => {
    ok(res, await wishlist.itemsOf(callerOf(req).uid))
  })

  // Only eventID is read; the title, image, section and country the spec's client also sends are taken
  // from the event itself.
  router.post('/', async (req, res) => {
    const { eventID } = await validateBody(addWishlistSchema, req.body)
    const { item, created } = await wishlist.add(callerOf(req), eventID)
    ok(res, item, created ? 201 : 200)
  })

  router.delete('/', async (req, res) => {
    ok(res, await wishlist.clear(callerOf(req)))
  })

  router.get('/:userId', async (req, res) => {
    ok(res, await wishlist.listFor(callerOf(req), req.params.userId))
  })

  router.delete('/:id', async (req, res) => {
    ok(res, await wishlist.removeById(callerOf(req), req.params.id))
  })

  router.delete('/:eventId/:userId', async (req, res) => {
    ok(res, await wishlist.remove(callerOf(req), req.params.eventId, req.params.userId))
  })

  return router
}
