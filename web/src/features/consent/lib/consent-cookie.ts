// The cookie that remembers the visitor's answer to the cookie banner (docs/screens.md): "true" after
// "Accept", "false" after declining; 365 days, SameSite=Lax, Secure when the site runs on https.
const CONSENT_COOKIE = 'cookieConsent'
const CONSENT_MAX_AGE_DAYS = 365

export type Consent = boolean

/** The Set-Cookie string for document.cookie; pure so its attributes can be checked directly. */
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

/** The stored answer, or undefined while the visitor has not chosen. */
export function readConsent(cookie: string = document.cookie): Consent | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === CONSENT_COOKIE) {
      if (value === 'true') return true
      if (value === 'false') return false
    }
  }
  return undefined
}

export function writeConsent(accepted: Consent): void {
  document.cookie = consentCookieString(accepted, window.location.protocol === 'https:')
}
