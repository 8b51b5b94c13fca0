// Runs a domain schema on a request body: every problem at once (abortEarly: false) so the 400 carries a
// message per field, and unknown fields dropped (stripUnknown), so a `user` or `ownerId` in a body can
// never reach the store. A ValidationError thrown here becomes a 400 in the error middleware.
import { ValidationError, type AnyObject, type InferType, type ISchema } from 'yup'
import { badRequest, fieldsOf, wrongTypeKey } from './errors'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as an object: a missing body, an array or a bare value counts as an empty form. */
export function bodyObject(body: unknown): Record<string, unknown> {
  return isPlainObject(body) ? body : {}
}

interface DescribedSchema {
  type?: string
  fields?: Record<string, DescribedSchema>
}

/**
 * yup casts a string field by calling transforms such as trim() on whatever arrived, and an object or an
 * array there throws a TypeError instead of failing validation. Such values are taken out before yup
 * sees them and reported as that field's error, so a JSON object where text belongs is a 400.
 */
function withoutObjectsInTextFields(
  schema: DescribedSchema,
  body: Record<string, unknown>,
  prefix: string,
  problems: Record<string, string>,
): Record<string, unknown> {
  const clean: Record<string, unknown> = { ...body }
  for (const [key, field] of Object.entries(schema.fields ?? {})) {
    const value = body[key]
    if (field.type === 'string' && typeof value === 'object' && value !== null) {
      problems[`${prefix}${key}`] = wrongTypeKey(`${prefix}${key}`)
      delete clean[key]
    } else if (field.type === 'object' && isPlainObject(value)) {
      clean[key] = withoutObjectsInTextFields(field, value, `${prefix}${key}.`, problems)
    }
  }
  return clean
}

export async function validateBody<S extends ISchema<unknown, AnyObject>>(
  schema: S,
  body: unknown,
  context?: AnyObject,
): Promise<InferType<S>> {
  const wrongTypes: Record<string, string> = {}
  const input = withoutObjectsInTextFields(schema as DescribedSchema, bodyObject(body), '', wrongTypes)
  let value: InferType<S>
  try {
    value = (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
      ...(context ? { context } : {}),
    })) as InferType<S>
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    throw badRequest({ ...fieldsOf(error), ...wrongTypes })
  }
  if (Object.keys(wrongTypes).length) throw badRequest(wrongTypes)
  return value
}
