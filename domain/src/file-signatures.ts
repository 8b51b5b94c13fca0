// What a file's first bytes say it is. A content type is only a claim made by the uploader; the bytes
// decide. Used where a file's bytes are seen before it is stored: the upload module (before sending, so
// the user is told at once) and the local storage server (which refuses a mismatch like a policy denial).
import { GPX_CONTENT_TYPES, IMAGE_CONTENT_TYPES, type ImageContentType } from './files'

/** How many leading bytes the checks below need. */
export const SIGNATURE_BYTES = 64

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false
  return signature.every((byte, i) => bytes[at + i] === byte)
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to))
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names the avif (still) or avis (sequence) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const end = Math.min(boxSize >>> 0, bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.includes('avif') || brands.includes('avis')
}

/** The raster image type the bytes are, or undefined (SVG, HEIC, HTML, … are none of them). */
export function sniffImageType(bytes: Uint8Array): ImageContentType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'image/gif'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp'
  if (isAvif(bytes)) return 'image/avif'
  return undefined
}

/**
 * A GPX file is XML whose first markup is the XML declaration, a comment or the <gpx> element (after an
 * optional UTF-8 byte order mark and white space). A document type declaration is refused: GPX needs
 * none, and it is how entity tricks get into XML.
 */
export function looksLikeGpx(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at++
  const head = ascii(bytes, at, Math.min(bytes.length, at + 5))
  return head === '<?xml' || head.startsWith('<gpx') || head.startsWith('<!--')
}

/**
 * Whether a file's first bytes are what its declared content type says. Images must be the very type
 * declared; route files (declared as GPX or as unknown bytes) must look like GPX. Other types are not
 * judged here: the upload policy refuses them anyway.
 */
export function bytesMatchContentType(
  contentType: string | undefined | null,
  firstBytes: Uint8Array,
): boolean {
  if ((IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType ?? ''))
    return sniffImageType(firstBytes) === contentType
  if ((GPX_CONTENT_TYPES as readonly string[]).includes(contentType ?? '')) return looksLikeGpx(firstBytes)
  return true
}
