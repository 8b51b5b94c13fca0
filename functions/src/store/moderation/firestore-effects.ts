// What a report or a decision does to the reported item on Firestore: read in the report's or the
// decision's transaction through the other capabilities' parts, written once every read is done.
import { FieldValue } from 'firebase-admin/firestore'
import { parseReportTargetKey } from '@travel/domain'
import { readNameCopies, userOf } from '../accounts/firestore-tx'
import { summaryAfter } from '../checkins/checkin-summary'
import { checkinOf, latestCheckins } from '../checkins/firestore-tx'
import type { CheckinRecord } from '../checkins/port'
import { eventOf } from '../events/firestore-doc'
import { filesOfEvent, readEventRemoval } from '../events/firestore-tx'
import { listingOf } from '../events/port'
import { writeRevision } from '../history/firestore-tx'
import { shownAgainRevision } from '../history/revision'
import { recordOf } from '../shared/collections'
import type { FirestoreTx } from '../shared/firestore-tx'
import type { SuggestionRecord } from '../suggestions/port'
import type { ItemEffect } from './plan'
import * as reported from './reported-item'
import { NEUTRAL_NAME, type Decision, type ModerationRecord, type ReportedItem } from './records'

interface Effect {
  write: () => void
  files: string[]
}

const NONE: Effect = { write: () => undefined, files: [] }

/** The reported item, read in the transaction, as a report needs it; null when it (or the photo) is gone. */
export async function reportedItem({ tx, in: at }: FirestoreTx, key: string): Promise<ReportedItem | null> {
  const target = parseReportTargetKey(key)
  if (!target) return null
  if (target.type === 'event') {
    const snap = await tx.get(at.events().doc(target.id))
    return snap.exists ? reported.event(eventOf(snap)) : null
  }
  if (target.type === 'suggestion') {
    const snap = await tx.get(at.suggestions().doc(target.id))
    return snap.exists ? reported.suggestion(recordOf<SuggestionRecord>(snap)) : null
  }
  if (target.type === 'user') {
    const snap = await tx.get(at.users().doc(target.id))
    return snap.exists ? reported.user(userOf(snap)) : null
  }
  const snap = await tx.get(at.checkins().doc(target.id))
  if (!snap.exists) return null
  const c = checkinOf(snap)
  const event = await tx.get(at.events().doc(c.eventId))
  return reported.checkin(target, c, event.exists ? (event.get('title') as string) : c.userName)
}

/** Whether the item a record is about is still there (a photo: still in its check-in). */
export async function itemExists({ tx, in: at }: FirestoreTx, record: ModerationRecord): Promise<boolean> {
  const id = record.targetId
  if (record.type === 'event') return (await tx.get(at.events().doc(id))).exists
  if (record.type === 'user') return (await tx.get(at.users().doc(id))).exists
  if (record.type === 'suggestion') return (await tx.get(at.suggestions().doc(id))).exists
  const snap = await tx.get(at.checkins().doc(id))
  if (!snap.exists) return false
  return (
    record.type === 'checkin' ||
    (record.photoUrl !== null && checkinOf(snap).photos.includes(record.photoUrl))
  )
}

async function eventEffect(
  t: FirestoreTx,
  id: string,
  effect: ItemEffect,
  decision: Decision | null,
): Promise<Effect> {
  if (effect === 'remove') {
    const removal = await readEventRemoval(t, id)
    if (!removal) return NONE
    return {
      write: removal.write,
      files: filesOfEvent(
        removal.event,
        removal.checkins.flatMap((c) => c.photos),
      ),
    }
  }
  const ref = t.in.events().doc(id)
  const snap = await t.tx.get(ref)
  if (!snap.exists) return NONE
  const hidden = effect === 'hide'
  return {
    write: () => {
      t.tx.update(ref, { hidden, listing: listingOf({ ...eventOf(snap), hidden }) })
      if (effect === 'show' && decision) writeRevision(t, shownAgainRevision(eventOf(snap), decision))
    },
    files: [],
  }
}

