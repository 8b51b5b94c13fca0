// yup fields for text people type, with the rules of text.ts: no control characters or broken symbols,
// and a minimum counted in visible characters, so a title of zero-width spaces is as short as an empty one.
import { string } from 'yup'
import type { ValidationKey } from './messages'
import { hasForbiddenCharacters, visibleLength } from './text'

interface TextRule {
  min: number
  max: number
  /** the message of a text too short or too long */
  lengthKey: ValidationKey
  /** line breaks and tabs allowed (a description) */
  multiLine?: boolean
}

/** A trimmed text field of `min` to `max` characters; empty is left to required()/optional(). */
export function textField({ min, max, lengthKey, multiLine = false }: TextRule) {
  return string()
    .trim()
    .test('characters', 'text_invalid', (v) => !v || !hasForbiddenCharacters(v, { multiLine }))
    .test('visible', lengthKey, (v) => !v || visibleLength(v) >= min)
    .max(max, lengthKey)
}

/** An optional note on any number of lines ('' when not sent), at most `max` visible characters. */
export function noteField(max: number, lengthKey: ValidationKey) {
  return string()
    .trim()
    .default('')
    .test('characters', 'text_invalid', (v) => !v || !hasForbiddenCharacters(v, { multiLine: true }))
    .test('length', lengthKey, (v) => !v || visibleLength(v) <= max)
}
