// The check-ins capability's port: a traveller's check-ins, each written in one transaction with its
// event's summary. Its record repeats the domain's check-in fields by name only (CheckinDto).
import { DEFAULT_CHECKIN_STATE, type CheckinDto } from '@travel/domain'
import type { EventRecord } from '../events/port'
import type { ModerationRecord } from '../moderation/records'

/** The fields a check-in stores as the API shows them to its author. */
type CheckinDtoField =
  | 'visitDate'
  | 'state'
  | 'rating'
  | 'text'
  | 'language'
  | 'photos'
  | 'access'
  | 'facts'
  | 'createdAt'
  | 'updatedAt'
  | 'hiddenPhotos'

/** checkins/{eventId}_{userId}_{visitDate}: one per user, event and visit day (docs/data-model.md) */
export interface CheckinRecord extends Pick<CheckinDto, CheckinDtoField> {
  id: string
  eventId: string
  userId: string
  /** the author's username, copied like an event's ownerName and kept right on rename */
  userName: string
  /** true while reports hide the check-in from everyone but its author (docs/moderation.md) */
  hidden?: boolean
}

/**
 * What reports hide of a check-in outlives its author's edits: a rewrite of the check-in keeps it hidden,
 * and keeps hidden those of its photos the edit keeps. Hiding also follows the check-in's id, whose
 * moderation records (`records`: the check-in's and its photos', docs/moderation.md) outlive a deletion:
 * a check-in written again under an id they hide is hidden, and so are the photos they hide.
 */
export function keptModeration(
  previous: CheckinRecord | undefined,
  photos: readonly string[],
  records: readonly ModerationRecord[] = [],
): Pick<CheckinRecord, 'hidden' | 'hiddenPhotos'> {
  const hiddenByRecord = new Set(
    records.filter((r) => r.type === 'photo' && r.hidden && r.photoUrl !== null).map((r) => r.photoUrl),
  )
  const hiddenBefore = new Set(previous?.hiddenPhotos ?? [])
  const hiddenPhotos = photos.filter((url) => hiddenBefore.has(url) || hiddenByRecord.has(url))
  const hidden = previous?.hidden === true || records.some((r) => r.type === 'checkin' && r.hidden)
  return {
    ...(hidden ? { hidden: true } : {}),
    ...(hiddenPhotos.length ? { hiddenPhotos } : {}),
  }
}

/** A place in check-in order (latest visit first, then latest written, then id descending). */
export interface CheckinPosition {
  visitDate: string
  updatedAt: string
  id: string
}

export const checkinPositionOf = ({ visitDate, updatedAt, id }: CheckinRecord): CheckinPosition => ({
  visitDate,
  updatedAt,
  id,
})

export interface CheckinPage {
  checkins: CheckinRecord[]
  /** the last check-in's position when more may follow, else null */
  next: CheckinPosition | null
}

export interface SavedCheckin {
  checkin: CheckinRecord
  /** the event after the change, its summary fields updated in the same transaction */
  event: EventRecord
  /** false when it replaced the author's check-in of that day */
  created: boolean
}

/** A check-in moved to a day for which its author already has another (CheckinStore.saveCheckin's moveFrom). */
export class CheckinExistsError extends Error {
  constructor(readonly id: string) {
    super(`check-in ${id} already exists`)
    this.name = 'CheckinExistsError'
  }
}

/** The check-in summary of an event nobody has checked in on. */
export const NO_CHECKINS = {
  checkins: 0,
  ratingSum: 0,
  ratingCount: 0,
  ratingAverage: null,
  lastVisit: null,
  state: DEFAULT_CHECKIN_STATE,
  listing: 'shown',
} as const satisfies Partial<EventRecord>

/** Check-ins, each saved or removed with its event's summary in one transaction. */
export interface CheckinStore {
  getCheckin(id: string): Promise<CheckinRecord | null>
  /** the event's check-ins in check-in order, at most limit + 1 read */
  checkinsOfEvent(eventId: string, limit: number, after?: CheckinPosition): Promise<CheckinPage>
  /** the user's check-ins in check-in order */
  checkinsOfUser(userId: string, limit: number, after?: CheckinPosition): Promise<CheckinPage>
  /**
   * Writes the check-in (creating it or replacing the one with its id) and the event's summary in one
   * transaction. With `moveFrom`, the author's check-in of another day becomes this one: it is removed,
   * and CheckinExistsError is thrown when this day already has one. null when the event (or the check-in
   * to move) is gone; throws AccountDeletedError when the author's account is tombstoned.
   */
  saveCheckin(checkin: CheckinRecord, moveFrom?: string): Promise<SavedCheckin | null>
  /** removes the check-in and updates its event's summary atomically; null when absent */
  deleteCheckin(id: string): Promise<{ checkin: CheckinRecord; event: EventRecord } | null>
}
