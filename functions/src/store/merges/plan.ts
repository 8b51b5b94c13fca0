// What a merge writes, computed alike by both adapters from what their transaction read: the moved
// check-ins and wishlist entries, the kept event's new summary and photos, its revision, the log entry,
// the redirect and both authors' notices.
import {
  answerOf,
  factAnswerKey,
  factsOfChange,
  guessedLanguage,
  NOTICE_KEEP_DAYS,
  otherLanguage,
  parseMergePairKey,
} from '@travel/domain'
import { checkinId, confirmsPlace, summaryAfter } from '../checkins/checkin-summary'
import { NO_CHECKINS, type CheckinRecord } from '../checkins/port'
import { listingOf, type EventRecord, type MergedPhotoRecord } from '../events/port'
import type { RevisionRecord } from '../history/port'
import type { WishlistRecord } from '../lists/port'
import type { ModerationLogRecord } from '../moderation/records'
import { expiryOf } from '../notices/plan'
import { noticeId, type NoticeRecord } from '../notices/port'
import { newId } from '../shared/new-id'
import type { MergeDecision, MergedEventRecord } from './port'

/** What the merge's transaction read. */
export interface MergeReads {
  kept: EventRecord
  removed: EventRecord
  keptCheckins: readonly CheckinRecord[]
  removedCheckins: readonly CheckinRecord[]
  keptWishlist: readonly WishlistRecord[]
  removedWishlist: readonly WishlistRecord[]
}

export interface MergePlan {
  /** the kept event after the merge: every field it had, the summary and photos added */
  kept: EventRecord
  /** the removed event's check-ins under the kept event's ids; a traveller's own of that day stays */
  moved: CheckinRecord[]
  wishlist: WishlistRecord[]
  revision: RevisionRecord
  log: ModerationLogRecord
  notices: NoticeRecord[]
  redirect: MergedEventRecord
}

/** The summary fields of an event recomputed from all of its check-ins, change by change. */
export function summaryOfAll(event: EventRecord, checkins: readonly CheckinRecord[]) {
  // the listing it starts with is worked out again from the summary at the end
  let acc: EventRecord = { ...event, ...NO_CHECKINS, hiddenCheckins: 0 }
  delete acc.factChecks
  const before: CheckinRecord[] = []
  for (const added of checkins) {
    const latestAnswers: Record<string, CheckinRecord[]> = {}
    for (const fact of factsOfChange([], added))
      for (const value of [true, false])
        latestAnswers[factAnswerKey(fact, value)] = before.filter((c) => answerOf(c, fact) === value)
    acc = {
      ...acc,
      ...summaryAfter(acc, {
        removed: [],
        added,
        latest: before,
        latestConfirming: before.filter(confirmsPlace),
        latestAnswers,
      }),
    }
    before.push(added)
  }
  return { ...acc, listing: listingOf(acc) }
}

const notice = (
  happening: string,
  userId: string,
  at: string,
  label: string,
  key: string,
  text: string,
): NoticeRecord => ({
  id: noticeId(happening, userId),
  userId,
  createdAt: at,
  read: false,
  label,
  mail: 'pending',
  expireAt: expiryOf(at, NOTICE_KEEP_DAYS),
  kind: 'decision-author',
  key,
  action: 'merge',
  reason: 'duplicate',
  text,
})

/** The log entry of a decision on a pair, merged or declined. */
export function mergeLogEntry(decision: MergeDecision, label: string): ModerationLogRecord {
  return {
    id: newId(),
    kind: 'decision',
    key: `merge:${decision.pair}`,
    label,
    actorId: decision.moderatorId,
    actorName: decision.moderatorName,
    email: '',
    visitor: false,
    reason: 'duplicate',
    action: decision.action,
    text: decision.reason,
    at: decision.at,
  }
}

/** The label of a pair in the log: both titles, the kept one first. */
export const pairLabel = (first: EventRecord, second: EventRecord) => `${first.title} + ${second.title}`

/**
 * The kept event's translation when it has none: the removed event's text in the other language (its
 * original, credited to its author, or its translation, credited to whoever gave it); nothing otherwise.
 */
function translationFrom(kept: EventRecord, removed: EventRecord): Partial<EventRecord> {
  if (kept.translation) return {}
  const wanted = otherLanguage(kept.writtenIn ?? guessedLanguage(kept))
  const removedIn = removed.writtenIn ?? guessedLanguage(removed)
  if (removedIn === wanted)
    return {
      writtenIn: otherLanguage(wanted),
      translation: { title: removed.title, description: removed.description },
      translator: { id: removed.ownerId, name: removed.ownerName, at: removed.updatedAt },
    }
  if (removed.translation && otherLanguage(removedIn) === wanted)
    return {
      writtenIn: otherLanguage(wanted),
      translation: { ...removed.translation },
      ...(removed.translator ? { translator: { ...removed.translator } } : {}),
    }
  return {}
}

export function planMerge(reads: MergeReads, decision: MergeDecision): MergePlan {
  const { kept, removed } = reads
  const taken = new Set(reads.keptCheckins.map((c) => c.id))
  const moved = reads.removedCheckins
    .map((c) => ({ ...c, id: checkinId(kept.id, c.userId, c.visitDate), eventId: kept.id }))
    .filter((c) => !taken.has(c.id))
  const summary = summaryOfAll(kept, [...reads.keptCheckins, ...moved])
  const photo: MergedPhotoRecord = {
    url: removed.image,
    thumbnail: removed.thumbnail,
    eventId: removed.id,
    from: removed.title,
    by: removed.ownerName,
  }
  const after: EventRecord = {
    ...summary,
    ...translationFrom(kept, removed),
    mergedPhotos: [...(kept.mergedPhotos ?? []), ...(removed.mergedPhotos ?? []), photo],
    updatedAt: decision.at,
  }
  if (!summary.factChecks) delete after.factChecks
  const saved = new Set(reads.keptWishlist.map((w) => w.userId))
  const wishlist = reads.removedWishlist
    .filter((w) => !saved.has(w.userId))
    .map((w) => ({ ...w, id: `${w.userId}_${kept.id}`, eventId: kept.id }))
  const revision: RevisionRecord = {
    id: newId(),
    eventId: kept.id,
    ownerId: kept.ownerId,
    at: decision.at,
    kind: 'merge',
    actorId: decision.moderatorId,
    actorName: decision.moderatorName,
    reason: `${removed.title}: ${decision.reason}`,
    revertOf: null,
    changes: [],
  }
  const happening = `merge:${decision.pair}`
  const authors: NoticeRecord[] = [
    notice(`${happening}:kept`, kept.ownerId, decision.at, kept.title, `event:${kept.id}`, decision.reason),
    notice(
      `${happening}:removed`,
      removed.ownerId,
      decision.at,
      removed.title,
      `event:${removed.id}`,
      decision.reason,
    ),
  ]
  // one notice each, and none for the moderator's own events
  const notices = authors.filter(
    (n, i) => n.userId !== decision.moderatorId && authors.findIndex((m) => m.userId === n.userId) === i,
  )
  return {
    kept: after,
    moved,
    wishlist,
    revision,
    log: mergeLogEntry(decision, pairLabel(kept, removed)),
    notices,
    redirect: { id: removed.id, keptId: kept.id, mergedAt: decision.at },
  }
}

/** The removed event of a pair given the one to keep; null when `keepId` is not of the pair. */
export function otherOfPair(pair: string, keepId: string): string | null {
  const ids = parseMergePairKey(pair)
  if (!ids || !ids.includes(keepId)) return null
  return ids[0] === keepId ? ids[1] : ids[0]
}
