// Turns what a sign-in, sign-up or Google sign-in can throw into text for the user: Firebase Auth codes
// get a readable sentence, the API's errors arrive already translated, anything else is the generic
// 'Something went wrong!'.
import type { TFunction } from 'i18next'
import { ApiError } from '@/lib/api-client'

const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'invalidEmail',
  'auth/missing-password': 'missingPassword',
  'auth/user-disabled': 'userDisabled',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/popup-blocked': 'popupBlocked',
  'auth/account-exists-with-different-credential': 'differentCredential',
  'auth/operation-not-allowed': 'notAllowed',
}

/** The user closed the Google window or opened a second one: nothing to report. */
const SILENT = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'])

function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  const code = (error as { code: unknown }).code
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined
}

export function isSilentAuthError(error: unknown): boolean {
  const code = firebaseErrorCode(error)
  return code !== undefined && SILENT.has(code)
}

export function authErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.message
  const code = firebaseErrorCode(error)
  const key = code ? FIREBASE_MESSAGES[code] : undefined
  if (key) return t(`auth:errors.${key}`)
  return t('common:errors.generic')
}
