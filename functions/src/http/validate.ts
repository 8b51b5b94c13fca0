// Runs a domain schema on a request body: every problem at once (abortEarly: false) so the 400 carries a
// message per field, and unknown fields dropped (stripUnknown), so a `user` or `ownerId` in a body can
// never reach the store. A ValidationError thrown here becomes a 400 in the error middleware.
import type { AnyObject, InferType, ISchema } from 'yup'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as an object: a missing body, an array or a bare value counts as an empty form. */
export function bodyObject(body: unknown): Record<string, unknown> {
  return isPlainObject(body) ? body : {}
}

export function validateBody<S extends ISchema<unknown, AnyObject>>(
  schema: S,
  body: unknown,
  context?: AnyObject,
): Promise<InferType<S>> {
  return schema.validate(bodyObject(body), {
    abortEarly: false,
    stripUnknown: true,
    ...(context ? { context } : {}),
  }) as Promise<InferType<S>>
}
