// The lists part of the Store contract: wishlists and the shared link that gives one out.
import { beforeEach, describe, expect, it } from 'vitest'
import { AccountDeletedError, type EventRecord, type Store } from '../src/store/port'
import { eventRecord, seedEvents } from './factories'
import type { OpenStore } from './store-contract'

export function describeListsContract(name: string, open: OpenStore) {
  describe(`the ${name} store: lists`, () => {
    let store: Store
    beforeEach(async () => {
      ;({ store } = await open())
    })

    const seed = (...events: EventRecord[]) => seedEvents(store, events)

    describe('wishlist', () => {
      it('adding is idempotent, answers the event, and refuses a missing event', async () => {
        const [e] = await seed(eventRecord())
        const first = await store.lists.addToWishlist('l1', e!.id, '2024-01-01T00:00:00.000Z')
        expect(first).toEqual({
          item: { id: `l1_${e!.id}`, userId: 'l1', eventId: e!.id, addedAt: '2024-01-01T00:00:00.000Z' },
          event: e,
          created: true,
        })
        const again = await store.lists.addToWishlist('l1', e!.id, '2024-02-01T00:00:00.000Z')
        expect(again).toEqual({ ...first, created: false })
        expect(await store.lists.wishlistOf('l1')).toHaveLength(1)
        expect(await store.lists.addToWishlist('l1', 'missing-event', '2024-01-01T00:00:00.000Z')).toBeNull()
      })

      it('lists most recently added first, removes one entry, and clears only one user', async () => {
        const [a, b, c] = await seed(eventRecord(), eventRecord(), eventRecord())
        await store.lists.addToWishlist('m1', a!.id, '2024-01-01T00:00:00.000Z')
        await store.lists.addToWishlist('m1', b!.id, '2024-01-03T00:00:00.000Z')
        await store.lists.addToWishlist('m1', c!.id, '2024-01-02T00:00:00.000Z')
        await store.lists.addToWishlist('m2', a!.id, '2024-01-01T00:00:00.000Z')
        expect((await store.lists.wishlistOf('m1')).map((w) => w.eventId)).toEqual([b!.id, c!.id, a!.id])
        expect(await store.lists.removeFromWishlist('m1', c!.id)).toBe(true)
        expect(await store.lists.removeFromWishlist('m1', c!.id)).toBe(false)
        expect(await store.lists.clearWishlist('m1')).toBe(2)
        expect(await store.lists.wishlistOf('m1')).toEqual([])
        expect(await store.lists.wishlistOf('m2')).toHaveLength(1)
        expect(await store.lists.clearWishlist('m1')).toBe(0)
      })
    })

    describe('shared lists', () => {
      const link = (id: string, userId: string) => ({ id, userId, createdAt: '2024-01-01T00:00:00.000Z' })

      it('finds a link by its token and by its owner, and a new one replaces the old', async () => {
        await store.lists.shareWishlist(link('token-first-aaaaaaaaaaa', 's1'))
        await store.lists.shareWishlist(link('token-other-bbbbbbbbbbb', 's2'))
        expect(await store.lists.getSharedList('token-first-aaaaaaaaaaa')).toEqual(
          link('token-first-aaaaaaaaaaa', 's1'),
        )
        expect(await store.lists.sharedListOf('s1')).toEqual(link('token-first-aaaaaaaaaaa', 's1'))
        await store.lists.shareWishlist(link('token-renew-ccccccccccc', 's1'))
        expect(await store.lists.getSharedList('token-first-aaaaaaaaaaa')).toBeNull()
        expect(await store.lists.sharedListOf('s1')).toEqual(link('token-renew-ccccccccccc', 's1'))
        expect(await store.lists.sharedListOf('s2')).toEqual(link('token-other-bbbbbbbbbbb', 's2'))
      })

      it('turning a link off removes only that user’s, and answers whether there was one', async () => {
        await store.lists.shareWishlist(link('token-off-ddddddddddddd', 's3'))
        await store.lists.shareWishlist(link('token-kept-eeeeeeeeeeee', 's4'))
        expect(await store.lists.unshareWishlist('s3')).toBe(true)
        expect(await store.lists.unshareWishlist('s3')).toBe(false)
        expect(await store.lists.getSharedList('token-off-ddddddddddddd')).toBeNull()
        expect(await store.lists.sharedListOf('s3')).toBeNull()
        expect(await store.lists.getSharedList('token-kept-eeeeeeeeeeee')).not.toBeNull()
      })

      it('refuses a link for a deleted account, and a deleted account’s link is gone', async () => {
        await store.lists.shareWishlist(link('token-gone-fffffffffffff', 's5'))
        await store.accounts.markAccountDeleted('s5', '2024-01-02T00:00:00.000Z')
        await store.accounts.deleteUserData('s5')
        expect(await store.lists.getSharedList('token-gone-fffffffffffff')).toBeNull()
        await expect(
          store.lists.shareWishlist(link('token-late-ggggggggggggg', 's5')),
        ).rejects.toBeInstanceOf(AccountDeletedError)
        expect(await store.lists.getSharedList('token-late-ggggggggggggg')).toBeNull()
      })
    })
  })
}
