// The check-ins' part of any Firestore transaction: a check-in's document, the check-ins of an event or
// a user read in the transaction, and the latest ones an event's summary needs after a change.
import { FieldPath, type DocumentData, type DocumentSnapshot, type Query } from 'firebase-admin/firestore'
import { DEFAULT_CHECKIN_STATE, factAnswerKey, factAnswerKeys, factsOfChange } from '@travel/domain'
import type { EventRecord } from '../events/port'
import { withoutId } from '../shared/collections'
import type { FirestoreTx } from '../shared/firestore-tx'
import { latestToRead } from './checkin-summary'
import type { CheckinRecord } from './port'

/** A check-in's answers as keys (factAnswerKeys), so a change finds the latest giving each answer. */
export const FACT_ANSWERS = 'factAnswers'

export function checkinOf(snap: DocumentSnapshot<DocumentData>): CheckinRecord {
  const { [FACT_ANSWERS]: _keys, ...data } = snap.data() as Omit<CheckinRecord, 'id'> & {
    [FACT_ANSWERS]?: string[]
  }
  return { ...data, id: snap.id }
}

export function checkinDoc(c: CheckinRecord): DocumentData {
  const keys = factAnswerKeys(c)
  return { ...withoutId(c), ...(keys.length ? { [FACT_ANSWERS]: keys } : {}) }
}

/** Check-in order (latest visit, then latest written, then id, all descending) on a query. */
export const inCheckinOrder = (query: Query) =>
  query.orderBy('visitDate', 'desc').orderBy('updatedAt', 'desc').orderBy(FieldPath.documentId(), 'desc')

/** The check-ins whose `field` is `value` (an event's or a user's), read in the transaction. */
export async function checkinsWhere({ tx, in: at }: FirestoreTx, field: 'eventId' | 'userId', value: string) {
  return tx.get(at.checkins().where(field, '==', value))
}

/**
 * Reads, in the transaction, what the summary of `event` needs to drop `removed` check-ins and add
 * `added`: its first removed + 1 check-ins, the same of those that confirm the place, and of those giving
 * each answer to the facts the change speaks about.
 */
export async function latestCheckins(
  { tx, in: at }: FirestoreTx,
  event: EventRecord,
  removed: readonly CheckinRecord[],
  added?: CheckinRecord,
) {
  const ofEvent = at.checkins().where('eventId', '==', event.id)
  const limit = latestToRead(event, removed.length)
  const keys = factsOfChange(removed, added).flatMap((fact) => [
    factAnswerKey(fact, true),
    factAnswerKey(fact, false),
  ])
  const [latest, latestConfirming, ...answering] = await Promise.all([
    tx.get(inCheckinOrder(ofEvent).limit(limit)),
    tx.get(inCheckinOrder(ofEvent.where('state', 'in', [DEFAULT_CHECKIN_STATE, 'changed'])).limit(limit)),
    ...keys.map((key) =>
      tx.get(inCheckinOrder(ofEvent.where(FACT_ANSWERS, 'array-contains', key)).limit(limit)),
    ),
  ])
  return {
    latest: latest.docs.map(checkinOf),
    latestConfirming: latestConfirming.docs.map(checkinOf),
    latestAnswers: Object.fromEntries(keys.map((key, i) => [key, (answering[i]?.docs ?? []).map(checkinOf)])),
  }
}
