// Deleting an account's data on Firestore: one transaction across every capability, which reads each
// capability's part first and writes them all once every read is done.
import type { DocumentReference } from 'firebase-admin/firestore'
import { summaryAfter } from '../checkins/checkin-summary'
import { checkinOf, checkinsWhere, latestCheckins } from '../checkins/firestore-tx'
import type { CheckinRecord } from '../checkins/port'
import { eventOf } from '../events/firestore-doc'
import { wishlistLinks, wishlistWhere } from '../lists/firestore-tx'
import { readAccountHistory } from '../history/firestore-tx'
import { readAccountForgetting } from '../moderation/firestore-tx'
import { readAccountNotices } from '../notices/firestore-tx'
import { readAccountSuggestions } from '../suggestions/firestore-tx'
import { readAccountTrips } from '../trips/firestore-tx'
import { chunks, IN_LIMIT } from '../shared/collections'
import type { FirestoreTx } from '../shared/firestore-tx'
import type { DeletedUserData } from './port'

/** The user's events, the wishlist entries (the user's and those on the events) and their check-ins. */
async function readOwnEvents(t: FirestoreTx, uid: string) {
  const own = await t.tx.get(t.in.events().where('ownerId', '==', uid))
  const entries = new Map<string, DocumentReference>()
  for (const e of (await wishlistWhere(t, 'userId', uid)).docs) entries.set(e.ref.path, e.ref)
  const ownIds = own.docs.map((d) => d.id)
  for (const ids of chunks(ownIds, IN_LIMIT))
    for (const e of (await wishlistWhere(t, 'eventId', ids)).docs) entries.set(e.ref.path, e.ref)
  const onOwn: CheckinRecord[] = []
  for (const ids of chunks(ownIds, IN_LIMIT)) {
    const snap = await t.tx.get(t.in.checkins().where('eventId', 'in', ids))
    onOwn.push(...snap.docs.map(checkinOf))
  }
  return { own, entries, onOwn, ownIds: new Set(ownIds) }
}

/** The summaries of the other travellers' events the user's check-ins leave. */
async function readSummaryChanges(t: FirestoreTx, written: CheckinRecord[], ownIds: Set<string>) {
  const byEvent = new Map<string, CheckinRecord[]>()
  for (const c of written)
    if (!ownIds.has(c.eventId)) byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c])
  const changes: { ref: DocumentReference; summary: ReturnType<typeof summaryAfter> }[] = []
  for (const [eventId, removed] of byEvent) {
    const eventSnap = await t.tx.get(t.in.events().doc(eventId))
    if (!eventSnap.exists) continue
    const event = eventOf(eventSnap)
    const latest = await latestCheckins(t, event, removed)
    changes.push({ ref: eventSnap.ref, summary: summaryAfter(event, { removed, ...latest }) })
  }
  return changes
}

/** AccountStore.deleteUserData's transaction. */
export async function deleteUserDataIn(t: FirestoreTx, id: string): Promise<DeletedUserData> {
  const { tx } = t
  const userRef = t.in.users().doc(id)
  const profile = await tx.get(userRef)
  // Check-ins on the user's events go with them; the user's others change those events' summaries.
  const { own, entries, onOwn, ownIds } = await readOwnEvents(t, id)
  const written = (await checkinsWhere(t, 'userId', id)).docs.map(checkinOf)
  const link = await wishlistLinks(t.in).readOwn(tx, id)
  const changes = await readSummaryChanges(t, written, ownIds)
  const forget = await readAccountForgetting(t, id)
  const history = await readAccountHistory(t, id)
  const suggestions = await readAccountSuggestions(t, id)
  const notices = await readAccountNotices(t, id)
  const trips = await readAccountTrips(t, id)
  // Every read is done: a transaction's writes must follow its reads.
  forget()
  history()
  suggestions()
  notices()
  trips()
  for (const ref of entries.values()) tx.delete(ref)
  link.replaceWith()
  for (const c of new Set([...onOwn, ...written].map((c) => c.id))) tx.delete(t.in.checkins().doc(c))
  for (const { ref, summary } of changes) tx.update(ref, summary)
  for (const e of own.docs) tx.delete(e.ref)
  if (profile.exists) tx.delete(userRef)
  return {
    profile: profile.exists,
    events: own.docs.map((d) => d.id),
    wishlistEntries: entries.size,
    checkins: written.length,
    checkinPhotos: onOwn.filter((c) => c.userId !== id).flatMap((c) => c.photos),
  }
}
