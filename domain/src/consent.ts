// The visitor's answer to the cookie banner, one rule for the browser and the server: the cookie
// `cookieConsent` ("true" or "false", 365 days, SameSite=Lax, Secure on https), written by the app, or by
// the pages server when the banner's form is sent before the app runs (docs/rendering.md).

export const CONSENT_COOKIE = 'cookieConsent'
const CONSENT_MAX_AGE_DAYS = 365

/** Where the banner's form goes when the app has not started yet (a POST, answered with a redirect). */
export const CONSENT_PATH = '/consent'
/** The form's fields: which button was pressed, and the page to go back to. */
export const CONSENT_ANSWER_FIELD = 'answer'
export const CONSENT_RETURN_FIELD = 'return'
export const CONSENT_ANSWERS = { accept: 'accept', decline: 'decline' } as const

export type Consent = boolean

/** The Set-Cookie string (document.cookie's and the server's header); pure so its attributes can be checked directly. */
export function consentCookieString(accepted: Consent, secure: boolean): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60
  const parts = [
    `${CONSENT_COOKIE}=${accepted ? 'true' : 'false'}`,
    'path=/',
    `max-age=${maxAge}`,
    'SameSite=Lax',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The stored answer in a Cookie header or document.cookie, or undefined while the visitor has not chosen. */
export function readConsent(cookie: string): Consent | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === CONSENT_COOKIE) {
      if (value === 'true') return true
      if (value === 'false') return false
    }
  }
  return undefined
}

/**
 * The page the banner's form goes back to: a path of this site only (never `//host` or a full address, so
 * the form cannot be used to send anyone elsewhere); the home page otherwise.
 */
export function consentReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/'
  return value
}
