// Where to go after signing in: back to the guarded page that sent the visitor to /sign-in, else home.
// Only paths inside this site are accepted, so a crafted link cannot send a user elsewhere.
import { paths } from '@/config/paths'

export const REDIRECT_PARAM = 'redirectTo'

export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home
  return value
}

export function signInUrlFor(target: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`
}
