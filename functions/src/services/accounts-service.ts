// Profiles and accounts (docs/api.md /api/auth and /api/user, docs/architecture.md): the Firebase Auth account is
// the credential, users/{uid} the profile. The uid always comes from the verified token.
import {
  USERNAME_MAX,
  USERNAME_MIN,
  hasForbiddenCharacters,
  isGooglePictureUrl,
  isOwnFileUrl,
  usernameFromEmail,
  visibleLength,
  type StorageLocation,
  type UserDto,
  type Vehicle,
} from '@travel/domain'
import type { FileStore } from '../files/file-store'
import { userFolders } from '../files/file-store'
import type { FileUrls } from './file-urls'
import { conflict, forbidden, invalid } from './service-error'
import type { Caller } from './caller'
import { NameRemovedError, type Store, type UserRecord } from '../store/port'
import { accountRefusalOf, authErrorCode, type AccountAdmin } from './account-admin'
import { toUserDto } from './dto'

/** A moderator removed the traveller's name: the neutral one stays (docs/moderation.md). */
const nameRemoved = () => invalid({ username: 'username_removed' })

export interface AccountsDeps {
  store: Store
  accounts: AccountAdmin
  files: FileStore
  fileUrls: FileUrls
  storage: StorageLocation
}

export interface SignupInput {
  username: string
  email: string
  password: string
}

export interface ProfileChanges {
  username?: string
  email?: string
  password?: string
  profilePicture?: string
  vehicle?: Vehicle
}

/** A display name usable as a username, else one made from the e-mail. */
function usernameFrom(name: string | undefined, email: string | undefined): string {
  const trimmed = name?.trim().slice(0, USERNAME_MAX) ?? ''
  if (visibleLength(trimmed) >= USERNAME_MIN && !hasForbiddenCharacters(trimmed)) return trimmed
  return usernameFromEmail(email ?? 'traveller')
}

