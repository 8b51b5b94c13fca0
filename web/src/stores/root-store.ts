// The one client store (docs/data-model.md "Client state"): the signed-in user and the wishlist, persisted in
// localStorage under `root`, version 1. Components read it through the selector hooks and change it only
// through the action objects below, so every transition of docs/screens.md lives in this file.
import type { UserDto, WishlistItemDto } from '@travel/domain'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { pageWasServerRendered } from '@/rendered-page/server-rendered'

export interface UserSlice {
  currentUser: UserDto | null
  loading: boolean
  error: string | false
}

export type WishlistStatus = 'idle' | 'loading' | 'succeeded' | 'failed'

export interface WishlistsSlice {
  wishlistsItems: WishlistItemDto[]
  status: WishlistStatus
  error: string | null
}

export interface RootState {
  user: UserSlice
  wishlists: WishlistsSlice
}

export const ROOT_STORAGE_KEY = 'root'
const ROOT_STORE_VERSION = 1

const initialUser: UserSlice = { currentUser: null, loading: false, error: false }
const initialWishlists: WishlistsSlice = { wishlistsItems: [], status: 'idle', error: null }

export function initialRootState(): RootState {
  return { user: { ...initialUser }, wishlists: { ...initialWishlists, wishlistsItems: [] } }
}

/** What is written to localStorage: the data, never in-flight flags (a reload must not stay "loading"). */
interface PersistedRoot {
  user: { currentUser: UserDto | null }
  wishlists: { wishlistsItems: WishlistItemDto[] }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isUserDto(value: unknown): value is UserDto {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    Array.isArray(value.favourites)
  )
}

/**
 * Reads what localStorage holds defensively: a hand-edited or stale value must not break the app, so
 * anything that does not have the expected shape is dropped instead of crashing a screen later.
 */
function readPersisted(value: unknown): PersistedRoot {
  const root = isRecord(value) ? value : {}
  const user = isRecord(root.user) ? root.user : {}
  const wishlists = isRecord(root.wishlists) ? root.wishlists : {}
  const currentUser = isUserDto(user.currentUser)
    ? {
        ...user.currentUser,
        profilePicture:
          typeof user.currentUser.profilePicture === 'string' ? user.currentUser.profilePicture : '',
        favourites: user.currentUser.favourites.filter((id): id is string => typeof id === 'string'),
      }
    : null
  const items = Array.isArray(wishlists.wishlistsItems)
    ? wishlists.wishlistsItems.filter(
        (item): item is WishlistItemDto => isRecord(item) && typeof item.eventID === 'string',
      )
    : []
  return { user: { currentUser }, wishlists: { wishlistsItems: items } }
}

export const useRootStore = create<RootState>()(
  persist(initialRootState, {
    name: ROOT_STORAGE_KEY,
    version: ROOT_STORE_VERSION,
    storage: createJSONStorage(() => localStorage),
    // A server-rendered page is hydrated signed out (the server's HTML is the same for everyone); the
    // saved session is restored right after hydration (app.tsx), and the header, owner controls and
    // wishlist state fill in then.
    skipHydration: pageWasServerRendered,
    partialize: (state): PersistedRoot => ({
      user: { currentUser: state.user.currentUser },
      wishlists: { wishlistsItems: state.wishlists.wishlistsItems },
    }),
    // There is no earlier version to upgrade from: an unknown version starts clean.
    migrate: () => ({ user: { currentUser: null }, wishlists: { wishlistsItems: [] } }),
    onRehydrateStorage: () => (_state, error) => {
      if (!error) return
      // Unreadable saved state (e.g. not JSON): log it, drop it and start clean instead of waiting.
      console.error('The saved state could not be restored; starting without it.', error)
      localStorage.removeItem(ROOT_STORAGE_KEY)
      void useRootStore.persist.rehydrate()
    },
    merge: (persisted, current) => {
      const saved = readPersisted(persisted)
      return {
        user: { ...current.user, currentUser: saved.user.currentUser },
        wishlists: { ...current.wishlists, wishlistsItems: saved.wishlists.wishlistsItems },
      }
    },
  }),
)

type Update = (state: RootState) => Partial<RootState>
const set = (update: Update) => useRootStore.setState(update)

/** Session transitions of docs/screens.md. */
export const userActions = {
  start() {
    set((s) => ({ user: { ...s.user, loading: true, error: false } }))
  },
  success(user: UserDto) {
    set(() => ({ user: { currentUser: user, loading: false, error: false } }))
  },
  failure(message: string) {
    set((s) => ({ user: { ...s.user, loading: false, error: message } }))
  },
  /** The user gave up (closed the Google window): no longer loading, and nothing went wrong. */
  cancelled() {
    set((s) => ({ user: { ...s.user, loading: false, error: false } }))
  },
  /** Sign-out, here or in another tab: nothing of the previous user stays behind. */
  signedOut() {
    set(() => initialRootState())
  },
  deleted() {
    set(() => initialRootState())
  },
  /** Adds the event id to the favourites when absent, removes it when present. */
  toggleFavourite(eventId: string) {
    set((s) => {
      const user = s.user.currentUser
      if (!user) return {}
      const favourites = user.favourites.includes(eventId)
        ? user.favourites.filter((id) => id !== eventId)
        : [...user.favourites, eventId]
      return { user: { ...s.user, currentUser: { ...user, favourites } } }
    })
  },
}

export const wishlistActions = {
  loading() {
    set((s) => ({ wishlists: { ...s.wishlists, status: 'loading', error: null } }))
  },
  loaded(items: WishlistItemDto[]) {
    set(() => ({ wishlists: { wishlistsItems: items, status: 'succeeded', error: null } }))
  },
  failed(message: string) {
    set((s) => ({ wishlists: { ...s.wishlists, status: 'failed', error: message } }))
  },
  /** Adding twice keeps one entry per event (the API's add is idempotent too). */
  added(item: WishlistItemDto) {
    set((s) => ({
      wishlists: {
        ...s.wishlists,
        wishlistsItems: [...s.wishlists.wishlistsItems.filter((i) => i.eventID !== item.eventID), item],
      },
    }))
  },
  removed(eventId: string) {
    set((s) => ({
      wishlists: {
        ...s.wishlists,
        wishlistsItems: s.wishlists.wishlistsItems.filter((i) => i.eventID !== eventId),
      },
    }))
  },
}

export const useCurrentUser = (): UserDto | null => useRootStore((s) => s.user.currentUser)
export const useUserSlice = (): UserSlice => useRootStore((s) => s.user)
