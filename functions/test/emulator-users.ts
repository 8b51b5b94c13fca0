// Real users and ID tokens from the Auth emulator (started by `firebase emulators:exec --only auth`).
import { randomUUID } from 'node:crypto'

export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests with `npm test` (firebase emulators:exec --only auth).',
    )
  }
  return host
}

export interface TestUser {
  uid: string
  email: string
  password: string
  idToken: string
}

/** Signs a new user up with the Auth emulator's REST API and returns a real ID token. */
export async function createTestUser(prefix = 'user'): Promise<TestUser> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`
  const password = 'correct-horse-42'
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = (await res.json()) as { localId: string; idToken: string }
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(body)}`)
  return { uid: body.localId, email, password, idToken: body.idToken }
}

/** Signs an existing user in again (a fresh token, e.g. after an e-mail change). */
export async function signInTestUser(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = (await res.json()) as { idToken: string }
  if (!res.ok) throw new Error(`Auth emulator sign-in failed: ${JSON.stringify(body)}`)
  return body.idToken
}
