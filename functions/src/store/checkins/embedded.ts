// The check-ins capability on the embedded store: a check-in and its event's summary change together,
// synchronously, before the data set is saved.
import type { EmbeddedContext } from '../embedded-data'
import { copyEvent } from '../events/embedded-order'
import { checkinPageOf, copyCheckin } from './embedded-table'
import { CheckinExistsError, keptModeration, type CheckinStore } from './port'

export function embeddedCheckins({ data, persist }: EmbeddedContext): CheckinStore {
  const table = data.checkins
  return {
    async getCheckin(id) {
      const c = table.checkins.get(id)
      return c ? copyCheckin(c) : null
    },

    async checkinsOfEvent(eventId, limit, after) {
      return checkinPageOf(table.byEvent.get(eventId) ?? [], limit, after)
    },

    async checkinsOfUser(userId, limit, after) {
      return checkinPageOf(table.byUser.get(userId) ?? [], limit, after)
    },

    async saveCheckin(checkin, moveFrom) {
      data.accounts.assertAlive(checkin.userId)
      const event = data.events.events.get(checkin.eventId)
      if (!event) return null
      let previous = table.checkins.get(checkin.id)
      if (moveFrom !== undefined && moveFrom !== checkin.id) {
        if (previous) throw new CheckinExistsError(checkin.id)
        previous = table.checkins.get(moveFrom)
        if (!previous) return null
      }
      const moving = moveFrom !== undefined && moveFrom !== checkin.id ? moveFrom : undefined
      const records = data.moderation.followCheckin(moving, checkin.id)
      const saved = copyCheckin({
        ...checkin,
        createdAt: previous?.createdAt ?? checkin.createdAt,
        ...keptModeration(previous, checkin.photos, records),
      })
      table.change(event, previous ? [previous] : [], saved)
      await persist()
      return { checkin: copyCheckin(saved), event: copyEvent(event), created: !previous }
    },

    async deleteCheckin(id) {
      const checkin = table.checkins.get(id)
      const event = checkin && data.events.events.get(checkin.eventId)
      if (!checkin || !event) return null
      table.change(event, [checkin])
      await persist()
      return { checkin: copyCheckin(checkin), event: copyEvent(event) }
    },
  }
}
