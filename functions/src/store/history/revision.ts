// The revision a change of an event writes, computed alike by both adapters from the event before and
// after it; none when the change touched no revised field (a new photo only, a backfill).
import { REVISED_FIELDS, changedFields, type RevisedValues } from '@travel/domain'
import type { EventRecord } from '../events/port'
import { newId } from '../shared/new-id'
import type { RevisionAuthor, RevisionRecord } from './port'

function revisedValues(event: EventRecord): RevisedValues {
  const values: Record<string, unknown> = {}
  for (const field of REVISED_FIELDS) values[field] = event[field] ?? null
  return values as RevisedValues
}

export function revisionOf(
  before: EventRecord | null,
  after: EventRecord,
  by: RevisionAuthor,
): RevisionRecord | null {
  const changes = changedFields(before ? revisedValues(before) : null, revisedValues(after))
  if (changes.length === 0) return null
  return {
    id: newId(),
    eventId: after.id,
    ownerId: after.ownerId,
    at: after.updatedAt,
    kind: by.kind,
    actorId: by.actorId,
    actorName: by.actorName,
    reason: by.reason,
    revertOf: by.revertOf ?? null,
    changes,
  }
}

/**
 * A moderator's decision that shows a hidden event again: no field changes, the moderator and their note
 * kept in the history like any change.
 */
export function shownAgainRevision(
  event: EventRecord,
  by: { moderatorId: string; moderatorName: string; text: string; at: string },
): RevisionRecord {
  return {
    id: newId(),
    eventId: event.id,
    ownerId: event.ownerId,
    at: by.at,
    kind: 'moderation',
    actorId: by.moderatorId,
    actorName: by.moderatorName,
    reason: by.text,
    revertOf: null,
    changes: [],
  }
}
