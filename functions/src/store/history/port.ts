// The history capability's port: the revisions of events (docs/data-model.md). A revision is written by
// the events capability in the transaction of the change it records; this port reads them.
import type { FieldChange, RevisionDto, RevisionKind } from '@travel/domain'

/** revisions/{id}: one change of one event, kept until the event is deleted. */
export interface RevisionRecord extends Pick<RevisionDto, 'id' | 'eventId' | 'at' | 'kind' | 'reason'> {
  /** the event's owner, so an account's deletion finds its events' revisions with one query */
  ownerId: string
  /** who made it; null once their account is deleted ("a former traveller") */
  actorId: string | null
  actorName: string | null
  /** the revision a revert went back to; null otherwise */
  revertOf: string | null
  changes: FieldChange[]
}

/** Who changes an event and why: given with a change that is to be kept in its history. */
export interface RevisionAuthor {
  kind: RevisionKind
  actorId: string
  actorName: string
  reason: string
  revertOf?: string
}

/** A place in a history (newest first, then id descending). */
export interface RevisionPosition {
  at: string
  id: string
}

export const revisionPositionOf = ({ at, id }: RevisionPosition): RevisionPosition => ({ at, id })

/** An event's revisions, newest first. */
export interface HistoryStore {
  /** at most `limit` revisions of the event after `after`, and where the next page starts (limit + 1 read) */
  revisionsOf(
    eventId: string,
    limit: number,
    after?: RevisionPosition,
  ): Promise<{ revisions: RevisionRecord[]; next: RevisionPosition | null }>
  /** every revision a traveller made, newest first ("Download my data") */
  revisionsBy(actorId: string): Promise<RevisionRecord[]>
  /** one revision, or null when there is none with this id */
  getRevision(id: string): Promise<RevisionRecord | null>
}

/** Newest first, ties by id descending: the history's order on both adapters. */
export function compareRevisions(a: RevisionPosition, b: RevisionPosition): number {
  if (a.at !== b.at) return a.at > b.at ? -1 : 1
  if (a.id !== b.id) return a.id > b.id ? -1 : 1
  return 0
}
