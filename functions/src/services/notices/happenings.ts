// The notices each happening in the world sends, built from what the service just stored: who hears of
// it and what they are told. Ids name the happening and the recipient, so a retry tells nobody twice.
import { CHECKABLE_FACTS, NOTICE_KEEP_DAYS, type CheckinState, type SuggestedField } from '@travel/domain'
import type { CheckinRecord, EventRecord, NoticeRecord, SuggestionRecord } from '../../store/port'
import { noticeId } from '../../store/notices/port'
import { expiryOf } from '../../store/notices/plan'

/** The travellers told of news of one event, of those who saved it. */
export const NOTIFIED_WISHLISTS = 1000

const base = (happening: string, userId: string, at: string, label: string) => ({
  id: noticeId(happening, userId),
  userId,
  createdAt: at,
  read: false,
  label,
  mail: 'pending' as const,
  expireAt: expiryOf(at, NOTICE_KEEP_DAYS),
})

const fieldsOf = (s: SuggestionRecord) => s.changes.map((c) => c.field as SuggestedField)

/** A new suggestion: its event's author hears of it. */
export function suggestionReceived(s: SuggestionRecord): NoticeRecord[] {
  return [
    {
      ...base(`suggestion-received:${s.id}`, s.eventOwnerId, s.createdAt, s.eventTitle),
      kind: 'suggestion-received',
      eventId: s.eventId,
      suggestionId: s.id,
      actor: { _id: s.authorId, username: s.authorName },
      accepted: [],
      fields: fieldsOf(s),
      text: s.reason,
    },
  ]
}

/**
 * A decided suggestion: its suggester hears the decision; when fields were taken, the travellers who
 * keep the event in their wishlist hear of the change (not the suggester nor the author again).
 */
export function suggestionDecided(s: SuggestionRecord, wishlisters: string[]): NoticeRecord[] {
  const at = s.decidedAt ?? s.createdAt
  const decider = s.deciderId && s.deciderName ? { _id: s.deciderId, username: s.deciderName } : null
  const decided: NoticeRecord = {
    ...base(`suggestion-decided:${s.id}`, s.authorId, at, s.eventTitle),
    kind: 'suggestion-decided',
    eventId: s.eventId,
    suggestionId: s.id,
    actor: decider,
    accepted: s.accepted,
    fields: fieldsOf(s),
    text: s.answer,
  }
  if (s.state !== 'accepted') return [decided]
  const changed: NoticeRecord[] = wishlisters
    .filter((uid) => uid !== s.authorId && uid !== s.eventOwnerId)
    .map((uid) => ({
      ...base(`wishlist-change:${s.id}`, uid, at, s.eventTitle),
      kind: 'wishlist-change',
      eventId: s.eventId,
      actor: { _id: s.authorId, username: s.authorName },
      fields: s.accepted,
    }))
  return [decided, ...changed]
}

/** The yes/no facts and the opening a check-in found otherwise than the event says. */
export function disputedFacts(checkin: CheckinRecord, event: EventRecord): string[] {
  const facts = checkin.facts
  if (!facts) return []
  const out: string[] = CHECKABLE_FACTS.filter((fact) => {
    const said = event.amenities?.[fact]
    const found = facts[fact]
    return typeof said === 'boolean' && typeof found === 'boolean' && said !== found
  })
  const months = event.amenities?.months
  const visited = Number(checkin.visitDate.slice(5, 7))
  if (facts.open === false && months?.includes(visited)) out.push('open')
  return out
}

const disputes = (state: CheckinState, disputed: string[]) => state !== 'as-described' || disputed.length > 0

/**
 * A new check-in: the event's author hears of it (a dispute when it found the event changed or gone or
 * a fact otherwise), and so do the travellers who keep the event in their wishlist.
 */
export function checkinPosted(
  checkin: CheckinRecord,
  event: EventRecord,
  wishlisters: string[],
): NoticeRecord[] {
  const disputed = disputedFacts(checkin, event)
  const actor = { _id: checkin.userId, username: checkin.userName }
  const about = { eventId: event.id, checkinId: checkin.id, actor, state: checkin.state, disputed }
  const happening = `checkin:${checkin.id}`
  const out: NoticeRecord[] = []
  if (event.ownerId !== checkin.userId)
    out.push({
      ...base(happening, event.ownerId, checkin.createdAt, event.title),
      kind: disputes(checkin.state, disputed) ? 'checkin-dispute' : 'checkin',
      ...about,
    })
  for (const uid of wishlisters)
    if (uid !== checkin.userId && uid !== event.ownerId)
      out.push({
        ...base(happening, uid, checkin.createdAt, event.title),
        kind: 'wishlist-checkin',
        ...about,
      })
  return out
}
