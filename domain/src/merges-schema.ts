// The bodies of a duplicate claim and of a moderator's decision on a claimed pair: reasons follow the
// same text rules as a report's (domain moderation-schema.ts), and are required here.
import { mixed, object, string, type InferType } from 'yup'
import { REPORT_TEXT_MAX } from './limits'
import { MERGE_ACTIONS, MERGE_ID_PATTERN, type MergeAction } from './merges'
import { hasForbiddenCharacters, visibleLength } from './text'

const reasonText = (required: string) =>
  string()
    .trim()
    .default('')
    .test('required', required, (v) => Boolean(v))
    .test('characters', 'text_invalid', (v) => !v || !hasForbiddenCharacters(v, { multiLine: true }))
    .test('length', 'report_text_length', (v) => !v || visibleLength(v) <= REPORT_TEXT_MAX)

/** POST /api/events/:id/duplicates */
export const duplicateClaimSchema = object({
  otherId: string().required('duplicate_other_invalid').matches(MERGE_ID_PATTERN, 'duplicate_other_invalid'),
  reason: reasonText('duplicate_reason_required'),
}).noUnknown()

export type DuplicateClaimInput = InferType<typeof duplicateClaimSchema>

/** POST /api/moderation/merges/:pair/decision */
export const mergeDecisionSchema = object({
  action: mixed<MergeAction>()
    .required('merge_action_invalid')
    .oneOf([...MERGE_ACTIONS], 'merge_action_invalid'),
  // which of the pair stays; read only with `merge`
  keep: string()
    .default('')
    .test('keep', 'merge_keep_invalid', function (v) {
      return this.parent.action !== 'merge' || (typeof v === 'string' && MERGE_ID_PATTERN.test(v))
    }),
  reason: reasonText('merge_reason_required'),
}).noUnknown()

export type MergeDecisionInput = InferType<typeof mergeDecisionSchema>
