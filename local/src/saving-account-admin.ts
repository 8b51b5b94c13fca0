// firebase-admin's Auth for the local API, with the Auth emulator's accounts saved to the data folder
// before the API goes on. In production Firebase Auth keeps accounts itself; the emulator keeps them in
// memory, and a profile written to disk whose account was not would outlive it after a crash.
import type { TokenVerifier } from '@travel/functions/app'
import type { AccountAdmin } from '@travel/functions/services'

export type ApiAuth = TokenVerifier & AccountAdmin

/**
 * `auth`, saving the accounts (`save`) after each change the API makes to them (sign-up, a new e-mail or
 * password, deletion) and after each read of an account: the API reads an account just before it creates
 * that account's profile (the first sign-in of an account the browser created itself, e.g. with Google).
 * So the API answers only once the account is on disk, and no profile is ever on disk without it.
 */
export function savingAccountChanges(auth: ApiAuth, save: () => Promise<void>): ApiAuth {
  async function thenSave<T>(done: Promise<T>): Promise<T> {
    const result = await done
    await save()
    return result
  }
  return {
    verifyIdToken: (token) => auth.verifyIdToken(token),
    createUser: (properties) => thenSave(auth.createUser(properties)),
    updateUser: (uid, properties) => thenSave(auth.updateUser(uid, properties)),
    deleteUser: (uid) => thenSave(auth.deleteUser(uid)),
    getUser: (uid) => thenSave(auth.getUser(uid)),
  }
}
