// One table of upload cases for the storage policy (DESIGN.md §5), run with the real Firebase JS SDK
// against the local storage server (storage-server.test.ts) and against the official Storage emulator
// with storage.rules (storage-rules.emulator.test.ts).
//
// Limits are binary megabytes and strict: "under 5 MB" means at most 5 × 1024 × 1024 − 1 bytes, so a
// file of exactly 5 MB (5,242,880 bytes) is refused, and the same for 2 MB profile pictures. storage.rules
// (`size < 5 * 1024 * 1024`), domain decideUpload (`size >= EVENT_FILE_MAX_BYTES` refused) and the web
// checkFile agree.
import { EVENT_FILE_MAX_BYTES, MB, PROFILE_PICTURE_MAX_BYTES } from '@travel/domain'

export type Who = 'owner' | 'other' | 'visitor'
export type Outcome = 'allowed' | 'refused'

export interface UploadCase {
  title: string
  /** the object path, given the owner's uid */
  path: (ownerUid: string) => string
  who: Who
  size: number
  contentType: string
  outcome: Outcome
}

const KB = 1024

export const uploadCases: UploadCase[] = [
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
    title: 'nothing can be uploaded outside the events and profiles folders',
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
]

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
