// Errors and the one middleware that turns them into DESIGN.md §6 responses. Handlers just throw.
import type { ErrorRequestHandler, RequestHandler } from 'express'
import { ValidationError } from 'yup'
import {
  apiErrorMessages,
  pickLanguage,
  validationMessages,
  type ApiErrorCode,
  type ApiFailure,
  type Language,
  type ValidationKey,
} from '@travel/domain'

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

/**
 * The message for a field whose rule gave no ValidationKey: yup's own type errors ("coordinates must be a
 * `array` type") are English sentences, so a wrong type gets the field's usual message instead.
 */
const FIELD_FALLBACK: Record<string, ValidationKey> = {
  title: 'title_length',
  description: 'description_length',
  image: 'file_url_invalid',
  thumbnail: 'file_url_invalid',
  gpxFile: 'file_url_invalid',
  map: 'map_length',
  coordinates: 'coordinates_warning',
  access: 'access_invalid',
  date: 'date_invalid',
  section: 'section_invalid',
  country: 'country_invalid',
  username: 'username_length',
  name: 'username_length',
  email: 'email_invalid',
  password: 'password_weak',
  profilePicture: 'file_url_invalid',
  photo: 'file_url_invalid',
  eventID: 'event_id_required',
}

/** The message for a field that holds the wrong kind of value (an object where text belongs, …). */
export function wrongTypeKey(path: string): ValidationKey {
  const key = path.replace(/\[\d+\]/g, '')
  return FIELD_FALLBACK[key] ?? FIELD_FALLBACK[key.split('.')[0] ?? key] ?? 'required'
}

function isValidationKey(message: string): message is ValidationKey {
  return message in validationMessages.en
}

/** Turns a yup ValidationError into per-field keys: {"section.sub": "sub_required"}. */
export function fieldsOf(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {}
  const inner = error.inner.length ? error.inner : [error]
  for (const e of inner) {
    // "coordinates[1]" is reported on "coordinates": the form has one input for the pair.
    const key = (e.path || '_').replace(/\[\d+\]/g, '')
    const message = String(e.message)
    const top = key.split('.')[0] ?? key
    // A null where a value is needed is a missing value, whatever the field.
    const text = isValidationKey(message)
      ? message
      : e.type === 'nullable'
        ? 'required'
        : (FIELD_FALLBACK[key] ?? FIELD_FALLBACK[top] ?? 'required')
    if (!(key in fields)) fields[key] = text
  }
  return fields
}

function translateField(lang: Language, message: string): string {
  const table = validationMessages[lang] as Record<string, string>
  return table[message] ?? message
}

export function failureBody(err: HttpError, lang: Language): ApiFailure {
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

/**
 * What went wrong reading a request body, as the client's error: body-parser marks most of its errors
 * with a `type`, but a compressed body that does not decompress (gzip, deflate or br garbage) comes
 * without one, so every error of the body reader is mapped here (see readJsonBody) rather than guessed
 * from its shape later.
 */
export function bodyReadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined
  if (type === 'entity.too.large') return new HttpError(413, 'payload_too_large')
  if (type === 'entity.parse.failed') return new HttpError(400, 'malformed_json')
  if (type === 'charset.unsupported' || type === 'encoding.unsupported' || type === undefined)
    return new HttpError(400, 'unsupported_encoding')
  // A size that does not match Content-Length, an aborted upload, …: the client's fault, never a 500.
  return new HttpError(400, 'malformed_json')
}

/** The router's own client errors, e.g. a path parameter with broken %-encoding: it names nothing. */
function fromRouter(err: unknown): HttpError | undefined {
  const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined
  return typeof status === 'number' && status >= 400 && status < 500 ? notFound() : undefined
}

export const notFoundHandler: RequestHandler = () => {
  throw notFound()
}

export function errorHandler(log: (message: string, err: unknown) => void): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const lang = pickLanguage(req.headers['accept-language'])
    let httpError: HttpError
    if (err instanceof HttpError) httpError = err
    else if (err instanceof ValidationError) httpError = badRequest(fieldsOf(err))
    else {
      const parsed = fromRouter(err)
      if (parsed) httpError = parsed
      else {
        log(`${req.method} ${req.originalUrl} failed`, err)
        httpError = new HttpError(500, 'internal')
      }
    }
    res.status(httpError.statusCode).json(failureBody(httpError, lang))
  }
}
