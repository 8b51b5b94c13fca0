// The check-ins capability on Firestore: each check-in is written in one transaction with its event's
// summary, and the writes on one event queue in this instance (one-at-a-time.ts) before they meet there.
import type { Query } from 'firebase-admin/firestore'
import { assertAlive } from '../accounts/firestore-tx'
import { eventOf } from '../events/firestore-doc'
import { readCheckinModeration } from '../moderation/firestore-tx'
import type { FirestoreContext } from '../shared/firestore-tx'
import { summaryAfter } from './checkin-summary'
import { checkinDoc, checkinOf, inCheckinOrder, latestCheckins } from './firestore-tx'
import {
  CheckinExistsError,
  checkinPositionOf,
  keptModeration,
  type CheckinPage,
  type CheckinPosition,
  type CheckinRecord,
  type CheckinStore,
} from './port'
import { nextPosition } from '../shared/next-position'

/**
 * Check-ins from other instances can still meet on one event; the client's default of 5 attempts gives
 * up within seconds under such a crowd, where waiting a little longer lets every one through.
 */
export const CHECKIN_TRANSACTION = { maxAttempts: 12 }

async function checkinPage(query: Query, limit: number, after?: CheckinPosition): Promise<CheckinPage> {
  let ordered = inCheckinOrder(query)
  if (after) ordered = ordered.startAfter(after.visitDate, after.updatedAt, after.id)
  const snap = await ordered.limit(limit + 1).get()
  const page = snap.docs.slice(0, limit).map(checkinOf)
  return { checkins: page, next: nextPosition(snap.size > limit, page, checkinPositionOf) }
}

/** saveCheckin's transaction: the check-in (moved or not), and its event's summary. */
const save = (ctx: FirestoreContext, checkin: CheckinRecord, moveFrom: string | undefined) =>
  ctx.transact(async (t) => {
    const { tx } = t
    const { checkins, events } = ctx.in
    const eventRef = events().doc(checkin.eventId)
    const ref = checkins().doc(checkin.id)
    const moving = moveFrom !== undefined && moveFrom !== checkin.id
    const [eventSnap, existing, gone, moved] = await Promise.all([
      tx.get(eventRef),
      tx.get(ref),
      tx.get(ctx.in.deletedAccounts().doc(checkin.userId)),
      moving ? tx.get(checkins().doc(moveFrom)) : undefined,
    ])
    assertAlive(gone)
    if (!eventSnap.exists) return null
    if (moving && existing.exists) throw new CheckinExistsError(checkin.id)
    const previousSnap = moving ? moved : existing
    if (moving && !previousSnap?.exists) return null
    const previous = previousSnap?.exists ? checkinOf(previousSnap) : undefined
    const event = eventOf(eventSnap)
    const moderation = await readCheckinModeration(t, moving ? moveFrom : undefined, checkin.id)
    const saved: CheckinRecord = {
      ...checkin,
      createdAt: previous?.createdAt ?? checkin.createdAt,
      ...keptModeration(previous, checkin.photos, moderation.records),
    }
    const removed = previous ? [previous] : []
    const summary = summaryAfter(event, {
      removed,
      added: saved,
      ...(await latestCheckins(t, event, removed, saved)),
    })
    if (moving && previousSnap) tx.delete(previousSnap.ref)
    tx.set(ref, checkinDoc(saved))
    tx.update(eventRef, summary)
    moderation.write()
    return { checkin: saved, event: { ...event, ...summary }, created: !previous }
  }, CHECKIN_TRANSACTION)

/** Saving and removing a check-in, each with its event's summary. */
function checkinWrites(ctx: FirestoreContext): Pick<CheckinStore, 'saveCheckin' | 'deleteCheckin'> {
  const checkins = ctx.in.checkins
  const events = ctx.in.events
  const perEvent = ctx.oneAtATime
  return {
    async saveCheckin(checkin, moveFrom) {
      return perEvent(checkin.eventId, () => save(ctx, checkin, moveFrom))
    },
    async deleteCheckin(id) {
      const ref = checkins().doc(id)
      const eventId = (await ref.get()).get('eventId') as string | undefined
      if (eventId === undefined) return null
      return perEvent(eventId, () =>
        ctx.transact(async (t) => {
          const snap = await t.tx.get(ref)
          if (!snap.exists) return null
          const checkin = checkinOf(snap)
          const eventRef = events().doc(checkin.eventId)
          const eventSnap = await t.tx.get(eventRef)
          if (!eventSnap.exists) return null
          const event = eventOf(eventSnap)
          const summary = summaryAfter(event, {
            removed: [checkin],
            ...(await latestCheckins(t, event, [checkin])),
          })
          t.tx.delete(ref)
          t.tx.update(eventRef, summary)
          return { checkin, event: { ...event, ...summary } }
        }, CHECKIN_TRANSACTION),
      )
    },
  }
}

/** A check-in, and an event's or a user's in check-in order. */
function checkinReads(
  ctx: FirestoreContext,
): Pick<CheckinStore, 'getCheckin' | 'checkinsOfEvent' | 'checkinsOfUser'> {
  const checkins = ctx.in.checkins
  return {
    async getCheckin(id) {
      const snap = await checkins().doc(id).get()
      return snap.exists ? checkinOf(snap) : null
    },
    async checkinsOfEvent(eventId, limit, after) {
      return checkinPage(checkins().where('eventId', '==', eventId), limit, after)
    },
    async checkinsOfUser(userId, limit, after) {
      return checkinPage(checkins().where('userId', '==', userId), limit, after)
    },
  }
}

export function firestoreCheckins(ctx: FirestoreContext): CheckinStore {
  return { ...checkinWrites(ctx), ...checkinReads(ctx) }
}
