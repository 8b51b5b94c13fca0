// Renders for Testing Library the way the app does: the whole app at an address, a feature's routes, or one
// component, always inside the app's own providers (i18next and the app's Chakra system with the recipes
// it ships). Screens are tested through these by role and label.
import { render, type RenderResult } from '@testing-library/react'
import { Suspense, type ReactElement } from 'react'
import type { UserDto } from '@travel/domain'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { FirebaseError } from 'firebase/app'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { App } from '@/app/app'
import { auth } from '@/lib/firebase'
import { createQueryClient } from '@/lib/query-client'
import { useRootStore, initialRootState, userActions } from '@/stores/root-store'
import { AppTestProviders } from './app-test-providers'
import type { EmulatorAccount } from './auth-emulator'

export function renderApp(path: string): RenderResult {
  window.history.pushState({}, '', path)
  // each render its own server-state cache, without retries: a failure shows at once
  return render(<App queryClient={createQueryClient({ retry: false })} />)
}

/** Pages of other features a screen links to: a heading is enough to see it got there. */
const elsewhere: RouteObject[] = [
  { path: 'sign-in', element: <h1>Sign-in page</h1> },
  { path: '*', element: <h1>Other page</h1> },
]

type RoutesResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> }

/**
 * Renders a feature's routes (e.g. eventListRoutes) at an address, in a memory data router: a test reads
 * where a screen navigated to from `router.state`.
 */
export function renderRoutes(path: string, routes: RouteObject[]): RoutesResult {
  const router = createMemoryRouter([{ path: '/', children: [...routes, ...elsewhere] }], {
    initialEntries: [path],
  })
  const view = render(
    <AppTestProviders>
      {/* screens are lazy components: the app's layout has this boundary */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppTestProviders>,
  )
  return { ...view, router }
}

/** Renders one component inside the app's providers and a router: components are tested this way. */
export function renderInApp(ui: ReactElement): RoutesResult {
  return renderRoutes('/', [{ index: true, element: ui }])
}

export function userFor(account: EmulatorAccount, overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: account.uid,
    username: account.email.split('@')[0] ?? 'traveller',
    email: account.email,
    profilePicture: '',
    favourites: [],
    ...overrides,
  }
}

/** Signs the account in to the Auth emulator and stores its profile: a signed-in user. */
export async function signInAs(account: EmulatorAccount, overrides: Partial<UserDto> = {}): Promise<UserDto> {
  // Signing in is idempotent: a connection the emulator dropped under load is simply tried again.
  for (let attempt = 1; ; attempt++) {
    try {
      await signInWithEmailAndPassword(auth, account.email, account.password)
      break
    } catch (error) {
      const dropped = error instanceof FirebaseError && error.code === 'auth/network-request-failed'
      if (attempt === 3 || !dropped) throw error
    }
  }
  const user = userFor(account, overrides)
  userActions.success(user)
  return user
}

/** Leaves no session, stored state or saved language behind for the next test. */
export async function resetSession(): Promise<void> {
  await signOut(auth)
  useRootStore.setState(initialRootState())
  localStorage.clear()
}
