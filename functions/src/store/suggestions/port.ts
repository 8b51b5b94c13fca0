// The suggestions capability's port (docs/suggestions.md): travellers' suggested edits of other
// travellers' events, sent and decided each in one transaction; an acceptance changes the event and
// keeps the change in its history in that same transaction.
import type {
  AmenityFact,
  FieldChange,
  SuggestedField,
  SuggestionAction,
  SuggestionDto,
} from '@travel/domain'
import type { EventChanges, EventRecord } from '../events/port'
import type { ModerationLogRecord } from '../moderation/records'
import { newId } from '../shared/new-id'

/** suggestions/{id} */
export interface SuggestionRecord extends Pick<
  SuggestionDto,
  | 'id'
  | 'eventId'
  | 'eventTitle'
  | 'reason'
  | 'basedOn'
  | 'state'
  | 'createdAt'
  | 'decidedAt'
  | 'accepted'
  | 'answer'
> {
  /** the event's owner, who decides: their inbox is one query */
  eventOwnerId: string
  /** the suggester (a deleted account's suggestions go with it) */
  authorId: string
  authorName: string
  changes: FieldChange[]
  deciderId: string | null
  deciderName: string | null
  /** with amenities accepted, the facts taken; absent on suggestions decided before facts were chosen */
  acceptedFacts?: AmenityFact[]
  /**
   * reports hide it until a moderator decides (docs/moderation.md): out of the author's inbox and the
   * overdue queue, and not to be decided; absent when shown
   */
  hidden?: true
}

export type SaveSuggestionResult =
  | { status: 'saved'; suggestion: SuggestionRecord; replaced: string | null }
  | { status: 'not_found' | 'own' | 'limit' | 'declined_before' | 'under_review' }

export interface SuggestionDecision {
  id: string
  action: SuggestionAction
  fields: SuggestedField[]
  /** with amenities among `fields`, the facts taken */
  facts: AmenityFact[]
  reason: string
  deciderId: string
  deciderName: string
  at: string
}

/**
 * What accepting the chosen fields does to the event as it is now, computed by the service in the
 * decision's transaction: the edit, or the fields that changed since the suggestion was sent.
 */
export type AcceptancePlan = (
  event: EventRecord,
  suggestion: SuggestionRecord,
) => { changes: EventChanges } | { outdated: SuggestedField[] }

export type DecideSuggestionResult =
  | { status: 'decided'; suggestion: SuggestionRecord; event: EventRecord | null }
  | { status: 'not_found' | 'decided_before' | 'event_gone' }
  | { status: 'outdated'; fields: SuggestedField[] }

export interface SuggestionStore {
  /**
   * Stores a new open suggestion, replacing the suggester's open one on the event, in one transaction
   * with their daily count. Refused for an unknown or hidden event ('not_found'), one's own ('own'), over
   * SUGGESTIONS_PER_DAY ('limit'), changes declined before ('declined_before'), and while reports hide
   * one of the suggester's on the event ('under_review': the new one would replace it).
   */
  saveSuggestion(suggestion: SuggestionRecord, perDay: number): Promise<SaveSuggestionResult>
  getSuggestion(id: string): Promise<SuggestionRecord | null>
  /** the open suggestions on one event that reports do not hide, newest first */
  openSuggestionsOfEvent(eventId: string, limit: number): Promise<SuggestionRecord[]>
  /** the open suggestions on a traveller's events that reports do not hide, newest first */
  openSuggestionsFor(ownerId: string, limit: number): Promise<SuggestionRecord[]>
  /** the suggestions a traveller sent, hidden ones too, newest first */
  suggestionsBy(authorId: string, limit: number): Promise<SuggestionRecord[]>
  /** open suggestions reports do not hide sent at or before `sentBy`, oldest first: the moderators' queue */
  overdueSuggestions(sentBy: string, limit: number): Promise<SuggestionRecord[]>
  /**
   * Declines, or accepts with `plan` (the event changed and the change kept as a revision by the
   * suggester, kind suggestion), in one transaction with the suggestion's new state. A suggestion
   * reports hide is not there to decide ('not_found').
   */
  decideSuggestion(decision: SuggestionDecision, plan: AcceptancePlan): Promise<DecideSuggestionResult>
}

/** The document of a suggester's daily count: one per account and UTC day. */
export function suggestionQuotaId(authorId: string, at: string): string {
  return `${authorId}~${at.slice(0, 10)}`
}

/** Whether two suggestions propose the same values (the "declined before" check). */
export function sameProposal(a: FieldChange[], b: FieldChange[]): boolean {
  const proposal = (changes: FieldChange[]) =>
    JSON.stringify([...changes].sort((x, y) => x.field.localeCompare(y.field)).map((c) => [c.field, c.after]))
  return proposal(a) === proposal(b)
}

/** The suggestion after a decision. */
export function decided(suggestion: SuggestionRecord, decision: SuggestionDecision): SuggestionRecord {
  return {
    ...suggestion,
    state: decision.action === 'accept' ? 'accepted' : 'declined',
    decidedAt: decision.at,
    deciderId: decision.deciderId,
    deciderName: decision.deciderName,
    accepted: decision.action === 'accept' ? decision.fields : [],
    acceptedFacts:
      decision.action === 'accept' && decision.fields.includes('amenities') ? decision.facts : [],
    answer: decision.reason,
  }
}

/**
 * The moderation log's entry of a decision a moderator took instead of the event's silent author; null
 * when the author decided (their own business, not moderation).
 */
export function moderatorDecisionLog(
  suggestion: SuggestionRecord,
  decision: SuggestionDecision,
): ModerationLogRecord | null {
  if (decision.deciderId === suggestion.eventOwnerId) return null
  return {
    id: newId(),
    kind: 'decision',
    key: `suggestion:${suggestion.id}`,
    label: suggestion.eventTitle,
    actorId: decision.deciderId,
    actorName: decision.deciderName,
    email: '',
    visitor: false,
    reason: 'suggested-edit',
    action: decision.action,
    text: decision.reason,
    at: decision.at,
  }
}

export const newestSuggestionFirst = (a: SuggestionRecord, b: SuggestionRecord) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1
