// The answers to a request the storage rules (or the bytes themselves) refuse, in the statuses the SDK
// maps to its error codes: 401 storage/unauthenticated, 403 storage/unauthorized.
import type { UploadDecision } from '@travel/domain'
import { HttpError } from '../http-error'

export function denial(
  decision: Exclude<UploadDecision, { allowed: true }>,
  closeConnection = false,
): HttpError {
  return decision.reason === 'unauthenticated'
    ? new HttpError(401, `User is not authenticated: ${decision.detail}.`, closeConnection)
    : new HttpError(403, `Permission denied: ${decision.detail}.`, closeConnection)
}

/** A file whose first bytes are not the type it declares is refused like a policy denial (403). */
export function typeMismatch(contentType: string): HttpError {
  return new HttpError(403, `Permission denied: the file's content is not ${contentType}.`)
}
