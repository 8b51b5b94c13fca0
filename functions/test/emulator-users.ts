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

async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const res = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  )
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`Auth emulator ${method} failed: ${JSON.stringify(json)}`)
  return json
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

/** Signs a new user up with the Auth emulator's REST API and returns a real ID token. */
export async function createTestUser(prefix = 'user'): Promise<TestUser> {
  const email = uniqueEmail(prefix)
  const password = 'correct-horse-42'
  const body = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  })
  return { uid: body.localId, email, password, idToken: body.idToken }
}

/** Signs an existing user in again (a fresh token, e.g. after an e-mail change). */
export async function signInTestUser(email: string, password: string): Promise<string> {
  const body = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  })
  return body.idToken
}

/**
 * Signs in with a Google identity the way the web app does offline: the Auth emulator accepts an
 * unsigned Google id_token (a JSON of the claims) and answers with a real Firebase ID token.
 */
export async function googleTestUser({
  email = uniqueEmail('google'),
  ...claims
}: { name?: string; picture?: string; email?: string } = {}): Promise<
  TestUser & { name: string | undefined }
> {
  const idToken = JSON.stringify({ sub: randomUUID(), email, email_verified: true, ...claims })
  const body = await identityToolkit<{ localId: string; idToken: string }>('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  })
  return { uid: body.localId, email, password: '', idToken: body.idToken, name: claims.name }
}
