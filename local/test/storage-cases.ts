// One table of upload cases for the storage policy (docs/files-and-rules.md, where the strict binary limits
// are spelled out), run with the real Firebase JS SDK against the local storage server and against the
// official Storage emulator with storage.rules; `bytesOnly` cases are refused by the byte check alone.
import { EVENT_FILE_MAX_BYTES, MB, PROFILE_PICTURE_MAX_BYTES, routeFileDisposition } from '@travel/domain'

export type Who = 'owner' | 'other' | 'visitor'
export type Outcome = 'allowed' | 'refused'

export interface UploadCase {
  title: string
  /** the object path, given the owner's uid */
  path: (ownerUid: string) => string
  who: Who
  size: number
  contentType: string
  /** stored with the file; route files default to routeFileDisposition(their name) */
  contentDisposition?: string | null
  /** what the bytes really are, when not what contentType says */
  actually?: 'html' | 'svg' | 'png'
  /** refused only because of the bytes: storage.rules cannot see them, the local server can */
  bytesOnly?: boolean
  outcome: Outcome
}

const KB = 1024

export const uploadCases: UploadCase[] = [
  {
    title: 'a check-in photo whose name climbs folders with backslashes is refused',
    path: (uid) => `checkins/${uid}/..\\..\\..\\tmp\\x.jpg`,
    who: 'owner',
    size: 2 * KB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'the owner uploads a small event image (one multipart request)',
    path: (uid) => `events/${uid}/1700000000000_photo.jpg`,
    who: 'owner',
    size: 200 * KB,
    contentType: 'image/jpeg',
    outcome: 'allowed',
  },
  {
    title: 'the owner uploads an event image one byte under 5 MB (resumable, in chunks)',
    path: (uid) => `events/${uid}/1700000000001_big.jpg`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES - 1,
    contentType: 'image/jpeg',
    outcome: 'allowed',
  },
  {
    title: 'an event image of exactly 5 MB is refused',
    path: (uid) => `events/${uid}/1700000000002_exact.jpg`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'an event image of 5 MB + 1 byte is refused',
    path: (uid) => `events/${uid}/1700000000003_over.jpg`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES + 1,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'a 10 MB event image is refused',
    path: (uid) => `events/${uid}/1700000000004_huge.jpg`,
    who: 'owner',
    size: 10 * MB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'the owner uploads a WebP thumbnail beside an event image',
    path: (uid) => `events/${uid}/1700000000005_photo_640.webp`,
    who: 'owner',
    size: 60 * KB,
    contentType: 'image/webp',
    outcome: 'allowed',
  },
  {
    title: "another user cannot upload into someone else's event folder",
    path: (uid) => `events/${uid}/1700000000006_intruder.jpg`,
    who: 'other',
    size: KB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'a visitor cannot upload an event image',
    path: (uid) => `events/${uid}/1700000000007_visitor.jpg`,
    who: 'visitor',
    size: KB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'the owner uploads a GPX route file',
    path: (uid) => `events/${uid}/1700000000008_route.gpx`,
    who: 'owner',
    size: 300 * KB,
    contentType: 'application/gpx+xml',
    outcome: 'allowed',
  },
  {
    title: 'a .gpx file with the generic type a browser may send is accepted',
    path: (uid) => `events/${uid}/1700000000009_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'application/octet-stream',
    outcome: 'allowed',
  },
  {
    title: 'a GPX file one byte under 5 MB is accepted',
    path: (uid) => `events/${uid}/1700000000010_long-route.gpx`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES - 1,
    contentType: 'application/gpx+xml',
    outcome: 'allowed',
  },
  {
    title: 'a GPX file of exactly 5 MB is refused',
    path: (uid) => `events/${uid}/1700000000011_too-long.gpx`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES,
    contentType: 'application/gpx+xml',
    outcome: 'refused',
  },
  {
    title: 'a .gpx name with a text content type is refused',
    path: (uid) => `events/${uid}/1700000000012_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'text/plain',
    outcome: 'refused',
  },
  {
    title: 'a GPX content type on a name not ending in .gpx is refused',
    path: (uid) => `events/${uid}/1700000000013_route.txt`,
    who: 'owner',
    size: KB,
    contentType: 'application/gpx+xml',
    outcome: 'refused',
  },
  {
    title: 'a PDF is neither an image nor a route file',
    path: (uid) => `events/${uid}/1700000000014_notes.pdf`,
    who: 'owner',
    size: KB,
    contentType: 'application/pdf',
    outcome: 'refused',
  },
  {
    title: 'the owner uploads a profile picture one byte under 2 MB',
    path: (uid) => `profiles/${uid}/1700000000015_me.png`,
    who: 'owner',
    size: PROFILE_PICTURE_MAX_BYTES - 1,
    contentType: 'image/png',
    outcome: 'allowed',
  },
  {
    title: 'a profile picture of exactly 2 MB is refused',
    path: (uid) => `profiles/${uid}/1700000000016_me.png`,
    who: 'owner',
    size: PROFILE_PICTURE_MAX_BYTES,
    contentType: 'image/png',
    outcome: 'refused',
  },
  {
    title: 'a profile picture of 2 MB + 1 byte is refused',
    path: (uid) => `profiles/${uid}/1700000000017_me.png`,
    who: 'owner',
    size: PROFILE_PICTURE_MAX_BYTES + 1,
    contentType: 'image/png',
    outcome: 'refused',
  },
  {
    title: 'a route file is not a profile picture',
    path: (uid) => `profiles/${uid}/1700000000018_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'application/gpx+xml',
    outcome: 'refused',
  },
  {
    title: "another user cannot replace someone else's profile picture",
    path: (uid) => `profiles/${uid}/1700000000019_me.png`,
    who: 'other',
    size: KB,
    contentType: 'image/png',
    outcome: 'refused',
  },
  {
    title: 'the owner uploads a check-in photo one byte under 5 MB',
    path: (uid) => `checkins/${uid}/1700000000040_visit.webp`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES - 1,
    contentType: 'image/webp',
    outcome: 'allowed',
  },
  {
    title: 'a check-in photo of exactly 5 MB is refused',
    path: (uid) => `checkins/${uid}/1700000000041_visit.jpg`,
    who: 'owner',
    size: EVENT_FILE_MAX_BYTES,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'a route file is not a check-in photo',
    path: (uid) => `checkins/${uid}/1700000000042_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'application/gpx+xml',
    outcome: 'refused',
  },
  {
    title: "another user cannot add a photo to someone else's check-in folder",
    path: (uid) => `checkins/${uid}/1700000000043_visit.jpg`,
    who: 'other',
    size: KB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'nothing can be uploaded outside the events, profiles and check-ins folders',
    path: (uid) => `uploads/${uid}/1700000000020_photo.jpg`,
    who: 'owner',
    size: KB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'nothing can be uploaded into a sub-folder of an event folder',
    path: (uid) => `events/${uid}/trip/1700000000021_photo.jpg`,
    who: 'owner',
    size: KB,
    contentType: 'image/jpeg',
    outcome: 'refused',
  },
  {
    title: 'an SVG image is refused (it is a document that can run script)',
    path: (uid) => `events/${uid}/1700000000022_drawing.svg`,
    who: 'owner',
    size: KB,
    contentType: 'image/svg+xml',
    outcome: 'refused',
  },
  {
    title: 'an SVG profile picture is refused',
    path: (uid) => `profiles/${uid}/1700000000023_me.svg`,
    who: 'owner',
    size: KB,
    contentType: 'image/svg+xml',
    outcome: 'refused',
  },
  {
    title: 'a HEIC photo is refused (most browsers cannot show it)',
    path: (uid) => `events/${uid}/1700000000024_iphone.heic`,
    who: 'owner',
    size: KB,
    contentType: 'image/heic',
    outcome: 'refused',
  },
  {
    title: 'the owner uploads an AVIF event image',
    path: (uid) => `events/${uid}/1700000000025_photo.avif`,
    who: 'owner',
    size: 20 * KB,
    contentType: 'image/avif',
    outcome: 'allowed',
  },
  {
    title: 'the owner uploads a GIF profile picture',
    path: (uid) => `profiles/${uid}/1700000000026_me.gif`,
    who: 'owner',
    size: 20 * KB,
    contentType: 'image/gif',
    outcome: 'allowed',
  },
  {
    title: 'a .gpx file stored as text/xml is refused (browsers render it as a page)',
    path: (uid) => `events/${uid}/1700000000027_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'text/xml',
    outcome: 'refused',
  },
  {
    title: 'a route file that would be shown inline instead of saved is refused',
    path: (uid) => `events/${uid}/1700000000028_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'application/gpx+xml',
    contentDisposition: 'inline',
    outcome: 'refused',
  },
  {
    title: 'a route file without a Content-Disposition is refused',
    path: (uid) => `events/${uid}/1700000000029_route.gpx`,
    who: 'owner',
    size: KB,
    contentType: 'application/gpx+xml',
    contentDisposition: null,
    outcome: 'refused',
  },
  {
    title: 'an HTML page declared as a PNG image is refused (its bytes are checked)',
    path: (uid) => `events/${uid}/1700000000030_photo.png`,
    who: 'owner',
    size: KB,
    contentType: 'image/png',
    actually: 'html',
    bytesOnly: true,
    outcome: 'refused',
  },
  {
    title: 'an SVG declared as a JPEG profile picture is refused (its bytes are checked)',
    path: (uid) => `profiles/${uid}/1700000000031_me.jpg`,
    who: 'owner',
    size: KB,
    contentType: 'image/jpeg',
    actually: 'svg',
    bytesOnly: true,
    outcome: 'refused',
  },
  {
    title: 'a PNG declared as a JPEG is refused (its bytes are checked)',
    path: (uid) => `events/${uid}/1700000000032_photo.jpg`,
    who: 'owner',
    size: KB,
    contentType: 'image/jpeg',
    actually: 'png',
    bytesOnly: true,
    outcome: 'refused',
  },
  {
    title: 'an HTML page named .gpx is refused as a route file (its bytes are checked), even in chunks',
    path: (uid) => `events/${uid}/1700000000033_route.gpx`,
    who: 'owner',
    size: 600 * KB,
    contentType: 'application/gpx+xml',
    actually: 'html',
    bytesOnly: true,
    outcome: 'refused',
  },
]

