// A failed upload in words: the Firebase Storage error code becomes a reason a user can act on, inside
// the sentence for the kind of file ("Error uploading image: …").
import type { UploadKind } from '@travel/domain'
import i18n from '@/i18n'

function reasonKey(code: string | undefined): string {
  switch (code) {
    case 'storage/unauthenticated':
      return 'unauthenticated'
    case 'storage/unauthorized':
    case 'storage/unauthorized-app':
      return 'unauthorized'
    case 'storage/retry-limit-exceeded':
      return 'network'
    case 'storage/quota-exceeded':
      return 'quota'
    default:
      return 'unknown'
  }
}

/** 'Error uploading image: {reason}' / 'Error uploading GPX file: {reason}' with a readable reason. */
export function uploadErrorMessage(kind: UploadKind, error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined
  const reason = i18n.t(`uploads:reasons.${reasonKey(code)}`)
  return i18n.t(kind === 'eventGpx' ? 'uploads:errors.gpx' : 'uploads:errors.image', { reason })
}

/** The SDK's way of saying the upload ended because it was asked to: not an error to show. */
export function isCanceled(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'storage/canceled'
  )
}
