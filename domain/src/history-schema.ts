// POST /api/events/:id/history/:revisionId/revert: the version the revert was asked from (as an edit's
// updatedAt: 409 when the event was saved since) and an optional reason.
import { object, string, type InferType } from 'yup'
import { CHANGE_REASON_MAX } from './limits'
import { hasForbiddenCharacters, visibleLength } from './text'

export const revertSchema = object({
  updatedAt: string().trim().max(40, 'text_invalid').optional(),
  reason: string()
    .trim()
    .default('')
    .test('characters', 'text_invalid', (v) => !v || !hasForbiddenCharacters(v, { multiLine: true }))
    .test('length', 'change_reason_length', (v) => !v || visibleLength(v) <= CHANGE_REASON_MAX),
}).noUnknown()

export type RevertInput = InferType<typeof revertSchema>
