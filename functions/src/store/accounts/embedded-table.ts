// The embedded store's accounts: profiles, and the tombstones of deleted accounts with when their
// deletion began.
import { AccountDeletedError, type UserRecord } from './port'

export class AccountTable {
  readonly users = new Map<string, UserRecord>()
  /** uid → when its deletion began */
  readonly deletedAccounts = new Map<string, string>()

  /**
   * The guard of every write on behalf of a user. Checked synchronously just before the change, which
   * is applied synchronously too, so no deletion can begin in between.
   */
  assertAlive(uid: string) {
    if (this.deletedAccounts.has(uid)) throw new AccountDeletedError(uid)
  }
}
