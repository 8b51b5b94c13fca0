// The moderation forms' errors: the reason's own faults, found before sending, and the server's refusals,
// placed at their fields or, when they name none of them, above the form.
import type { TFunction } from 'i18next'
import { REPORT_TEXT_MAX, visibleLength } from '@travel/domain'
import { ApiError, errorMessage } from '@/lib/api-client'

/** A form's messages by field, `form` for those above it. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>

/** The reason's fault: missing where it is required (`requiredKey` names its message), or too long. */
export function reasonError(text: string, t: TFunction, requiredKey?: string): string | undefined {
  const trimmed = text.trim()
  if (!trimmed) return requiredKey ? t(requiredKey) : undefined
  if (visibleLength(trimmed) > REPORT_TEXT_MAX) return t('validation:report_text_length')
  return undefined
}

/** The server's refusal: its messages for `fields` at those fields, anything else above the form. */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  const found: FormErrors<F> = {}
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.fields[field]
      if (message) found[field] = message
    }
  }
  if (!Object.keys(found).length) found.form = errorMessage(error)
  return found
}
