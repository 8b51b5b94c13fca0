// File rules shared by the upload module, the API and the local storage server. storage.rules states the
// same policy for Cloud Storage; tests run one table of cases against both.
export const MB = 1024 * 1024
export const EVENT_FILE_MAX_BYTES = 5 * MB
export const PROFILE_PICTURE_MAX_BYTES = 2 * MB

/**
 * The image types the site accepts: raster formats every current browser shows in an <img>. SVG is not
 * among them (an SVG is a document that can run script when opened), and neither is HEIC/HEIF: only
 * Safari can show it, so most visitors would see a broken picture. iPhones convert HEIC photos to JPEG
 * when a page's file input does not list HEIC, so iPhone users are not turned away.
 */
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number]

/**
 * Content types a .gpx route file may be stored with: the upload module sends application/gpx+xml; a
 * client that does not know the type sends application/octet-stream. Generic XML and text types are
 * refused: browsers render them as documents.
 */
export const GPX_CONTENT_TYPES = ['application/gpx+xml', 'application/octet-stream'] as const
export const GPX_CONTENT_TYPE = 'application/gpx+xml'

export type UploadKind = 'eventImage' | 'eventGpx' | 'profilePicture' | 'checkinPhoto'

export function isGpxFileName(name: string): boolean {
  return /\.gpx$/i.test(name)
}

export function isImageContentType(contentType: string | undefined | null): contentType is ImageContentType {
  return typeof contentType === 'string' && (IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType)
}

/**
 * The Content-Disposition a route file is stored with, so that opening its download URL saves it instead
 * of showing it (an XML document in a browser tab can run script). storage.rules requires it.
 */
export function routeFileDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function isAttachmentDisposition(value: string | undefined | null): boolean {
  return typeof value === 'string' && /^attachment(\s*;|$)/i.test(value.trim())
}

/** Object names are `{timestamp}_{original}` with characters that break URLs or paths replaced. */
export function storageFileName(original: string, now: number = Date.now()): string {
  const safe = original.replace(/[/\\?#%\s]+/g, '_').slice(-120)
  return `${now}_${safe}`
}

export function eventFilePath(uid: string, fileName: string): string {
  return `events/${uid}/${fileName}`
}

export function profilePicturePath(uid: string, fileName: string): string {
  return `profiles/${uid}/${fileName}`
}

export function checkinPhotoPath(uid: string, fileName: string): string {
  return `checkins/${uid}/${fileName}`
}

export type UploadDecision =
  { allowed: true } | { allowed: false; reason: 'unauthenticated' | 'unauthorized'; detail: string }

export interface UploadRequest {
  /** full object path, e.g. events/{uid}/123_photo.jpg */
  path: string
  /** uid of the signed-in caller, or null for a visitor */
  uid: string | null
  size: number
  contentType: string | undefined | null
  /** the Content-Disposition stored with the object (route files must be attachments) */
  contentDisposition?: string | undefined | null
  /** the caller's account was deleted: its ID token stays valid for up to an hour, but writes nothing */
  accountDeleted?: boolean
}

/**
 * A stored file's own name: never "." or "..", and no backslash or control character, so no program that
 * unpacks a download or copies the folder reads it as a way out of its folder. The site's own names
 * (storageFileName) always pass.
 */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return name !== '.' && name !== '..' && !/[\\\u0000-\u001f\u007f]/.test(name)
}

/**
 * The write policy of storage.rules as a pure function. Reads are public; every write must be by the
 * owner of the folder, within the size limit and of the right type.
 */
export function decideUpload({
  path,
  uid,
  size,
  contentType,
  contentDisposition,
  accountDeleted = false,
}: UploadRequest): UploadDecision {
  const match = /^(events|profiles|checkins)\/([^/]+)\/([^/]+)$/.exec(path)
  if (!match)
    return { allowed: false, reason: uid ? 'unauthorized' : 'unauthenticated', detail: 'path not writable' }
  const [, folder, owner, name = ''] = match
  if (!uid) return { allowed: false, reason: 'unauthenticated', detail: 'sign in to upload' }
  if (uid !== owner) return { allowed: false, reason: 'unauthorized', detail: 'not your folder' }
  if (accountDeleted) return { allowed: false, reason: 'unauthorized', detail: 'this account was deleted' }
  if (!isSafeFileName(name))
    return { allowed: false, reason: 'unauthorized', detail: 'no backslash, control character or dot name' }
  if (folder === 'profiles') {
    if (!isImageContentType(contentType))
      return { allowed: false, reason: 'unauthorized', detail: 'JPEG, PNG, WebP, AVIF or GIF images only' }
    if (size >= PROFILE_PICTURE_MAX_BYTES)
      return { allowed: false, reason: 'unauthorized', detail: 'over 2 MB' }
    return { allowed: true }
  }
  if (size >= EVENT_FILE_MAX_BYTES) return { allowed: false, reason: 'unauthorized', detail: 'over 5 MB' }
  if (isImageContentType(contentType)) return { allowed: true }
  if (folder === 'checkins')
    return { allowed: false, reason: 'unauthorized', detail: 'JPEG, PNG, WebP, AVIF or GIF images only' }
  if (isGpxFileName(name) && (GPX_CONTENT_TYPES as readonly string[]).includes(contentType ?? '')) {
    if (!isAttachmentDisposition(contentDisposition))
      return { allowed: false, reason: 'unauthorized', detail: 'route files are stored as attachments' }
    return { allowed: true }
  }
  return {
    allowed: false,
    reason: 'unauthorized',
    detail: 'JPEG, PNG, WebP, AVIF or GIF images or .gpx route files only',
  }
}

/** Reading is public inside the upload folders; nothing else can exist, so nothing else is readable. */
export function decideRead(path: string, uid: string | null): UploadDecision {
  if (/^(events|profiles|checkins)\/[^/]+\/[^/]+$/.test(path)) return { allowed: true }
  return { allowed: false, reason: uid ? 'unauthorized' : 'unauthenticated', detail: 'path not readable' }
}

/** Deleting follows ownership only. */
export function decideDelete(path: string, uid: string | null): UploadDecision {
  const match = /^(events|profiles|checkins)\/([^/]+)\/[^/]+$/.exec(path)
  if (!uid) return { allowed: false, reason: 'unauthenticated', detail: 'sign in to delete' }
  if (!match || match[2] !== uid) return { allowed: false, reason: 'unauthorized', detail: 'not your file' }
  return { allowed: true }
}

/**
 * Where the site's files are served from. Production: the origin the Firebase JS SDK builds every download
 * URL on (its default host; buckets named <project>.firebasestorage.app and <project>.appspot.com both
 * appear in the path, never in the host). Locally: the local storage server's own origin.
 */
export const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com'

export interface StorageLocation {
  bucket: string
  /** origins download URLs are accepted from, e.g. [FIREBASE_STORAGE_ORIGIN] */
  origins: readonly string[]
}

export type FileFolder = 'events' | 'profiles' | 'checkins'

function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin
  } catch {
    return undefined
  }
}

