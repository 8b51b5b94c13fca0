// Who is calling: the SDK sends `Authorization: Firebase <ID token>` when someone is signed in. The token
// is verified with firebase-admin, which checks it against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
import type { IncomingMessage } from 'node:http'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { PROJECT_ID } from '../auth-emulator'

export type Caller =
  { kind: 'visitor' } | { kind: 'user'; uid: string; accountDeleted: boolean } | { kind: 'invalid-token' }

export type VerifyIdToken = (token: string) => Promise<{ uid: string }>

/** Whether the API has begun deleting this account (its tombstone, as storage.rules reads it). */
export type IsAccountDeleted = (uid: string) => Promise<boolean>

export function emulatorTokenVerifier(): VerifyIdToken {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'The local storage server verifies ID tokens against the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST (npm start does).',
    )
  }
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
  const auth = getAuth(app)
  return (token) => auth.verifyIdToken(token)
}

export async function identifyCaller(
  req: IncomingMessage,
  verify: VerifyIdToken,
  isAccountDeleted: IsAccountDeleted,
): Promise<Caller> {
  const header = req.headers.authorization
  if (!header) return { kind: 'visitor' }
  const match = /^(?:Firebase|Bearer)\s+(\S+)$/i.exec(header)
  if (!match?.[1]) return { kind: 'invalid-token' }
  let uid: string
  try {
    ;({ uid } = await verify(match[1]))
  } catch {
    return { kind: 'invalid-token' }
  }
  return { kind: 'user', uid, accountDeleted: await isAccountDeleted(uid) }
}

export function uidOf(caller: Caller): string | null {
  return caller.kind === 'user' ? caller.uid : null
}

/** The caller as decideUpload weighs them. */
export function uploaderOf(caller: Caller): { uid: string | null; accountDeleted: boolean } {
  return caller.kind === 'user'
    ? { uid: caller.uid, accountDeleted: caller.accountDeleted }
    : { uid: null, accountDeleted: false }
}
