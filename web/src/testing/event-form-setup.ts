// What the tests of both event form dialogs share: a real Auth emulator account (uploads go to the local
// storage server, into its folder), a fresh store and API stub for each test, signed out after each.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, beforeAll, beforeEach, inject, vi } from 'vitest'
import i18n from '@/i18n'
import { auth } from '@/lib/firebase'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { stubApi, type ApiStub } from './api-stub'
import { createEmulatorAccount, type EmulatorAccount } from './auth-emulator'
import { makeUser } from './event-factories'

export interface EventFormTests {
  /** the API stub of the running test */
  api(): ApiStub
  /** the emulator account the uploads belong to */
  account(): EmulatorAccount
  /** signs that account in, with Firebase and in the app's store */
  signIn(): Promise<void>
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is made in the test hooks: use it inside a test`)
  return value
}

/** Registers the hooks; call once at the top of a test file. */
export function setUpEventFormTests(): EventFormTests {
  let api: ApiStub | undefined
  let account: EmulatorAccount | undefined

  beforeAll(async () => {
    if (!inject('storageServerUrl'))
      throw new Error(
        'Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set (uploads need the Auth emulator).',
      )
    account = await createEmulatorAccount('event-form')
  })

  beforeEach(async () => {
    useRootStore.setState(initialRootState())
    await i18n.changeLanguage('en')
    api = stubApi()
  })

  afterEach(async () => {
    vi.restoreAllMocks()
    await signOut(auth)
  })

  const tests: EventFormTests = {
    api: () => ready(api, 'The API stub'),
    account: () => ready(account, 'The account'),
    async signIn() {
      const { email, password, uid } = tests.account()
      await signInWithEmailAndPassword(auth, email, password)
      userActions.success(makeUser({ _id: uid }))
    },
  }
  return tests
}