async function userEffect(t: FirestoreTx, id: string, username: string | null): Promise<Effect> {
  const ref = t.in.users().doc(id)
  const snap = await t.tx.get(ref)
  if (username === null || !snap.exists) return NONE
  const rename = await readNameCopies(t, id)
  return {
    write: () => {
      t.tx.update(ref, { username })
      rename(username)
    },
    files: [],
  }
}

/** Hiding or showing a check-in takes it out of its event's summary or puts it back, like a rewrite. */
async function checkinEffect(t: FirestoreTx, checkin: CheckinRecord, effect: ItemEffect): Promise<Effect> {
  const ref = t.in.checkins().doc(checkin.id)
  const eventRef = t.in.events().doc(checkin.eventId)
  const eventSnap = await t.tx.get(eventRef)
  const hidden = effect === 'hide'
  if (!eventSnap.exists)
    return effect === 'remove'
      ? { write: () => t.tx.delete(ref), files: checkin.photos }
      : { write: () => t.tx.update(ref, { hidden }), files: [] }
  const event = eventOf(eventSnap)
  const next = effect === 'remove' ? undefined : { ...checkin, hidden }
  const summary = summaryAfter(event, {
    removed: [checkin],
    ...(next ? { added: next } : {}),
    ...(await latestCheckins(t, event, [checkin], next)),
  })
  return {
    write: () => {
      if (next) t.tx.update(ref, { hidden })
      else t.tx.delete(ref)
      t.tx.update(eventRef, summary)
    },
    files: next ? [] : checkin.photos,
  }
}

/** A hidden suggestion keeps its state: it is only left out of its event author's inbox. */
async function suggestionEffect(t: FirestoreTx, id: string, effect: ItemEffect): Promise<Effect> {
  const ref = t.in.suggestions().doc(id)
  if (!(await t.tx.get(ref)).exists) return NONE
  if (effect === 'remove') return { write: () => t.tx.delete(ref), files: [] }
  const hidden = effect === 'hide' ? true : FieldValue.delete()
  return { write: () => t.tx.update(ref, { hidden }), files: [] }
}

function photoEffect(t: FirestoreTx, checkin: CheckinRecord, url: string | null, effect: ItemEffect): Effect {
  if (url === null) return NONE
  const ref = t.in.checkins().doc(checkin.id)
  const hiddenPhotos = (checkin.hiddenPhotos ?? []).filter((p) => p !== url)
  if (effect === 'hide') hiddenPhotos.push(url)
  if (effect !== 'remove') return { write: () => t.tx.update(ref, { hiddenPhotos }), files: [] }
  return {
    write: () => t.tx.update(ref, { hiddenPhotos, photos: checkin.photos.filter((p) => p !== url) }),
    files: [url],
  }
}

/**
 * Reads in the transaction what hiding, showing or removing an item needs, and answers the writes that
 * do it (to run once every read is done) and the files that go with it.
 */
export async function readEffect(
  t: FirestoreTx,
  record: ModerationRecord,
  effect: ItemEffect,
  originalName: string | null,
  /** the moderator's decision, when one (not reports) does it: showing an event again is kept in its history */
  decision: Decision | null = null,
): Promise<Effect> {
  if (effect === 'none') return NONE
  const id = record.targetId
  if (record.type === 'event') return eventEffect(t, id, effect, decision)
  if (record.type === 'user') return userEffect(t, id, effect === 'show' ? originalName : NEUTRAL_NAME)
  if (record.type === 'suggestion') return suggestionEffect(t, id, effect)
  const snap = await t.tx.get(t.in.checkins().doc(id))
  if (!snap.exists) return NONE
  const checkin = checkinOf(snap)
  if (record.type === 'checkin') return checkinEffect(t, checkin, effect)
  return photoEffect(t, checkin, record.photoUrl, effect)
}
