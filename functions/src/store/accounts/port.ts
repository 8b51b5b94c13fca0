// The accounts capability's port: profiles, the tombstones of deleted accounts, and a profile found by
// its e-mail; deleting an account's data is one transaction across every capability.
import type { Vehicle } from '@travel/domain'

/** users/{uid} */
export interface UserRecord {
  id: string
  username: string
  email: string
  profilePicture: string
  /** the default vehicle of new trips; absent until the traveller keeps one */
  vehicle?: Vehicle
  createdAt: string
  updatedAt: string
}

export type UserChanges = Partial<Pick<UserRecord, 'username' | 'email' | 'profilePicture' | 'vehicle'>> & {
  updatedAt: string
}

export interface DeletedUserData {
  profile: boolean
  events: string[]
  wishlistEntries: number
  /** the user's own check-ins removed (their photos are in the user's folder) */
  checkins: number
  /** photos of other travellers' check-ins on the user's events, which went with those events */
  checkinPhotos: string[]
}

/**
 * A write on behalf of an account whose deletion has begun (its tombstone is stored). An ID token stays
 * valid for up to an hour after its account is gone, so every write that creates or changes something of
 * a user checks the tombstone inside its own transaction and throws this instead of writing.
 */
export class AccountDeletedError extends Error {
  constructor(readonly uid: string) {
    super(`account ${uid} has been deleted`)
    this.name = 'AccountDeletedError'
  }
}

/**
 * A new username for a traveller whose name a moderator removed: the neutral name stays for good, so the
 * rename is refused inside the transaction that would write it.
 */
export class NameRemovedError extends Error {
  constructor(readonly uid: string) {
    super(`the name of ${uid} was removed by a moderator`)
    this.name = 'NameRemovedError'
  }
}

/** whether the changes give the user another username than the stored one */
export function renames(asked: UserChanges, current: UserRecord): boolean {
  return asked.username !== undefined && asked.username !== current.username
}

/** Profiles and the tombstones that stop a deleted account's writes. */
export interface AccountStore {
  getUser(id: string): Promise<UserRecord | null>
  /**
   * creates the profile unless one exists; answers the stored one either way. Throws AccountDeletedError
   * when the account is tombstoned.
   */
  createUser(user: UserRecord): Promise<UserRecord>
  /**
   * changes the profile and, on a new username, the ownerName of every event of the user, atomically;
   * throws AccountDeletedError when the account is tombstoned, and NameRemovedError for a new username
   * after a moderator removed the name
   */
  updateUser(id: string, changes: UserChanges): Promise<UserRecord | null>
  /** whether a moderator removed the user's name (so no new one is taken) */
  isNameRemoved(id: string): Promise<boolean>
  /**
   * Stores the account's tombstone (idempotent): from then on no write of the guarded methods for this
   * uid succeeds. Written before any data is deleted, and kept (uids are never reused), so a deletion
   * cannot race a write of the same still-valid token, and an interrupted deletion can be run again.
   */
  markAccountDeleted(id: string, deletedAt: string): Promise<void>
  /** whether markAccountDeleted was called for this uid */
  isAccountDeleted(id: string): Promise<boolean>
  /**
   * removes the profile, the user's wishlist and its shared link, the user's events with their wishlist entries and
   * check-ins, and the user's check-ins (updating the summary of each event they were on), the user's open
   * reports and notices, the user's trips with their links, and the user's identity from the moderation
   * log, atomically
   */
  deleteUserData(id: string): Promise<DeletedUserData>
  /**
   * The profile holding this e-mail (as stored: lower case, as the sign-up schema and Firebase Auth
   * write it), or null. One e-mail has at most one profile; the services check this before they write.
   */
  findUserByEmail(email: string): Promise<UserRecord | null>
}
