// The accounts capability on the embedded store: profiles, tombstones, and the deletion of an account's
// data across every capability in one synchronous change.
import type { CheckinRecord } from '../checkins/port'
import type { EmbeddedData, EmbeddedContext } from '../embedded-data'
import { dropEvent } from '../events/embedded-tx'
import { defined } from '../shared/collections'
import { renameCopies } from './embedded-tx'
import {
  NameRemovedError,
  renames,
  type AccountStore,
  type DeletedUserData,
  type UserChanges,
  type UserRecord,
} from './port'

/** Removes the user's check-ins on other travellers' events, each event's summary changed once. */
function dropWrittenCheckins(data: EmbeddedData, id: string): number {
  const byEvent = new Map<string, CheckinRecord[]>()
  for (const c of data.checkins.byUser.get(id) ?? [])
    byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c])
  let dropped = 0
  for (const [eventId, removed] of byEvent) {
    const event = data.events.events.get(eventId)
    if (event) data.checkins.change(event, removed)
    else for (const c of removed) data.checkins.drop(c.id)
    dropped += removed.length
  }
  return dropped
}

/** AccountStore.deleteUserData's change, with whether it changed anything. */
function deleteUserData(data: EmbeddedData, id: string): { result: DeletedUserData; changed: boolean } {
  const profile = data.accounts.users.delete(id)
  const own = [...(data.events.byOwner.get(id) ?? [])]
  const entriesBefore = data.lists.wishlist.size
  const withEvents = own.flatMap((e) => dropEvent(data, e))
  // The user's own photos go with the user's folder; other travellers' are named one by one.
  const checkinPhotos = withEvents.filter((c) => c.userId !== id).flatMap((c) => c.photos)
  let checkins = withEvents.filter((c) => c.userId === id).length
  data.lists.dropWishlistOf('wishlistByUser', id)
  const wishlistEntries = entriesBefore - data.lists.wishlist.size
  const sharedList = data.lists.sharedLists.drop(id)
  checkins += dropWrittenCheckins(data, id)
  const moderated = data.moderation.forgetReporter(id)
  const revised = data.history.forgetActor(id)
  const suggested = data.suggestions.dropAccount(id)
  const noticed = data.notices.of(id).length > 0 || data.notices.inboxes.has(id)
  data.notices.forget(id)
  const trips = data.trips.dropOwner(id)
  return {
    result: { profile, events: own.map((e) => e.id), wishlistEntries, checkins, checkinPhotos },
    changed:
      profile ||
      own.length > 0 ||
      wishlistEntries > 0 ||
      checkins > 0 ||
      sharedList ||
      moderated ||
      revised ||
      suggested ||
      noticed ||
      trips > 0,
  }
}

export function embeddedAccounts({ data, persist }: EmbeddedContext): AccountStore {
  const table = data.accounts
  return {
    async getUser(id) {
      const u = table.users.get(id)
      return u ? { ...u } : null
    },

    async createUser(user) {
      table.assertAlive(user.id)
      const existing = table.users.get(user.id)
      if (existing) return { ...existing }
      table.users.set(user.id, { ...user })
      await persist()
      return { ...user }
    },

    async updateUser(id, changes) {
      table.assertAlive(id)
      const current = table.users.get(id)
      if (!current) return null
      const asked: UserChanges = { ...changes }
      const record = data.moderation.moderation.get(`user:${id}`)
      if (record?.nameRemoved && renames(asked, current)) throw new NameRemovedError(id)
      // While reports hide the name, a new one waits in the moderation record for the decision.
      if (record?.hidden && asked.username !== undefined) {
        data.moderation.moderation.set(record.key, { ...record, originalName: asked.username })
        delete asked.username
      }
      const next: UserRecord = { ...current, ...defined(asked), id }
      table.users.set(id, next)
      if (changes.username !== undefined && changes.username !== current.username)
        renameCopies(data, id, next.username)
      await persist()
      return { ...next }
    },

    async isNameRemoved(id) {
      return data.moderation.moderation.get(`user:${id}`)?.nameRemoved === true
    },

    async deleteUserData(id) {
      const { result, changed } = deleteUserData(data, id)
      if (changed) await persist()
      return result
    },

    async markAccountDeleted(id, deletedAt) {
      if (table.deletedAccounts.has(id)) return
      table.deletedAccounts.set(id, deletedAt)
      await persist()
    },

    async isAccountDeleted(id) {
      return table.deletedAccounts.has(id)
    },

    async findUserByEmail(email) {
      // A scan: profiles are few locally, and an e-mail is looked up only when a profile is written.
      for (const u of table.users.values()) if (u.email === email) return { ...u }
      return null
    },
  }
}
