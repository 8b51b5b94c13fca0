// The cookie that remembers the visitor's answer to the cookie banner (docs/screens.md): its rule is the
// domain's (domain/src/consent.ts), shared with the pages server that answers the banner's form.
import { consentCookieString, readConsent as readConsentOf, type Consent } from '@travel/domain'

export { consentCookieString, type Consent }

/** The stored answer, or undefined while the visitor has not chosen. */
export function readConsent(cookie: string = document.cookie): Consent | undefined {
  return readConsentOf(cookie)
}

export function writeConsent(accepted: Consent): void {
  document.cookie = consentCookieString(accepted, window.location.protocol === 'https:')
}
