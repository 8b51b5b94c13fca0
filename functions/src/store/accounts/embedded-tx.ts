// The accounts' part of any embedded change: a new name written into the profile and into the copy
// each of the user's events and check-ins keeps.
import type { EmbeddedData } from '../embedded-data'

/** Changes a user's name and its copies on their events and check-ins (as updateUser does). */
export function renameUser(data: EmbeddedData, id: string, username: string) {
  const user = data.accounts.users.get(id)
  if (!user) return
  data.accounts.users.set(id, { ...user, username })
  renameCopies(data, id, username)
}

/** Records never leave the store uncopied, so changing them in place is safe. */
export function renameCopies(data: EmbeddedData, id: string, username: string) {
  for (const e of data.events.byOwner.get(id) ?? []) e.ownerName = username
  for (const c of data.checkins.byUser.get(id) ?? []) c.userName = username
}
