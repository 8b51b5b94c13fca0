// What a report or a decision does to the reported item on the embedded store, through the other
// capabilities' tables, in the same synchronous change as the report or decision.
import { parseReportTargetKey } from '@travel/domain'
import { renameUser } from '../accounts/embedded-tx'
import type { CheckinRecord } from '../checkins/port'
import type { EmbeddedData } from '../embedded-data'
import { dropEvent } from '../events/embedded-tx'
import { listingOf } from '../events/port'
import { shownAgainRevision } from '../history/revision'
import type { ItemEffect } from './plan'
import * as reported from './reported-item'
import { NEUTRAL_NAME, type Decision, type ModerationRecord, type ReportedItem } from './records'

/** The reported item as a report needs it, or null when it does not exist (or has no such photo). */
export function reportedItem(data: EmbeddedData, key: string): ReportedItem | null {
  const target = parseReportTargetKey(key)
  if (!target) return null
  if (target.type === 'event') {
    const e = data.events.events.get(target.id)
    return e ? reported.event(e) : null
  }
  if (target.type === 'suggestion') {
    const s = data.suggestions.suggestions.get(target.id)
    return s ? reported.suggestion(s) : null
  }
  if (target.type === 'user') {
    const u = data.accounts.users.get(target.id)
    return u ? reported.user(u) : null
  }
  const c = data.checkins.checkins.get(target.id)
  if (!c) return null
  return reported.checkin(target, c, data.events.events.get(c.eventId)?.title ?? c.userName)
}

/** Whether the item a record is about is still there (a photo: still in its check-in). */
export function itemExists(data: EmbeddedData, record: ModerationRecord): boolean {
  const id = record.targetId
  if (record.type === 'event') return data.events.events.has(id)
  if (record.type === 'user') return data.accounts.users.has(id)
  if (record.type === 'suggestion') return data.suggestions.suggestions.has(id)
  const checkin = data.checkins.checkins.get(id)
  if (!checkin) return false
  return record.type === 'checkin' || (record.photoUrl !== null && checkin.photos.includes(record.photoUrl))
}

function eventEffect(
  data: EmbeddedData,
  id: string,
  effect: ItemEffect,
  decision: Decision | null,
): string[] {
  const event = data.events.events.get(id)
  if (!event) return []
  if (effect === 'remove') {
    const photos = dropEvent(data, event).flatMap((c) => c.photos)
    return [event.image, event.thumbnail, event.gpxFile, ...photos].filter(
      (url): url is string => typeof url === 'string' && url !== '',
    )
  }
  // Neither field takes part in an order or index of the embedded store, so they change in place.
  event.hidden = effect === 'hide'
  event.listing = listingOf(event)
  if (effect === 'show' && decision) data.history.put(shownAgainRevision(event, decision))
  return []
}

/** Hiding or showing a check-in takes it out of its event's summary or puts it back, like a rewrite. */
function checkinEffect(data: EmbeddedData, checkin: CheckinRecord, effect: ItemEffect): string[] {
  const event = data.events.events.get(checkin.eventId)
  const next = effect === 'remove' ? undefined : { ...checkin, hidden: effect === 'hide' }
  if (event) data.checkins.change(event, [checkin], next)
  else if (next) checkin.hidden = next.hidden
  else data.checkins.drop(checkin.id)
  return next ? [] : checkin.photos
}

/** A hidden suggestion keeps its state: it is only left out of its event author's inbox. */
function suggestionEffect(data: EmbeddedData, id: string, effect: ItemEffect): string[] {
  const suggestion = data.suggestions.suggestions.get(id)
  if (!suggestion) return []
  if (effect === 'remove') data.suggestions.suggestions.delete(id)
  else if (effect === 'hide') suggestion.hidden = true
  else delete suggestion.hidden
  return []
}

function photoEffect(checkin: CheckinRecord, url: string | null, effect: ItemEffect): string[] {
  if (url === null) return []
  const hiddenPhotos = (checkin.hiddenPhotos ?? []).filter((p) => p !== url)
  if (effect === 'hide') hiddenPhotos.push(url)
  checkin.hiddenPhotos = hiddenPhotos
  if (effect !== 'remove') return []
  checkin.photos = checkin.photos.filter((p) => p !== url)
  return [url]
}

/** Hides, shows or removes a moderated item; answers the files that went with it. */
export function applyEffect(
  data: EmbeddedData,
  record: ModerationRecord,
  effect: ItemEffect,
  originalName: string | null,
  /** the moderator's decision, when one (not reports) does it: showing an event again is kept in its history */
  decision: Decision | null = null,
): string[] {
  if (effect === 'none') return []
  const id = record.targetId
  if (record.type === 'event') return eventEffect(data, id, effect, decision)
  if (record.type === 'user') {
    if (effect === 'hide' || effect === 'remove') renameUser(data, id, NEUTRAL_NAME)
    else if (originalName !== null) renameUser(data, id, originalName)
    return []
  }
  if (record.type === 'suggestion') return suggestionEffect(data, id, effect)
  const checkin = data.checkins.checkins.get(id)
  if (!checkin) return []
  if (record.type === 'checkin') return checkinEffect(data, checkin, effect)
  return photoEffect(checkin, record.photoUrl, effect)
}
