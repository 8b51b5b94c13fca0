// Suggested edits (docs/suggestions.md): any signed-in traveller proposes changes to someone else's
// event with a reason; its author, or a moderator once the author has been silent for a while, accepts
// some or all of the fields or declines. An accepted field is applied as an edit and kept in the history.
import { changedFacts, type Amenities, type AmenityFact } from './amenities'
import { sameValue, type FieldChange, type RevisedField, type RevisedValues } from './history'
import type { Language } from './messages'
import type { TranslationText } from './translations'

/** What a suggestion may change: the event's text, place and facts, not its date or files. */
export const SUGGESTED_FIELDS = [
  'title',
  'description',
  'translation',
  'section',
  'country',
  'access',
  'coordinates',
  'map',
  'amenities',
] as const satisfies readonly RevisedField[]

export type SuggestedField = (typeof SUGGESTED_FIELDS)[number]

/** open until decided; a new suggestion of the same traveller on the same event replaces an open one */
export const SUGGESTION_STATES = ['open', 'accepted', 'declined', 'replaced'] as const
export type SuggestionState = (typeof SUGGESTION_STATES)[number]

/** How many suggestions one account may send in a UTC day. */
export const SUGGESTIONS_PER_DAY = 20
/** After this many days without an answer from the author, moderators may decide too. */
export const SUGGESTION_MODERATOR_DAYS = 14

export const SUGGESTION_ACTIONS = ['accept', 'decline'] as const
export type SuggestionAction = (typeof SUGGESTION_ACTIONS)[number]

/** A suggestion as the API answers it. */
export interface SuggestionDto {
  id: string
  eventId: string
  /** the event's title when the suggestion was sent */
  eventTitle: string
  /** who suggested it (a deleted account's suggestions go with it) */
  by: { _id: string; username: string }
  reason: string
  /** each field: its value when the suggestion was sent (before) and the suggested one (after) */
  changes: FieldChange[]
  /**
   * with a suggested translation, while its event exists: the event's original text, which the inbox
   * shows side by side with the translation
   */
  original?: TranslationText & { language: Language }
  /** the event's updatedAt the suggestion was made on */
  basedOn: string
  state: SuggestionState
  createdAt: string
  /** the fields whose value changed since the suggestion was sent: they cannot be applied blindly */
  outdated: SuggestedField[]
  /** of a suggested amenities change, the facts that changed since (the others may still be accepted) */
  outdatedFacts: AmenityFact[]
  /** the author has not answered for SUGGESTION_MODERATOR_DAYS: moderators may decide */
  toModerators: boolean
  decidedAt: string | null
  decidedBy: { _id: string; username: string } | null
  /** the fields an acceptance applied */
  accepted: SuggestedField[]
  /** with amenities accepted, the facts it took ([] otherwise) */
  acceptedFacts: AmenityFact[]
  /** the reason given with the decision ('' when none) */
  answer: string
  /**
   * true only in answers to its suggester while reports hide it (docs/moderation.md): it is out of the
   * event author's inbox and cannot be accepted; absent otherwise
   */
  hidden?: true
}

export interface SuggestionsDto {
  suggestions: SuggestionDto[]
}

/** Whether a suggestion sent at `createdAt` may be decided by moderators at `now`. */
export function isOverdue(createdAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(createdAt) >= SUGGESTION_MODERATOR_DAYS * 24 * 60 * 60 * 1000
}

/**
 * What a suggestion form proposes: the suggested fields whose value in `proposed` (the event as the form
 * would save it) differs from the event's. The server checks them again on the event as it is then.
 */
export function proposedChanges(
  event: Partial<Pick<RevisedValues, SuggestedField>>,
  proposed: Partial<Record<SuggestedField, unknown>>,
): Partial<Record<SuggestedField, unknown>> {
  const changes: Partial<Record<SuggestedField, unknown>> = {}
  for (const field of SUGGESTED_FIELDS) {
    if (field in proposed && !sameValue(event[field], proposed[field]))
      changes[field] = proposed[field] ?? null
  }
  return changes
}

/** The facts a suggested amenities change proposes: each is reviewed and accepted on its own. */
export function suggestedFacts(changes: readonly FieldChange[]): AmenityFact[] {
  const change = changes.find((c) => c.field === 'amenities')
  return change ? changedFacts(change.before as Amenities | null, change.after as Amenities | null) : []
}
