// What a report needs of the item it names, built from the item's record the same way by both adapters:
// `reported.event(e)`, `reported.checkin(target, c, label)` and so on.
import type { ReportTarget } from '@travel/domain'
import type { UserRecord } from '../accounts/port'
import type { CheckinRecord } from '../checkins/port'
import type { EventRecord } from '../events/port'
import type { SuggestionRecord } from '../suggestions/port'
import { NEUTRAL_NAME, photoIdOf, type ReportedItem } from './records'

/** A reported event: named by its title. */
export const event = (e: Pick<EventRecord, 'title' | 'ownerId' | 'hidden'>): ReportedItem => ({
  label: e.title,
  authorId: e.ownerId,
  photoUrl: null,
  hidden: e.hidden === true,
})

/** A reported suggestion: named by the title of the event it is for. */
export const suggestion = (
  s: Pick<SuggestionRecord, 'eventTitle' | 'authorId' | 'hidden'>,
): ReportedItem => ({
  label: s.eventTitle,
  authorId: s.authorId,
  photoUrl: null,
  hidden: s.hidden === true,
})

/** A reported name: hidden once a moderator has replaced it with the neutral one. */
export const user = (u: Pick<UserRecord, 'id' | 'username'>): ReportedItem => ({
  label: u.username,
  authorId: u.id,
  photoUrl: null,
  hidden: u.username === NEUTRAL_NAME,
})

/**
 * A reported check-in, or one of its photos (labelled by its event's title, or its author's name once the
 * event is gone); null when the photo is no longer in the check-in.
 */
export function checkin(target: ReportTarget, c: CheckinRecord, label: string): ReportedItem | null {
  if (target.type !== 'photo') return { label, authorId: c.userId, photoUrl: null, hidden: c.hidden === true }
  const url = c.photos.find((p) => photoIdOf(p) === target.photo)
  return url === undefined
    ? null
    : { label, authorId: c.userId, photoUrl: url, hidden: (c.hiddenPhotos ?? []).includes(url) }
}
