// The refusals the services raise, in the product's words (an ApiErrorCode and per-field keys) and free
// of any transport: the API's error middleware (http/error-handler.ts) gives each kind its HTTP status.
import type { ApiErrorCode } from '@travel/domain'

/** What kind of refusal: the API answers 400, 401, 403, 404, 409 and 429 for these, in this order. */
export type ServiceErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many'

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    readonly code: ApiErrorCode,
    /** per-field ValidationKeys, translated when the answer is written */
    readonly fields?: Record<string, string>,
  ) {
    super(code)
    this.name = 'ServiceError'
  }
}

export const invalid = (fields: Record<string, string>) =>
  new ServiceError('invalid', 'validation_failed', fields)
/** A genuine token whose account is gone: the same refusal as any dead token. */
export const invalidToken = () => new ServiceError('unauthenticated', 'invalid_token')
export const forbidden = (code: ApiErrorCode = 'forbidden') => new ServiceError('forbidden', code)
export const notFound = (code: ApiErrorCode = 'not_found') => new ServiceError('not_found', code)
export const conflict = (code: ApiErrorCode) => new ServiceError('conflict', code)
export const tooMany = (code: ApiErrorCode) => new ServiceError('too_many', code)
