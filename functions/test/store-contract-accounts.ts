// The accounts part of the Store contract: profiles, a rename's copies, finding a profile by e-mail,
// the deletion of an account's data and the tombstone that refuses its writes.
import { beforeEach, describe, expect, it } from 'vitest'
import { AccountDeletedError, type EventRecord, type Store } from '../src/store/port'
import { checkinRecord, eventRecord, userRecord, seedEvents } from './factories'
import type { OpenStore } from './store-contract'

export function describeAccountsContract(name: string, open: OpenStore) {
  describe(`the ${name} store: accounts`, () => {
    let store: Store
    beforeEach(async () => {
      ;({ store } = await open())
    })

    const seed = (...events: EventRecord[]) => seedEvents(store, events)

    describe('users', () => {
      it('creates a profile once; creating again answers the stored one unchanged', async () => {
        const user = userRecord('c1')
        expect(await store.accounts.createUser(user)).toEqual(user)
        expect(await store.accounts.createUser({ ...user, username: 'Other' })).toEqual(user)
        expect(await store.accounts.getUser('c1')).toEqual(user)
        expect(await store.accounts.getUser('missing-user')).toBeNull()
      })

      it('updates only the given fields; a new username reaches every event of the user', async () => {
        await store.accounts.createUser(userRecord('r1', { username: 'Old' }))
        const [mine1, mine2, theirs] = await seed(
          eventRecord({ ownerId: 'r1', ownerName: 'Old' }),
          eventRecord({ ownerId: 'r1', ownerName: 'Old' }),
          eventRecord({ ownerId: 'r2', ownerName: 'Old' }),
        )
        const updated = await store.accounts.updateUser('r1', {
          username: 'New',
          email: undefined,
          updatedAt: '2024-07-01T00:00:00.000Z',
        })
        expect(updated).toEqual(userRecord('r1', { username: 'New', updatedAt: '2024-07-01T00:00:00.000Z' }))
        expect((await store.events.getEvent(mine1!.id))?.ownerName).toBe('New')
        expect((await store.events.getEvent(mine2!.id))?.ownerName).toBe('New')
        expect((await store.events.getEvent(theirs!.id))?.ownerName).toBe('Old')
        expect(
          await store.accounts.updateUser('missing-user', { username: 'x', updatedAt: 'now' }),
        ).toBeNull()
      })

      it('keeps a default vehicle, and a later change of the name leaves it', async () => {
        await store.accounts.createUser(userRecord('v1'))
        const vehicle = { lengthM: 7.5, heightM: null, fourByFour: true }
        await store.accounts.updateUser('v1', { vehicle, updatedAt: '2024-07-01T00:00:00.000Z' })
        await store.accounts.updateUser('v1', { username: 'Renamed', updatedAt: '2024-07-02T00:00:00.000Z' })
        expect(await store.accounts.getUser('v1')).toMatchObject({ username: 'Renamed', vehicle })
      })

      it("deleting a user's data removes profile, events, their entries and the user's wishlist only", async () => {
        await store.accounts.createUser(userRecord('d1'))
        await store.accounts.createUser(userRecord('d2'))
        const [mine, theirs] = await seed(eventRecord({ ownerId: 'd1' }), eventRecord({ ownerId: 'd2' }))
        await store.lists.addToWishlist('d1', theirs!.id, '2024-01-01T00:00:00.000Z')
        await store.lists.addToWishlist('d2', mine!.id, '2024-01-01T00:00:00.000Z')
        await store.lists.addToWishlist('d2', theirs!.id, '2024-01-02T00:00:00.000Z')
        const result = await store.accounts.deleteUserData('d1')
        expect(result).toEqual({
          profile: true,
          events: [mine!.id],
          wishlistEntries: 2,
          checkins: 0,
          checkinPhotos: [],
        })
        expect(await store.accounts.getUser('d1')).toBeNull()
        expect(await store.events.getEvent(mine!.id)).toBeNull()
        expect(await store.lists.wishlistOf('d1')).toEqual([])
        expect((await store.lists.wishlistOf('d2')).map((w) => w.eventId)).toEqual([theirs!.id])
        expect(await store.accounts.getUser('d2')).not.toBeNull()
        expect(await store.events.getEvent(theirs!.id)).not.toBeNull()
        expect(await store.accounts.deleteUserData('d1')).toEqual({
          profile: false,
          events: [],
          wishlistEntries: 0,
          checkins: 0,
          checkinPhotos: [],
        })
      })

      it('finds the profile holding an e-mail, follows an e-mail change, and answers null for a free one', async () => {
        const user = userRecord('e1', { email: 'holder@example.com' })
        await store.accounts.createUser(user)
        await store.accounts.createUser(userRecord('e2', { email: 'other@example.com' }))
        expect(await store.accounts.findUserByEmail('holder@example.com')).toEqual(user)
        expect(await store.accounts.findUserByEmail('nobody@example.com')).toBeNull()
        await store.accounts.updateUser('e1', {
          email: 'moved@example.com',
          updatedAt: '2024-07-01T00:00:00.000Z',
        })
        expect(await store.accounts.findUserByEmail('holder@example.com')).toBeNull()
        expect((await store.accounts.findUserByEmail('moved@example.com'))?.id).toBe('e1')
        await store.accounts.deleteUserData('e1')
        expect(await store.accounts.findUserByEmail('moved@example.com')).toBeNull()
      })
    })

    describe('deleted accounts', () => {
      it('after the tombstone no write on behalf of the account succeeds, and other accounts write on', async () => {
        await store.accounts.createUser(userRecord('t1'))
        const [mine, theirs] = await seed(eventRecord({ ownerId: 't1' }), eventRecord({ ownerId: 't2' }))
        expect(await store.accounts.isAccountDeleted('t1')).toBe(false)
        await store.accounts.markAccountDeleted('t1', '2024-07-01T00:00:00.000Z')
        // again, as a retried deletion does
        await store.accounts.markAccountDeleted('t1', '2024-07-02T00:00:00.000Z')
        expect(await store.accounts.isAccountDeleted('t1')).toBe(true)
        const now = '2024-07-03T00:00:00.000Z'
        // one at a time: a write started before it is awaited would reject unhandled meanwhile
        const refused = [
          () => store.events.createEvent(eventRecord({ ownerId: 't1' })),
          () => store.events.updateEvent(mine!.id, { title: 'Changed', updatedAt: now }),
          () => store.accounts.createUser(userRecord('t1')),
          () => store.accounts.updateUser('t1', { username: 'Changed', updatedAt: now }),
          () => store.lists.addToWishlist('t1', theirs!.id, now),
          () => store.checkins.saveCheckin(checkinRecord(theirs!.id, 't1')),
        ]
        for (const write of refused) await expect(write()).rejects.toBeInstanceOf(AccountDeletedError)
        expect((await store.events.getEvent(mine!.id))?.title).toBe(mine!.title)
        expect((await store.accounts.getUser('t1'))?.username).toBe(userRecord('t1').username)
        expect((await store.events.listEvents({ ownerId: 't1' }, 10)).events).toHaveLength(1)
        expect(await store.lists.wishlistOf('t1')).toEqual([])
        // the deletion itself goes on, and so does everyone else
        expect((await store.accounts.deleteUserData('t1')).events).toEqual([mine!.id])
        await expect(store.accounts.createUser(userRecord('t1'))).rejects.toBeInstanceOf(AccountDeletedError)
        expect(await store.accounts.getUser('t1')).toBeNull()
        await store.accounts.createUser(userRecord('t2'))
        expect((await store.lists.addToWishlist('t2', theirs!.id, now))?.created).toBe(true)
        expect(
          await store.events.updateEvent(theirs!.id, { title: 'Still mine', updatedAt: now }),
        ).not.toBeNull()
        expect(await store.accounts.isAccountDeleted('t2')).toBe(false)
      })
    })
  })
}