const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF\x00\x00\x00\x00WEBPVP8 '].map((c) => c.charCodeAt(0)),
  'image/avif': [0, 0, 0, 0x1c, ...'ftypavif\x00\x00\x00\x00avifmif1miaf'].map((c) =>
    typeof c === 'number' ? c : c.charCodeAt(0),
  ),
  'application/gpx+xml': [...'<?xml version="1.0"?><gpx>'].map((c) => c.charCodeAt(0)),
  'application/octet-stream': [...'<?xml version="1.0"?><gpx>'].map((c) => c.charCodeAt(0)),
  html: [...'<!doctype html><script>alert(document.cookie)</script>'].map((c) => c.charCodeAt(0)),
  svg: [...'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'].map((c) => c.charCodeAt(0)),
}

/**
 * The bytes a case uploads: a deterministic pattern (so a corrupted chunk is detectable) that starts like
 * the file it declares to be (or like `actually`).
 */
export function caseBytes({
  size,
  contentType,
  actually,
}: Pick<UploadCase, 'size' | 'contentType' | 'actually'>): Uint8Array {
  const bytes = patternBytes(size)
  const signature = SIGNATURES[actually ?? contentType] ?? []
  bytes.set(signature.slice(0, size))
  return bytes
}

/** The Content-Disposition a case uploads with: route files as attachments unless the case says not. */
export function caseDisposition(uploadCase: UploadCase, ownerUid: string): string | undefined {
  if (uploadCase.contentDisposition !== undefined) return uploadCase.contentDisposition ?? undefined
  const name = uploadCase.path(ownerUid).split('/').pop() ?? ''
  return name.endsWith('.gpx') ? routeFileDisposition(name) : undefined
}

/** Deterministic bytes of a given length (a repeating pattern, so a corrupted chunk is detectable). */
export function patternBytes(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size)
  let x = seed
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    bytes[i] = x >>> 16
  }
  return bytes
}
