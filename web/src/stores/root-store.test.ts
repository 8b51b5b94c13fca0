import type { UserDto, WishlistItemDto } from '@travel/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initialRootState, userActions, useRootStore, wishlistActions } from './root-store'

const user: UserDto = {
  _id: 'u1',
  username: 'Marta',
  email: 'marta@example.com',
  profilePicture: '',
  favourites: ['e1'],
}

const item = (eventID: string): WishlistItemDto => ({
  _id: `u1_${eventID}`,
  eventID,
  userID: 'u1',
  title: `Event ${eventID}`,
  image: 'https://example.com/a.jpg',
  thumbnail: null,
  section: { main: 'camp', sub: 'natural' },
  country: 'Slovakia',
  addedAt: '2024-05-01T10:00:00.000Z',
})

const state = () => useRootStore.getState()
const saved = () => JSON.parse(localStorage.getItem('root') ?? 'null') as { version: number; state: unknown }

afterEach(() => {
  useRootStore.setState(initialRootState())
  vi.restoreAllMocks()
})

describe('the session state', () => {
  it('starts signed out, not loading, without error', () => {
    expect(state().user).toEqual({ currentUser: null, loading: false, error: false })
    expect(state().wishlists).toEqual({ wishlistsItems: [], status: 'idle', error: null })
  })

  it('sets loading on start, stores the user and clears loading and error on success', () => {
    userActions.failure('old')
    userActions.start()
    expect(state().user).toEqual({ currentUser: null, loading: true, error: false })
    userActions.success(user)
    expect(state().user).toEqual({ currentUser: user, loading: false, error: false })
  })

  it('keeps the user and stores the message on failure', () => {
    userActions.success(user)
    userActions.start()
    userActions.failure('Something went wrong!')
    expect(state().user).toEqual({ currentUser: user, loading: false, error: 'Something went wrong!' })
  })

  it('forgets the user and their wishlist on sign-out and on deletion', () => {
    userActions.success(user)
    wishlistActions.loaded([item('e1')])
    userActions.signedOut()
    expect(state()).toEqual(initialRootState())
    userActions.success(user)
    wishlistActions.loaded([item('e1')])
    userActions.deleted()
    expect(state()).toEqual(initialRootState())
  })

  it('toggles a favourite: adds the id when absent, removes it when present', () => {
    userActions.success(user)
    userActions.toggleFavourite('e2')
    expect(state().user.currentUser?.favourites).toEqual(['e1', 'e2'])
    userActions.toggleFavourite('e1')
    expect(state().user.currentUser?.favourites).toEqual(['e2'])
  })
})

describe('the wishlist state', () => {
  it('goes loading, then holds the items', () => {
    wishlistActions.loading()
    expect(state().wishlists.status).toBe('loading')
    wishlistActions.loaded([item('e1'), item('e2')])
    expect(state().wishlists).toEqual({
      wishlistsItems: [item('e1'), item('e2')],
      status: 'succeeded',
      error: null,
    })
  })

  it('keeps the items and says why when loading fails', () => {
    wishlistActions.loaded([item('e1')])
    wishlistActions.failed('Not found.')
    expect(state().wishlists).toEqual({ wishlistsItems: [item('e1')], status: 'failed', error: 'Not found.' })
  })

  it('holds one entry per event when the same event is added twice, and removes by event id', () => {
    wishlistActions.added(item('e1'))
    wishlistActions.added(item('e1'))
    wishlistActions.added(item('e2'))
    expect(state().wishlists.wishlistsItems.map((i) => i.eventID)).toEqual(['e1', 'e2'])
    wishlistActions.removed('e1')
    expect(state().wishlists.wishlistsItems.map((i) => i.eventID)).toEqual(['e2'])
  })
})

describe('persistence under root, version 1', () => {
  it('saves the user and the wishlist items, never the in-flight flags', () => {
    userActions.success(user)
    wishlistActions.added(item('e1'))
    userActions.start()
    expect(saved()).toEqual({
      version: 1,
      state: { user: { currentUser: user }, wishlists: { wishlistsItems: [item('e1')] } },
    })
  })

  it('restores a saved session at start', async () => {
    localStorage.setItem(
      'root',
      JSON.stringify({
        version: 1,
        state: { user: { currentUser: user }, wishlists: { wishlistsItems: [item('e3')] } },
      }),
    )
    await useRootStore.persist.rehydrate()
    expect(useRootStore.persist.hasHydrated()).toBe(true)
    expect(state().user).toEqual({ currentUser: user, loading: false, error: false })
    expect(state().wishlists.wishlistsItems).toEqual([item('e3')])
  })

  it('starts clean from a saved state of another version', async () => {
    localStorage.setItem('root', JSON.stringify({ version: 0, state: { user: { currentUser: user } } }))
    await useRootStore.persist.rehydrate()
    expect(state().user.currentUser).toBeNull()
    expect(saved().version).toBe(1)
  })

  it('drops a saved user of the wrong shape instead of crashing later', async () => {
    localStorage.setItem('root', JSON.stringify({ version: 1, state: { user: { currentUser: { _id: 7 } } } }))
    await useRootStore.persist.rehydrate()
    expect(state().user.currentUser).toBeNull()
  })

  it('logs and starts clean when the saved state is not JSON', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    localStorage.setItem('root', '{not json')
    await useRootStore.persist.rehydrate()
    expect(log).toHaveBeenCalled()
    expect(useRootStore.persist.hasHydrated()).toBe(true)
    expect(state().user.currentUser).toBeNull()
  })
})
