// Renders the whole app (providers, rehydration, session sync, the real route table) at an address, the
// way a browser opens it. Screens are tested through it by role and label.
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { UserDto } from '@travel/domain'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
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

/** Renders one component inside the app's providers (i18n, theme): shared components are tested this way. */
export function renderInApp(ui: ReactElement): RenderResult {
  return render(<AppTestProviders>{ui}</AppTestProviders>)
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
  await signInWithEmailAndPassword(auth, account.email, account.password)
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
