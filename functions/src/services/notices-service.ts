// The bell (docs/notices.md): the notices each happening sends once it is stored, a traveller's page of
// them and their unread count, their settings, the e-mails' unsubscribe link and the daily digest.
import {
  NOTICES_PAGE,
  settingsWithDefaults,
  type Language,
  type NoticeDto,
  type NoticeSettings,
  type NoticeSettingsDto,
  type NoticesDto,
  type UnsubscribeDto,
} from '@travel/domain'
import type { NoticeRecord, Store } from '../store/port'
import type { Caller } from './caller'
import { noticeCursor, positionAfter } from './cursor'
import { mailComposer } from './notices/compose-mail'
import { readUnsubscribeToken, sameKey } from './notices/unsubscribe-token'
import { ServiceError } from './service-error'

/** Notices in one transaction: each reads its recipient's profile and inbox, so a few hundred at most. */
const SEND_CHUNK = 100
/** Travellers mailed per digest run; the next run takes those left. */
const DIGEST_USERS = 500

export interface NoticesDeps {
  store: Store
  /** the site's origin, for the links in the e-mails */
  site: string
  now?: () => Date
}

function toNoticeDto(record: NoticeRecord): NoticeDto {
  const { userId: _userId, mail: _mail, expireAt: _expireAt, ...dto } = record
  return dto as NoticeDto
}

export function noticesService({ store, site, now = () => new Date() }: NoticesDeps) {
  const compose = mailComposer(site, now)
  const at = () => now().toISOString()

  /**
   * Who caused each notice by their name now, read when the page is: a rename shows, a name a moderator
   * removed stays removed, and a deleted account is "a former traveller" (null).
   */
  async function withCurrentNames(notices: NoticeDto[]): Promise<NoticeDto[]> {
    const ids = [...new Set(notices.flatMap((n) => ('actor' in n && n.actor ? [n.actor._id] : [])))]
    const users = await Promise.all(ids.map((id) => store.accounts.getUser(id)))
    const names = new Map(ids.map((id, i) => [id, users[i]?.username]))
    return notices.map((n) => {
      if (!('actor' in n) || !n.actor) return n
      const username = names.get(n.actor._id)
      return { ...n, actor: username ? { _id: n.actor._id, username } : null }
    })
  }
  return {
    /**
     * Sends the notices of a happening that is already stored. A failure is logged and never undoes or
     * fails what the traveller did: the happening stays, and only its notices are missing.
     */
    async tell(notices: NoticeRecord[]): Promise<number> {
      let sent = 0
      try {
        for (let i = 0; i < notices.length; i += SEND_CHUNK)
          sent += await store.notices.sendNotices(notices.slice(i, i + SEND_CHUNK), compose)
      } catch (error) {
        console.error('Notices not sent', error)
      }
      return sent
    },

    /** Settles moderation's notices, written in its own transactions, against their recipients' settings. */
    async settle(userIds: string[]): Promise<void> {
      try {
        for (const userId of new Set(userIds)) await store.notices.settlePending(userId, compose)
      } catch (error) {
        console.error('Notices not settled', error)
      }
    },

    async page(caller: Caller, cursor?: string): Promise<NoticesDto> {
      const after = positionAfter(cursor, noticeCursor.decode)
      const [page, unread] = await Promise.all([
        store.notices.noticesOf(caller.uid, NOTICES_PAGE, at(), after),
        store.notices.unreadNotices(caller.uid),
      ])
      const notices = await withCurrentNames(page.notices.map(toNoticeDto))
      return { notices, unread, next: page.next ? noticeCursor.encode(page.next) : null }
    },

    async unread(caller: Caller): Promise<{ unread: number }> {
      return { unread: await store.notices.unreadNotices(caller.uid) }
    },

    async read(caller: Caller, ids?: string[]): Promise<{ unread: number }> {
      return { unread: await store.notices.markNoticesRead(caller.uid, ids) }
    },

    async settings(caller: Caller, fallback: Language): Promise<NoticeSettingsDto> {
      const inbox = await store.notices.getInbox(caller.uid)
      return { settings: settingsWithDefaults(inbox?.settings), language: inbox?.language ?? fallback }
    },

    async saveSettings(
      caller: Caller,
      changes: Partial<NoticeSettings>,
      language: Language,
    ): Promise<NoticeSettingsDto> {
      const inbox = await store.notices.getInbox(caller.uid)
      const settings = settingsWithDefaults({ ...inbox?.settings, ...changes })
      await store.notices.saveInboxSettings(caller.uid, settings, language)
      return { settings, language }
    },

    /** An e-mail's one-click link: the topics' e-mails stop; the bell stays as it was. */
    async unsubscribe(token: string): Promise<UnsubscribeDto> {
      const read = readUnsubscribeToken(token)
      const inbox = read && (await store.notices.getInbox(read.userId))
      if (!read || !inbox || !sameKey(read.mailKey, inbox.mailKey))
        throw new ServiceError('invalid', 'unsubscribe_invalid')
      const settings = settingsWithDefaults(inbox.settings)
      for (const topic of read.topics) settings[topic] = { ...settings[topic], mail: 'never' }
      await store.notices.saveInboxSettings(read.userId, settings, inbox.language ?? 'en')
      return { topics: read.topics, mail: 'never' }
    },

    /** The e-mails' language follows the one a traveller signs in with. */
    async rememberLanguage(uid: string, language: Language): Promise<void> {
      await store.notices.rememberLanguage(uid, language)
    },

    /** The daily digest: each traveller with notices waiting gets one e-mail of them. */
    async sendDigests(when: Date = now()): Promise<{ users: number; mails: number }> {
      const users = await store.notices.usersToMail(DIGEST_USERS)
      const digest = mailComposer(site, () => when)
      let mails = 0
      for (const userId of users) if ((await store.notices.sendDigest(userId, digest)) > 0) mails++
      return { users: users.length, mails }
    },
  }
}

export type NoticesService = ReturnType<typeof noticesService>