/**
 * The object path (e.g. events/{uid}/1_a.jpg) of a download URL as the Firebase JS SDK makes it:
 * `{origin}/v0/b/{bucket}/o/{url-encoded path}?alt=media&token=…`, on an allowed origin, in the bucket,
 * inside one of the upload folders. Anything else (another host, a look-alike path, a URL with a user
 * name or a fragment) is undefined.
 */
export function objectPathOfStorageUrl(url: string, location: StorageLocation): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.username || parsed.password || parsed.hash) return undefined
  if (!location.origins.some((origin) => originOf(origin) === parsed.origin)) return undefined
  if (parsed.searchParams.get('alt') !== 'media') return undefined
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname)
  if (!match?.[1] || !match[2]) return undefined
  let bucket: string
  let path: string
  try {
    bucket = decodeURIComponent(match[1])
    path = decodeURIComponent(match[2])
  } catch {
    return undefined
  }
  if (bucket !== location.bucket) return undefined
  return /^(events|profiles|checkins)\/[^/]+\/[^/]+$/.test(path) ? path : undefined
}

/** True when `url` is a download URL of a file in the caller's own `folder` (events/{uid}/…). */
export function isOwnFileUrl(
  url: string,
  location: StorageLocation,
  folder: FileFolder,
  uid: string,
): boolean {
  const path = objectPathOfStorageUrl(url, location)
  return path !== undefined && path.startsWith(`${folder}/${uid}/`)
}

/**
 * The hosts Google serves account pictures from: the `picture` of a Google ID token, and the photoURL
 * Firebase Auth gives a Google account, are https://lh3.googleusercontent.com/… addresses; lh4 to lh6
 * serve the same pictures. A Google picture is copied into a profile only from these hosts.
 */
export const GOOGLE_PICTURE_HOSTS = [
  'lh3.googleusercontent.com',
  'lh4.googleusercontent.com',
  'lh5.googleusercontent.com',
  'lh6.googleusercontent.com',
] as const

export function isGooglePictureUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return (
    parsed.protocol === 'https:' &&
    !parsed.username &&
    !parsed.password &&
    !parsed.port &&
    (GOOGLE_PICTURE_HOSTS as readonly string[]).includes(parsed.hostname)
  )
}

/** The object path (e.g. events/uid/1_a.gpx) inside a download URL, or undefined. */
export function objectPathOfDownloadUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    const m = /^\/v0\/b\/[^/]+\/o\/(.+)$/.exec(parsed.pathname)
    return m?.[1] ? decodeURIComponent(m[1]) : undefined
  } catch {
    return undefined
  }
}
