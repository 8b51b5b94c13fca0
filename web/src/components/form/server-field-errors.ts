// A refused save in a form: the API's per-field messages (already in the reader's language) go on the
// form's own fields, and a field shows either such a message or its schema's ValidationKey translated.
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'

/** Puts each field message of a refused save on the field `nameOf` names for it; others are skipped. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  nameOf: (apiField: string) => Path<T> | undefined,
): void {
  if (!(error instanceof ApiError)) return
  for (const [field, message] of Object.entries(error.fields)) {
    const name = nameOf(field)
    if (name) setError(name, { type: 'server', message })
  }
}

/** The text under a field: the server's message as it came, or the schema's key through `translate`. */
export function fieldErrorText(
  error: FieldError | undefined,
  translate: (validationKey: string) => string,
): string | undefined {
  if (!error?.message) return undefined
  return error.type === 'server' ? error.message : translate(error.message)
}
