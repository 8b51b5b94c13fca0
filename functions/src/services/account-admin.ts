// What the API needs from firebase-admin's Auth besides token checks: the account operations of
// sign-up, profile change and account deletion. firebase-admin's Auth satisfies this interface as is
// and honours FIREBASE_AUTH_EMULATOR_HOST, so tests and the local stack use the real thing.
import { conflict, invalid, invalidToken } from './service-error'

export interface AccountAdmin {
  createUser(properties: { email: string; password: string; displayName?: string }): Promise<{ uid: string }>
  updateUser(uid: string, properties: { email?: string; password?: string }): Promise<unknown>
  deleteUser(uid: string): Promise<void>
  getUser(uid: string): Promise<{
    uid: string
    email?: string
    displayName?: string
    photoURL?: string
    /** custom claims, e.g. `moderator: true` (docs/moderation.md) */
    customClaims?: Record<string, unknown>
  }>
}

/** The `auth/...` code of a firebase-admin error, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined
}

/** Turns the Auth errors a caller can cause into refusals; anything else stays a server error. */
export function accountRefusalOf(error: unknown): unknown {
  switch (authErrorCode(error)) {
    case 'auth/email-already-exists':
      return conflict('email_exists')
    case 'auth/invalid-email':
      return invalid({ email: 'email_invalid' })
    case 'auth/invalid-password':
      return invalid({ password: 'password_weak' })
    case 'auth/user-not-found':
      // The token is genuine but its account is gone (deleted in the last hour of the token's life).
      return invalidToken()
    default:
      return error
  }
}