export function accountsService({ store, accounts, files, fileUrls, storage }: AccountsDeps) {
  /** A picture of the user's own profile folder that exists (what the profile form uploads). */
  async function isOwnPicture(uid: string, url: string): Promise<boolean> {
    return isOwnFileUrl(url, storage, 'profiles', uid) && (await fileUrls.exists(url))
  }

  /**
   * The first of the offered pictures that may become a profile picture: Google's own picture (from
   * Google's picture hosts only) or a file of the user's own profile folder. Anything else (an address on
   * another host, a file of someone else's) is passed over, so no visitor's browser is sent elsewhere.
   */
  async function acceptablePicture(uid: string, offered: (string | undefined | null)[]): Promise<string> {
    for (const url of offered) {
      if (!url) continue
      if (isGooglePictureUrl(url) || (await isOwnPicture(uid, url))) return url
    }
    return ''
  }

  async function favouritesOf(uid: string): Promise<string[]> {
    return (await store.lists.wishlistOf(uid)).map((w) => w.eventId)
  }

  async function dtoOf(user: UserRecord): Promise<UserDto> {
    return toUserDto(user, await favouritesOf(user.id))
  }

  /**
   * One profile per e-mail. Firebase Auth already keeps e-mails unique among accounts; this also holds
   * when an account is gone while its profile stayed (an account deleted outside the API, or one the
   * local Auth emulator lost), so signing up again with that e-mail cannot make a second profile.
   */
  async function assertEmailFree(email: string, uid?: string): Promise<void> {
    if (!email) return
    const holder = await store.accounts.findUserByEmail(email)
    if (holder && holder.id !== uid) throw conflict('email_exists')
  }

  /**
   * The caller's profile, created from the Auth account on first use. The account is looked up before a
   * profile is created, so a token that outlived its deleted account cannot bring the profile back.
   */
  async function ensureProfile(caller: Caller, hints: { name?: string; photo?: string } = {}) {
    const existing = await store.accounts.getUser(caller.uid)
    if (existing) return existing
    let account: Awaited<ReturnType<AccountAdmin['getUser']>>
    try {
      account = await accounts.getUser(caller.uid)
    } catch (error) {
      throw accountRefusalOf(error)
    }
    const email = account.email ?? caller.email ?? ''
    await assertEmailFree(email, caller.uid)
    const now = new Date().toISOString()
    return store.accounts.createUser({
      id: caller.uid,
      username: usernameFrom(hints.name ?? account.displayName ?? caller.name, email),
      email,
      profilePicture: await acceptablePicture(caller.uid, [hints.photo, account.photoURL, caller.picture]),
      createdAt: now,
      updatedAt: now,
    })
  }

  function assertSelf(caller: Caller, id: string) {
    if (caller.uid !== id) throw forbidden()
  }

  return {
    ensureProfile,

    async signup(input: SignupInput): Promise<UserDto> {
      // before the account is created, so a refused sign-up leaves no account behind
      await assertEmailFree(input.email)
      let uid: string
      try {
        ;({ uid } = await accounts.createUser({
          email: input.email,
          password: input.password,
          displayName: input.username,
        }))
      } catch (error) {
        throw accountRefusalOf(error)
      }
      const now = new Date().toISOString()
      try {
        const user = await store.accounts.createUser({
          id: uid,
          username: input.username,
          email: input.email,
          profilePicture: '',
          createdAt: now,
          updatedAt: now,
        })
        return toUserDto(user, [])
      } catch (error) {
        // No account without a profile: undo the Auth account when the profile could not be written.
        await accounts.deleteUser(uid).catch(() => undefined)
        throw error
      }
    },

    async signin(caller: Caller): Promise<UserDto> {
      return dtoOf(await ensureProfile(caller))
    },

    async google(caller: Caller, offered: { name?: string; photo?: string }): Promise<UserDto> {
      const profile = await ensureProfile(caller, offered)
      const photo = profile.profilePicture ? '' : await acceptablePicture(caller.uid, [offered.photo])
      if (photo) {
        const updated = await store.accounts.updateUser(caller.uid, {
          profilePicture: photo,
          updatedAt: new Date().toISOString(),
        })
        if (updated) return dtoOf(updated)
      }
      return dtoOf(profile)
    },

    async update(caller: Caller, id: string, changes: ProfileChanges): Promise<UserDto> {
      assertSelf(caller, id)
      const profile = await ensureProfile(caller)
      const picture = changes.profilePicture || undefined
      // A new picture must be an upload of the user's own profile folder, and be there.
      if (picture !== undefined && picture !== profile.profilePicture) {
        if (!isOwnFileUrl(picture, storage, 'profiles', caller.uid))
          throw invalid({ profilePicture: 'file_url_invalid' })
        await fileUrls.assertExist({ profilePicture: picture })
      }
      // Asked before the e-mail or password change in Auth, so a refused name leaves nothing half-changed.
      const renaming = changes.username !== undefined && changes.username !== profile.username
      if (renaming && (await store.accounts.isNameRemoved(caller.uid))) throw nameRemoved()
      const email = changes.email !== undefined && changes.email !== profile.email ? changes.email : undefined
      if (email !== undefined) await assertEmailFree(email, caller.uid)
      if (email !== undefined || changes.password !== undefined) {
        try {
          await accounts.updateUser(caller.uid, {
            ...(email !== undefined ? { email } : {}),
            ...(changes.password !== undefined ? { password: changes.password } : {}),
          })
        } catch (error) {
          throw accountRefusalOf(error)
        }
      }
      const updated = await store.accounts
        .updateUser(caller.uid, {
          username: changes.username,
          email,
          profilePicture: picture,
          vehicle: changes.vehicle,
          updatedAt: new Date().toISOString(),
        })
        .catch((error: unknown) => {
          // a moderator's removal that landed between the check above and this write
          throw error instanceof NameRemovedError ? nameRemoved() : error
        })
      return dtoOf(updated ?? profile)
    },

    /**
     * Deletes everything of the account: first its tombstone, so no write of a still-valid token can add
     * anything from then on; then the data (one transaction), the files and the Auth account. Each step
     * can run again, so a deletion that failed part-way finishes when the user tries again.
     */
    async remove(caller: Caller, id: string): Promise<void> {
      assertSelf(caller, id)
      await store.accounts.markAccountDeleted(caller.uid, new Date().toISOString())
      const deleted = await store.accounts.deleteUserData(caller.uid)
      for (const folder of userFolders(caller.uid)) await files.deleteFolder(folder)
      await fileUrls.deleteAll(deleted.checkinPhotos)
      try {
        await accounts.deleteUser(caller.uid)
      } catch (error) {
        if (authErrorCode(error) !== 'auth/user-not-found') throw error
      }
    },
  }
}

export type AccountsService = ReturnType<typeof accountsService>
