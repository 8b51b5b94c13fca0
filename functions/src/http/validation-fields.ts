// From yup's errors to the API's per-field messages: {"section.sub": "sub_required"}. Every message is a
// ValidationKey of domain/ (translated when the answer is written), never one of yup's own sentences.
import type { ValidationError } from 'yup'
import type { ValidationKey } from '@travel/domain'
import { validationMessages } from '@travel/domain/validation-messages'

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
  target: 'report_target_invalid',
  reason: 'report_reason_invalid',
  action: 'decision_action_invalid',
  facts: 'checkin_fact_invalid',
}

/** "coordinates[1]" is reported on "coordinates": the form has one input for the pair. */
function fieldOf(path: string): string {
  return path.replace(/\[\d+\]/g, '')
}

/** The usual message of a field ("section.main" falls back to "section"'s), or `required`. */
function fallbackKey(field: string): ValidationKey {
  return FIELD_FALLBACK[field] ?? FIELD_FALLBACK[field.split('.')[0] ?? field] ?? 'required'
}

/** The message for a field that holds the wrong kind of value (an object where text belongs, …). */
export function wrongTypeKey(path: string): ValidationKey {
  return fallbackKey(fieldOf(path))
}

function isValidationKey(message: string): message is ValidationKey {
  return message in validationMessages.en
}

/** Turns a yup ValidationError into per-field keys, the first problem of each field. */
export function fieldsOf(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {}
  const inner = error.inner.length ? error.inner : [error]
  for (const e of inner) {
    const field = fieldOf(e.path || '_')
    const message = String(e.message)
    // A null where a value is needed is a missing value, whatever the field.
    const key = isValidationKey(message) ? message : e.type === 'nullable' ? 'required' : fallbackKey(field)
    if (!(field in fields)) fields[field] = key
  }
  return fields
}
