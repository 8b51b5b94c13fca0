// Runs a domain schema on a request body: every problem at once (abortEarly: false) so the 400 carries a
// message per field, and unknown fields dropped, so a `user` or `ownerId` in a body can never reach the
// store. A ValidationError thrown here becomes a 400 in the error middleware.
import { ValidationError, type AnyObject, type InferType, type ISchema } from 'yup'
import { badRequest } from './http-error'
import { fieldsOf, wrongTypeKey } from './validation-fields'

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The body as an object: a missing body, an array or a bare value counts as an empty form. */
export function bodyObject(body: unknown): Record<string, unknown> {
  return isPlainObject(body) ? body : {}
}

/** The parts of a yup schema this module reads: its type and, for objects and arrays, what is inside. */
interface SchemaShape {
  type?: string
  fields?: Record<string, SchemaShape>
  innerType?: SchemaShape
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key)

/**
 * The body as yup should see it: only declared fields, read as own properties (a key such as `constructor`
 * would find Object.prototype's function and make yup throw), and no object or array where a single value
 * belongs (yup would throw calling its trim() or toString(); it is that field's error instead).
 */
function declaredFields(
  schema: SchemaShape,
  body: Record<string, unknown>,
  prefix: string,
  problems: Record<string, string>,
): Record<string, unknown> {
  const clean: Record<string, unknown> = {}
  const fields = schema.fields ?? {}
  for (const key of Object.keys(body)) {
    if (!hasOwn(fields, key)) continue
    const field = fields[key] as SchemaShape
    const value = body[key]
    const path = `${prefix}${key}`
    const wrongType = () => {
      problems[path] = wrongTypeKey(path)
    }
    // An array where an object belongs, or an object where an array belongs, is reported here too: yup
    // would print the whole value into its type error, and printing a deeply nested value overflows
    // the stack.
    if (field.type === 'object') {
      if (isPlainObject(value)) clean[key] = declaredFields(field, value, `${path}.`, problems)
      else if (typeof value === 'object' && value !== null) wrongType()
      else clean[key] = value
    } else if (field.type === 'array') {
      const inner = field.innerType?.type
      const scalarsOnly = inner !== 'object' && inner !== 'array' && inner !== 'mixed'
      if (isPlainObject(value)) wrongType()
      else if (
        Array.isArray(value) &&
        scalarsOnly &&
        value.some((item) => typeof item === 'object' && item !== null)
      )
        wrongType()
      else clean[key] = value
    } else if (field.type !== 'mixed' && typeof value === 'object' && value !== null) {
      wrongType()
    } else {
      clean[key] = value
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
  const input = declaredFields(schema as SchemaShape, bodyObject(body), '', wrongTypes)
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
