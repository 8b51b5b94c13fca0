// A wishlist shared by a private link (docs/api.md "Shared lists"): the owner's link, and what anyone
// with the link reads. The token is the only secret: it is never derived from the owner or the list.
import type { EventListItemDto } from './event-api'
import type { GpsExportFormat } from './gps-export'
import type { Language } from './messages'

/** GET/POST /api/wishlist/share: the owner's current link. */
export interface ShareLinkDto {
  token: string
  createdAt: string
}

/** GET /api/shared-lists/:token: the owner's public name and the list's events, newest saved first. */
export interface SharedListDto {
  owner: { username: string }
  events: EventListItemDto[]
}

/** The page of a shared list, as the owner copies it. */
export const SHARED_LIST_PATH = '/shared'

/** base64url of 16 or more random bytes: what a token looks like, checked before any read. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/

export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

export function sharedListPath(token: string): string {
  return `${SHARED_LIST_PATH}/${encodeURIComponent(token)}`
}

/** The API path (after /api) of a shared list. */
export function sharedListApiPath(token: string): string {
  return `/shared-lists/${encodeURIComponent(token)}`
}

/** The API path (after /api) of a shared list's export: a plain link, no account needed. */
export function sharedListExportPath(token: string, format: GpsExportFormat, language: Language): string {
  return `${sharedListApiPath(token)}/export.${format}?lang=${language}`
}
