// The bodies of a duplicate claim and of a moderator's decision on a claimed pair: reasons follow the
// same text rules as a report's (domain moderation-schema.ts), and are required here.
import { object, string, type InferType } from 'yup'
import { MERGE_ACTIONS, MERGE_ID_PATTERN } from './merges'
import { reportText } from './moderation-schema'
import { choiceField } from './choice-schema'

const reasonText = (required: string) => reportText().test('required', required, (v) => Boolean(v))

/** POST /api/events/:id/duplicates */
export const duplicateClaimSchema = object({
  otherId: string().required('duplicate_other_invalid').matches(MERGE_ID_PATTERN, 'duplicate_other_invalid'),
  reason: reasonText('duplicate_reason_required'),
}).noUnknown()

export type DuplicateClaimInput = InferType<typeof duplicateClaimSchema>

/** POST /api/moderation/merges/:pair/decision */
export const mergeDecisionSchema = object({
  action: choiceField(MERGE_ACTIONS, 'merge_action_invalid'),
  // which of the pair stays; read only with `merge`
  keep: string()
    .default('')
    .test('keep', 'merge_keep_invalid', function (v) {
      return this.parent.action !== 'merge' || (typeof v === 'string' && MERGE_ID_PATTERN.test(v))
    }),
  reason: reasonText('merge_reason_required'),
}).noUnknown()

export type MergeDecisionInput = InferType<typeof mergeDecisionSchema>
