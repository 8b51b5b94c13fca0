// The errors the routes and middleware throw (services raise ServiceErrors); error-handler.ts turns both
// into the API's failure answer.
import type { ApiErrorCode } from '@travel/domain'

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    /** per-field ValidationKeys, translated when the response is written */
    readonly fields?: Record<string, string>,
  ) {
    super(code)
    this.name = 'HttpError'
  }
}

export const badRequest = (fields: Record<string, string>) => new HttpError(400, 'validation_failed', fields)
export const unauthenticated = () => new HttpError(401, 'unauthenticated')
export const invalidToken = () => new HttpError(401, 'invalid_token')
export const forbidden = () => new HttpError(403, 'forbidden')
export const notFound = (code: ApiErrorCode = 'not_found') => new HttpError(404, code)
export const conflict = (code: ApiErrorCode) => new HttpError(409, code)
