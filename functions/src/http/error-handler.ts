// The one middleware that turns whatever a handler threw into the API's failure answer,
// `{ success: false, statusCode, code, message, fields? }`, in the caller's language. Handlers just throw.
import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ValidationError } from 'yup'
import { apiErrorMessages, pickLanguage, type ApiFailure, type Language } from '@travel/domain'
import { validationMessages } from '@travel/domain/validation-messages'
import { ServiceError, type ServiceErrorKind } from '../services/service-error'
import { AccountDeletedError, StaleEventError } from '../services/records'
import { badRequest, conflict, HttpError, invalidToken, notFound } from './http-error'
import { fieldsOf } from './validation-fields'

function translateField(lang: Language, message: string): string {
  const table = validationMessages[lang] as Record<string, string>
  return table[message] ?? message
}

function failureBody(err: HttpError, lang: Language): ApiFailure {
  const body: ApiFailure = {
    success: false,
    statusCode: err.statusCode,
    code: err.code,
    message: apiErrorMessages[lang][err.code],
  }
  if (err.fields) {
    body.fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, translateField(lang, v)]))
    // One readable sentence for clients that show a single message: the first field's text.
    const first = Object.values(body.fields)[0]
    if (first) body.message = first
  }
  return body
}

/** The status of each kind of refusal the services raise. */
const STATUS_OF: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
}

/** A service's refusal as the API answers it: the same code and fields, the kind's status. */
function httpErrorOf(err: ServiceError): HttpError {
  return new HttpError(STATUS_OF[err.kind], err.code, err.fields)
}

/** The router's own client errors, e.g. a path parameter with broken %-encoding: it names nothing. */
function fromRouter(err: unknown): HttpError | undefined {
  const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? notFound() : undefined
}

/** Anything no route answered is a 404 in the same shape. */
export const notFoundHandler: RequestHandler = () => {
  throw notFound()
}

export function errorHandler(log: (message: string, err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    // A streamed answer (a GPS export) that failed part-way: it can only be cut short, never replaced.
    if (res.headersSent) {
      log(`${req.method} ${req.originalUrl} failed while answering`, err)
      res.destroy()
      return
    }
    const lang = pickLanguage(req.headers['accept-language'])
    let httpError: HttpError
    if (err instanceof HttpError) httpError = err
    else if (err instanceof ServiceError) httpError = httpErrorOf(err)
    else if (err instanceof ValidationError) httpError = badRequest(fieldsOf(err))
    // A genuine token of an account deleted since it was issued: the same answer as any dead token.
    else if (err instanceof AccountDeletedError) httpError = invalidToken()
    // An edit made from an older version: the client offers to load the latest (docs/api.md).
    else if (err instanceof StaleEventError) httpError = conflict('event_changed')
    else {
      const parsed = fromRouter(err)
      if (parsed) httpError = parsed
      else {
        // Only a fault of the server itself is logged, and its details never reach the client.
        log(`${req.method} ${req.originalUrl} failed`, err)
        httpError = new HttpError(500, 'internal')
      }
    }
    res.status(httpError.statusCode).json(failureBody(httpError, lang))
  }
}
