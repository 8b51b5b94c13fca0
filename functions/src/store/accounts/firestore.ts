// The accounts capability on Firestore: profiles (a rename rewrites the copies of the name in the same
// transaction), the tombstones that stop a deleted account's writes, and the deletion of its data.
import { readModerationRecord } from '../moderation/firestore-tx'
import { defined, pairOf, withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import { deleteUserDataIn } from './firestore-delete'
import { assertAlive, readNameCopies, userOf } from './firestore-tx'
import type { ModerationRecord } from '../moderation/records'
import { NameRemovedError, renames, type AccountStore, type UserChanges, type UserRecord } from './port'

export function firestoreAccounts(ctx: FirestoreContext): AccountStore {
  const users = ctx.in.users
  const tombstone = (uid: string) => ctx.in.deletedAccounts().doc(uid)
  return {
    async getUser(id) {
      const snap = await users().doc(id).get()
      ctx.options.onReads?.(1)
      return snap.exists ? userOf(snap) : null
    },

    async createUser(user) {
      const ref = users().doc(user.id)
      return ctx.transact(async ({ tx }) => {
        const [snap, gone] = pairOf(await tx.getAll(ref, tombstone(user.id)))
        assertAlive(gone)
        if (snap.exists) return userOf(snap)
        tx.create(ref, withoutId(user))
        return user
      })
    },

    async updateUser(id, changes) {
      const ref = users().doc(id)
      return ctx.transact(async (t) => {
        const [[snap, gone], moderated] = await Promise.all([
          t.tx.getAll(ref, tombstone(id)).then(pairOf),
          readModerationRecord(t, `user:${id}`),
        ])
        assertAlive(gone)
        if (!snap.exists) return null
        const current = userOf(snap)
        const asked: UserChanges = { ...changes }
        if (moderated.record?.nameRemoved && renames(asked, current)) throw new NameRemovedError(id)
        // While reports hide the name, a new one waits in the moderation record for the decision.
        if (moderated.record?.hidden && asked.username !== undefined) {
          t.tx.update(moderated.ref, { originalName: asked.username })
          delete asked.username
        }
        const next: UserRecord = { ...current, ...defined(asked), id }
        // The copy of the username on every event and check-in of the user changes in the same transaction.
        if (next.username !== current.username) (await readNameCopies(t, id))(next.username)
        t.tx.set(ref, withoutId(next))
        return next
      })
    },

    async isNameRemoved(id) {
      const snap = await ctx.in.moderation().doc(`user:${id}`).get()
      return snap.exists && (snap.data() as ModerationRecord).nameRemoved === true
    },

    async deleteUserData(id) {
      return ctx.transact((t) => deleteUserDataIn(t, id))
    },

    async markAccountDeleted(id, deletedAt) {
      // Its commit waits for (or aborts) every transaction that has read the tombstone's absence. An
      // existing one is kept, so retrying a deletion keeps the first date.
      await ctx.transact(async ({ tx }) => {
        const ref = tombstone(id)
        if (!(await tx.get(ref)).exists) tx.create(ref, { deletedAt })
      })
    },

    async isAccountDeleted(id) {
      return (await tombstone(id).get()).exists
    },

    async findUserByEmail(email) {
      // one equality on one field: served by Firestore's automatic single-field index
      const snap = await users().where('email', '==', email).limit(1).get()
      const first = snap.docs[0]
      return first ? userOf(first) : null
    },
  }
}
