// File rules shared by the upload module, the API and the local storage server. storage.rules states the
// same policy for Cloud Storage; tests run one table of cases against both.
export const MB = 1024 * 1024
export const EVENT_FILE_MAX_BYTES = 5 * MB
export const PROFILE_PICTURE_MAX_BYTES = 2 * MB

/** Content types browsers and the upload module send for .gpx files. */
export const GPX_CONTENT_TYPES = [
  'application/gpx+xml',
  'application/octet-stream',
  'application/xml',
  'text/xml',
] as const
export const GPX_CONTENT_TYPE = 'application/gpx+xml'

export type UploadKind = 'eventImage' | 'eventGpx' | 'profilePicture'

export function isGpxFileName(name: string): boolean {
  return /\.gpx$/i.test(name)
}

export function isImageContentType(contentType: string | undefined | null): boolean {
  return typeof contentType === 'string' && /^image\/[a-z0-9.+-]+$/i.test(contentType)
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

export type UploadDecision =
  { allowed: true } | { allowed: false; reason: 'unauthenticated' | 'unauthorized'; detail: string }

export interface UploadRequest {
  /** full object path, e.g. events/{uid}/123_photo.jpg */
  path: string
  /** uid of the signed-in caller, or null for a visitor */
  uid: string | null
  size: number
  contentType: string | undefined | null
}

/**
 * The write policy of storage.rules as a pure function. Reads are public; every write must be by the
 * owner of the folder, within the size limit and of the right type.
 */
export function decideUpload({ path, uid, size, contentType }: UploadRequest): UploadDecision {
  const match = /^(events|profiles)\/([^/]+)\/([^/]+)$/.exec(path)
  if (!match)
    return { allowed: false, reason: uid ? 'unauthorized' : 'unauthenticated', detail: 'path not writable' }
  const [, folder, owner, name = ''] = match
  if (!uid) return { allowed: false, reason: 'unauthenticated', detail: 'sign in to upload' }
  if (uid !== owner) return { allowed: false, reason: 'unauthorized', detail: 'not your folder' }
  if (folder === 'profiles') {
    if (!isImageContentType(contentType))
      return { allowed: false, reason: 'unauthorized', detail: 'images only' }
    if (size >= PROFILE_PICTURE_MAX_BYTES)
      return { allowed: false, reason: 'unauthorized', detail: 'over 2 MB' }
    return { allowed: true }
  }
  if (size >= EVENT_FILE_MAX_BYTES) return { allowed: false, reason: 'unauthorized', detail: 'over 5 MB' }
  if (isImageContentType(contentType)) return { allowed: true }
  if (isGpxFileName(name) && (GPX_CONTENT_TYPES as readonly string[]).includes(contentType ?? ''))
    return { allowed: true }
  return { allowed: false, reason: 'unauthorized', detail: 'images or .gpx route files only' }
}

/** Reading is public inside the two upload folders; nothing else can exist, so nothing else is readable. */
export function decideRead(path: string, uid: string | null): UploadDecision {
  if (/^(events|profiles)\/[^/]+\/[^/]+$/.test(path)) return { allowed: true }
  return { allowed: false, reason: uid ? 'unauthorized' : 'unauthenticated', detail: 'path not readable' }
}

/** Deleting follows ownership only. */
export function decideDelete(path: string, uid: string | null): UploadDecision {
  const match = /^(events|profiles)\/([^/]+)\/[^/]+$/.exec(path)
  if (!uid) return { allowed: false, reason: 'unauthenticated', detail: 'sign in to delete' }
  if (!match || match[2] !== uid) return { allowed: false, reason: 'unauthorized', detail: 'not your file' }
  return { allowed: true }
}

/**
 * True when `url` is a download address of an object in `bucket` (production host or an emulator host),
 * so an event can never point at someone else's storage.
 */
export function isBucketDownloadUrl(url: string, bucket: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  return (
    parsed.pathname.startsWith(`/v0/b/${encodeURIComponent(bucket)}/o/`) ||
    parsed.pathname.startsWith(`/v0/b/${bucket}/o/`)
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
