// Reading the JSON body of a request: express.json with a size limit, keys named like Object.prototype
// members dropped, and every error of reading the body turned into the client's 400/413 here.
import express, { type RequestHandler } from 'express'
import { HttpError } from './http-error'

const BODY_LIMIT = '100kb'

/**
 * No body the API reads has a key named like an Object.prototype member (`__proto__`, `constructor`,
 * `toString`, …); such keys are dropped while the JSON is parsed, so no code after this point can
 * mistake them for an inherited member or be handed one.
 */
function withoutPrototypeKeys(key: string, value: unknown): unknown {
  return key in Object.prototype ? undefined : value
}

/**
 * What went wrong reading a request body, as the client's error: body-parser marks most of its errors
 * with a `type`, but a compressed body that does not decompress (gzip, deflate or br garbage) comes
 * without one, so every error of the body reader is mapped here rather than guessed from its shape later.
 */
function bodyReadError(err: unknown): HttpError {
  if (err instanceof HttpError) return err
  const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined
  if (type === 'entity.too.large') return new HttpError(413, 'payload_too_large')
  if (type === 'entity.parse.failed') return new HttpError(400, 'malformed_json')
  if (type === 'charset.unsupported' || type === 'encoding.unsupported' || type === undefined)
    return new HttpError(400, 'unsupported_encoding')
  // A size that does not match Content-Length, an aborted upload, …: the client's fault, never a 500.
  return new HttpError(400, 'malformed_json')
}

export function readJsonBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT, reviver: withoutPrototypeKeys })
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => next(err === undefined ? undefined : bodyReadError(err)))
  }
}
