// The Firestore collections every capability's adapter names, and the small conversions they share
// between a record and its document.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'

export const COLLECTIONS = {
  events: 'events',
  users: 'users',
  wishlist: 'wishlist',
  /** deletedAccounts/{uid}: the tombstone of a deleted account (AccountStore.markAccountDeleted) */
  deletedAccounts: 'deletedAccounts',
  checkins: 'checkins',
  /** sharedLists/{token}: a wishlist's private link (ListStore.getSharedList) */
  sharedLists: 'sharedLists',
  /** moderation (docs/moderation.md): none of these is ever read or written by a browser */
  reports: 'reports',
  moderation: 'moderation',
  moderationLog: 'moderationLog',
  notices: 'notices',
  reportQuota: 'reportQuota',
  /** revisions/{id}: every kept change of an event (docs/data-model.md) */
  revisions: 'revisions',
  /** suggestions/{id} and suggestionQuota/{uid}~{day}: suggested edits (docs/suggestions.md) */
  suggestions: 'suggestions',
  suggestionQuota: 'suggestionQuota',
  /** inboxes/{uid}: a traveller's unread count and notice settings (docs/notices.md) */
  inboxes: 'inboxes',
  /** mail/{id}: e-mails for the Trigger Email extension, which only the API writes */
  mail: 'mail',
  /** trips/{id} with trips/{id}/stops/{stopId}, and tripShares/{token}: trips (docs/trips.md) */
  trips: 'trips',
  tripShares: 'tripShares',
  /** duplicate claims, their daily counts, and the addresses of merged events (docs/moderation.md) */
  mergeClaims: 'mergeClaims',
  mergeQuota: 'mergeQuota',
  mergedEvents: 'mergedEvents',
} as const

/** The subcollection of a trip's stops. */
export const TRIP_STOPS = 'stops'

/** Firestore's limit on values in one `in` clause. */
export const IN_LIMIT = 30

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** A change object leaves unchanged fields undefined: Firestore rejects them, and neither adapter stores them. */
export function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

export function withoutId<T extends { id: string }>(record: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = record
  return rest
}

/** A document's fields with its id: the record of a collection that stores nothing else. */
export function recordOf<T>(snap: DocumentSnapshot<DocumentData>): T & { id: string } {
  return { ...(snap.data() as T), id: snap.id }
}

/** getAll's two snapshots, in the order asked (it answers one per reference, existing or not). */
export function pairOf(snaps: DocumentSnapshot[]): [DocumentSnapshot, DocumentSnapshot] {
  const [first, second] = snaps
  if (!first || !second) throw new Error(`Firestore answered ${snaps.length} documents of 2`)
  return [first, second]
}
