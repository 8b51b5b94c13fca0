// The bodies of a suggestion and of its decision. The suggested values themselves are checked with the
// event's own schema, on the event as it would be with them (the same rules as its author's edit).
import { array, mixed, object, type InferType } from 'yup'
import { AMENITY_FACTS, type AmenityFact } from './amenities'
import { CHANGE_REASON_MAX } from './limits'
import { SUGGESTED_FIELDS, SUGGESTION_ACTIONS, type SuggestedField } from './suggestions'
import { noteField } from './text-schema'
import { choiceField } from './choice-schema'

const reasonText = () => noteField(CHANGE_REASON_MAX, 'change_reason_length')

/** POST /api/events/:id/suggestions */
export const suggestionSchema = object({
  // each value is checked by the event's schema; here only which fields may be suggested at all
  changes: object(Object.fromEntries(SUGGESTED_FIELDS.map((field) => [field, mixed()])))
    .required('nothing_to_update')
    .test('fields', 'nothing_to_update', (v) => Object.values(v ?? {}).some((x) => x !== undefined)),
  reason: reasonText().required('suggestion_reason_required').min(1, 'suggestion_reason_required'),
}).noUnknown()

export type SuggestionInput = Omit<InferType<typeof suggestionSchema>, 'changes'> & {
  changes: Partial<Record<SuggestedField, unknown>>
}

/** POST /api/suggestions/:id/decision */
export const suggestionDecisionSchema = object({
  action: choiceField(SUGGESTION_ACTIONS, 'suggestion_action_invalid'),
  fields: array(
    mixed<SuggestedField>()
      .required()
      .oneOf([...SUGGESTED_FIELDS], 'suggestion_fields_invalid'),
  )
    .typeError('suggestion_fields_invalid')
    .default([])
    .test('accepted', 'suggestion_fields_invalid', function (v) {
      return this.parent.action !== 'accept' || (v?.length ?? 0) > 0
    }),
  // with amenities accepted, the facts to take; left out, every fact the suggestion changes
  facts: array(
    mixed<AmenityFact>()
      .required()
      .oneOf([...AMENITY_FACTS], 'suggestion_fields_invalid'),
  )
    .typeError('suggestion_fields_invalid')
    .optional(),
  reason: reasonText(),
}).noUnknown()

export type SuggestionDecisionInput = InferType<typeof suggestionDecisionSchema>
