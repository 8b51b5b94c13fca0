// Where to go after signing in: back to the guarded page that sent the visitor to /sign-in, else home.
// Only a plain path of this site is accepted, so a crafted link cannot send a user elsewhere, nor break
// the screen with an address the router refuses.
import { paths } from '@/config/paths'

export const REDIRECT_PARAM = 'redirectTo'

/** Any origin: only whether a target stays on it matters. */
const HERE = 'https://this-site.invalid'

/**
 * A path of this site ("/profile?tab=events#top") or home. Refused: anything not starting with one "/",
 * backslashes (browsers read them as slashes), and control characters and whitespace other than a
 * space: URL parsers drop tabs and line breaks, so "/\t/evil.example" would become "//evil.example".
 * What is left is resolved against an origin and kept only if it stays there, in its normalised form.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.home
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001F\u007F-\u009F\\\u2028\u2029]/.test(value)) return paths.home
  let url: URL
  try {
    url = new URL(value, HERE)
  } catch {
    return paths.home
  }
  if (url.origin !== HERE) return paths.home
  return `${url.pathname}${url.search}${url.hash}`
}

export function signInUrlFor(target: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`
}
