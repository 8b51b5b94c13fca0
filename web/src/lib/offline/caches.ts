// The Cache Storage caches this site keeps besides the app's own files, and which requests go in them.
// The service worker (web/src/sw.ts) and the page (./kept-events.ts) both use these, so the names and
// the rules of what is a file or an API read exist once (docs/offline.md).

/** Answers of the API's reads (events, lists, the wishlist) as last seen, used when the network fails. */
export const RECENT_API_CACHE = 'recent-api'
/** Photos and route files as last seen on a page, used before the network (their URLs never change). */
export const RECENT_FILES_CACHE = 'recent-files'
/** Server-rendered pages as last seen, opened when the network fails or is too slow. */
export const RECENT_PAGES_CACHE = 'recent-pages'
/** What saved events and trips kept offline need: their API answers, photos, thumbnails and route files. */
export const KEPT_EVENTS_CACHE = 'kept-events'

/** How many API answers and files the recent caches hold; the least recently used go first. */
export const RECENT_API_ENTRIES = 80
export const RECENT_FILE_ENTRIES = 60
export const RECENT_PAGE_ENTRIES = 30
/** What saved events may take offline, in bytes (photos and route files; the JSON is tiny). */
export const KEPT_EVENTS_BUDGET_BYTES = 50_000_000

/**
 * API reads kept for offline use: events (lists, the map, one event), the wishlist and trips. Accounts and
 * everything else always go to the network.
 */
export function isOfflineReadablePath(pathname: string): boolean {
  return /^\/api\/(events|wishlist|trips)(\/|$)/.test(pathname)
}

/**
 * A file download from Cloud Storage for Firebase (or the local storage server, which speaks the same
 * protocol): `/v0/b/{bucket}/o/{object}?alt=media`. Their names are timestamped and never rewritten, so a
 * kept copy is always the current one.
 */
export function isStorageDownload(url: URL): boolean {
  return url.pathname.startsWith('/v0/b/') && url.searchParams.get('alt') === 'media'
}

/** The key in KEPT_EVENTS_CACHE listing what was kept for one event (its files, their size). */
export function keptIndexUrl(eventId: string): string {
  return `/offline/kept/${encodeURIComponent(eventId)}`
}
export const KEPT_INDEX_PREFIX = '/offline/kept/'

/** Every cache that holds what a reader saw or saved: emptied when they sign out (nothing of theirs stays). */
export const READER_CACHES = [KEPT_EVENTS_CACHE, RECENT_API_CACHE, RECENT_FILES_CACHE, RECENT_PAGES_CACHE]

/** The page's message asking the service worker to empty READER_CACHES and their expiration records. */
export const FORGET_READER_MESSAGE = 'FORGET_READER'
