// The schemas of a report and of a moderator's decision, apart from moderation's words and shapes: the
// event page shows report buttons on its first load, and yup loads only with a dialog or on the server.
import { number, object, string, type InferType } from 'yup'
import { REPORT_TEXT_MAX } from './limits'
import {
  DECISION_ACTIONS,
  DECISION_REASONS,
  REPORT_ID_PATTERN,
  REPORT_PHOTO_URL_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  VISITOR_REPORT_REASONS,
  type ReportValidationContext,
} from './moderation'
import { noteField } from './text-schema'
import { choiceField } from './choice-schema'

/** A report's or a decision's text, and a merge's reasons: trimmed, on any number of lines, not too long. */
export const reportText = () => noteField(REPORT_TEXT_MAX, 'report_text_length')

/** POST /api/reports. `email` is read only from visitors; a signed-in reporter is known by the token. */
export const reportSchema = object({
  target: object({
    type: choiceField(REPORT_TARGET_TYPES, 'report_target_invalid'),
    id: string().required('report_target_invalid').matches(REPORT_ID_PATTERN, 'report_target_invalid'),
    // a photo by its address: the API finds it in the check-in wherever it now sits
    url: string().test('photo-url', 'report_target_invalid', function (v) {
      if (this.parent.type !== 'photo') return v === undefined
      return typeof v === 'string' && v !== '' && v.length <= REPORT_PHOTO_URL_MAX
    }),
  })
    .required('report_target_invalid')
    .noUnknown(),
  reason: choiceField(REPORT_REASONS, 'report_reason_invalid').test(
    'visitor-reason',
    'report_reason_needs_account',
    function (v) {
      const ctx = this.options.context as ReportValidationContext | undefined
      return ctx?.signedIn !== false || !v || VISITOR_REPORT_REASONS.includes(v)
    },
  ),
  text: reportText(),
  email: string()
    .trim()
    .lowercase()
    .default('')
    .test('visitor-email', 'report_email_required', function (v) {
      const ctx = this.options.context as ReportValidationContext | undefined
      return ctx?.signedIn !== false || Boolean(v)
    })
    .email('email_invalid'),
}).noUnknown()

export type ReportInput = InferType<typeof reportSchema>

/** POST /api/moderation/items/:key/decision */
export const decisionSchema = object({
  action: choiceField(DECISION_ACTIONS, 'decision_action_invalid'),
  reason: choiceField(DECISION_REASONS, 'decision_reason_invalid'),
  text: reportText(),
  // the queue item's version the moderator decided on (ModerationQueueItemDto.version)
  version: number()
    .strict()
    .typeError('decision_version_invalid')
    .required('decision_version_invalid')
    .integer('decision_version_invalid')
    .min(0, 'decision_version_invalid'),
}).noUnknown()

export type DecisionInput = InferType<typeof decisionSchema>
