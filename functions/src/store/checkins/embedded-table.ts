// The embedded store's check-ins: by id, and per event and per user in check-in order; a change to an
// event's check-ins updates its summary the way the Firestore adapter computes it.
import { answerOf, factAnswerKey, factsOfChange } from '@travel/domain'
import type { EventRecord } from '../events/port'
import { compareCheckinOrder, confirmsPlace, latestToRead, summaryAfter } from './checkin-summary'
import { checkinPositionOf, type CheckinPage, type CheckinPosition, type CheckinRecord } from './port'
import { nextPosition } from '../shared/next-position'

export function copyCheckin(c: CheckinRecord): CheckinRecord {
  return { ...c, photos: [...c.photos] }
}

/** The check-ins of `list` (kept in check-in order) after `after`, at most `limit` of them. */
export function checkinPageOf(
  list: readonly CheckinRecord[],
  limit: number,
  after?: CheckinPosition,
): CheckinPage {
  const rest = after ? list.filter((c) => compareCheckinOrder(c, after) > 0) : list
  const page = rest.slice(0, limit).map(copyCheckin)
  return { checkins: page, next: nextPosition(rest.length > limit, page, checkinPositionOf) }
}

export class CheckinTable {
  readonly checkins = new Map<string, CheckinRecord>()
  /** per event and per user, in check-in order */
  readonly byEvent = new Map<string, CheckinRecord[]>()
  readonly byUser = new Map<string, CheckinRecord[]>()

  put(checkin: CheckinRecord) {
    this.checkins.set(checkin.id, checkin)
    for (const [index, key] of [
      [this.byEvent, checkin.eventId],
      [this.byUser, checkin.userId],
    ] as const) {
      let list = index.get(key)
      if (!list) index.set(key, (list = []))
      const at = list.findIndex((c) => compareCheckinOrder(c, checkin) > 0)
      list.splice(at === -1 ? list.length : at, 0, checkin)
    }
  }

  drop(id: string): CheckinRecord | undefined {
    const checkin = this.checkins.get(id)
    if (!checkin) return undefined
    this.checkins.delete(id)
    for (const [index, key] of [
      [this.byEvent, checkin.eventId],
      [this.byUser, checkin.userId],
    ] as const) {
      const list = (index.get(key) ?? []).filter((c) => c.id !== id)
      if (list.length) index.set(key, list)
      else index.delete(key)
    }
    return checkin
  }

  /**
   * Applies a check-in change to its event's summary, reading the latest check-ins the way the Firestore
   * adapter does, so both adapters compute it alike.
   */
  change(event: EventRecord, removed: CheckinRecord[], added?: CheckinRecord) {
    const list = this.byEvent.get(event.id) ?? []
    const k = latestToRead(event, removed.length)
    const latestAnswers: Record<string, CheckinRecord[]> = {}
    for (const fact of factsOfChange(removed, added))
      for (const value of [true, false])
        latestAnswers[factAnswerKey(fact, value)] = list
          .filter((c) => answerOf(c, fact) === value)
          .slice(0, k)
    const summary = summaryAfter(event, {
      removed,
      added,
      latest: list.slice(0, k),
      latestConfirming: list.filter(confirmsPlace).slice(0, k),
      latestAnswers,
    })
    for (const c of removed) this.drop(c.id)
    if (added) this.put(added)
    // Summary fields take no part in any order or index, so the record changes in place.
    Object.assign(event, summary)
  }
}
