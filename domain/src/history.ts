// An event's history (docs/data-model.md): every change to it is kept as a revision — who, when, why,
// and each changed field before and after. Revisions keep the event's text and facts, never its files:
// a photo or a route file that was replaced is gone from storage, and a revert must not point at it.
import type { EventDto } from './event-api'
import type { TranslationText } from './translations'

/** The fields a revision records and a revert restores, in the order a history shows them. */
export const REVISED_FIELDS = [
  'title',
  'description',
  'writtenIn',
  'translation',
  'section',
  'country',
  'access',
  'date',
  'coordinates',
  'map',
  'amenities',
] as const satisfies readonly (keyof RevisedSource)[]

/** An event's fields as stored: its original text, and its translation (null without one). */
type RevisedSource = EventDto & { translation: TranslationText | null }

export type RevisedField = (typeof REVISED_FIELDS)[number]

/**
 * What the revised fields hold: the event's own values (its original text, never a reader's version),
 * `amenities` null when it offers none.
 */
export type RevisedValues = {
  [F in RevisedField]: F extends 'amenities' ? EventDto[F] | null : RevisedSource[F]
}

/**
 * How the change came about: the event's creation, its author's edit, a revert to an earlier revision,
 * a traveller's suggestion its author (or a moderator) accepted, or a moderator's decision on reports.
 */
export const REVISION_KINDS = ['create', 'edit', 'revert', 'suggestion', 'moderation', 'merge'] as const
export type RevisionKind = (typeof REVISION_KINDS)[number]

export interface FieldChange<F extends RevisedField = RevisedField> {
  field: F
  before: RevisedValues[F] | null
  after: RevisedValues[F] | null
}

/** A revision as the API answers it (GET /api/events/:id/history), newest first. */
export interface RevisionDto {
  id: string
  eventId: string
  at: string
  kind: RevisionKind
  /** who made the change; null for a deleted account ("a former traveller") */
  by: { _id: string; username: string } | null
  /** the suggestion's or the moderator's reason, or what the author wrote; '' when none was given */
  reason: string
  /** the revision a revert went back to */
  revertOf?: string
  changes: FieldChange[]
}

/** How many revisions one page of a history holds at most. */
export const HISTORY_PAGE_MAX = 50

/** Whether two values of a revised field are the same (absent and null alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * The revised fields whose values differ between two versions of an event, in REVISED_FIELDS order;
 * `before` null for a new event, so every field it was given is a change.
 */
export function changedFields(
  before: Partial<RevisedValues> | null,
  after: Partial<RevisedValues>,
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of REVISED_FIELDS) {
    const was = before ? (before[field] ?? null) : null
    const is = after[field] ?? null
    if (!sameValue(was, is)) changes.push({ field, before: was, after: is } as FieldChange)
  }
  return changes
}

/** GET /api/events/:id/history: a page of revisions, newest first, and the cursor of the next page. */
export interface HistoryDto {
  revisions: RevisionDto[]
  next: string | null
}
