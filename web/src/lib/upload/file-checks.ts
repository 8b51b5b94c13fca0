// What is checked before a file is sent, in the user's language: its name, type and size against the
// same limits as storage.rules, then its first bytes (a PNG named .jpg is stored as image/png; an HTML
// page named .png is refused).
import {
  EVENT_FILE_MAX_BYTES,
  GPX_CONTENT_TYPE,
  PROFILE_PICTURE_MAX_BYTES,
  SIGNATURE_BYTES,
  isGpxFileName,
  isImageContentType,
  looksLikeGpx,
  sniffImageType,
  type UploadKind,
} from '@travel/domain'
import i18n from '@/i18n'

/**
 * Why a file cannot be uploaded, in the user's language, or undefined. The limits are strict like
 * storage.rules: a file of exactly the limit is refused (docs/files-and-rules.md).
 */
export function checkFile(kind: UploadKind, file: File): string | undefined {
  if (kind === 'eventGpx') {
    if (!isGpxFileName(file.name)) return i18n.t('uploads:checks.gpxOnly')
    if (file.size >= EVENT_FILE_MAX_BYTES) return i18n.t('uploads:checks.tooLarge')
    return undefined
  }
  if (!isImageContentType(file.type)) return i18n.t('uploads:checks.imagesOnly')
  if (kind === 'profilePicture') {
    return file.size >= PROFILE_PICTURE_MAX_BYTES ? i18n.t('uploads:checks.profileTooLarge') : undefined
  }
  return file.size >= EVENT_FILE_MAX_BYTES ? i18n.t('uploads:checks.tooLarge') : undefined
}

/**
 * What the file's first bytes say, checked before anything is sent: the content type to store it with
 * (the image type the bytes are, or the GPX type storage.rules expects), or why it cannot be uploaded.
 */
export async function inspectFile(
  kind: UploadKind,
  file: File,
): Promise<{ contentType: string } | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  if (kind === 'eventGpx') {
    return looksLikeGpx(head)
      ? { contentType: GPX_CONTENT_TYPE }
      : { problem: i18n.t('uploads:checks.notGpx') }
  }
  const type = sniffImageType(head)
  return type ? { contentType: type } : { problem: i18n.t('uploads:checks.imagesOnly') }
}
