// The notices capability on the embedded store: each send, settle or digest is one synchronous change.
import { FALLBACK_LANGUAGE } from '@travel/domain'
import type { EmbeddedContext } from '../embedded-data'
import { newId } from '../shared/new-id'
import { digestMail, instantMail, recipientOf, settled } from './plan'
import type { MailRecord } from '../mail/port'
import {
  newestNoticeFirst,
  noticePositionOf,
  type ComposeMail,
  type NoticeRecipient,
  type NoticeRecord,
  type NoticeStore,
} from './port'
import { nextPosition } from '../shared/next-position'

const copy = (n: NoticeRecord): NoticeRecord => structuredClone(n)

/**
 * How a notice reaches its recipient on the embedded store: kept or not as their settings say, counted,
 * and mailed at once when they asked for it; settling sends what still waits for that decision.
 */
function embeddedDelivery(data: EmbeddedContext['data']) {
  const table = data.notices
  const recipient = (userId: string) => {
    const user = data.accounts.users.get(userId)
    return user ? recipientOf(userId, user.email, table.inboxes.get(userId) ?? null, FALLBACK_LANGUAGE) : null
  }
  /** queues the mail, and the inbox's unsubscribe key made for it */
  const keepMail = (mail: MailRecord, to: NoticeRecipient) => {
    data.mail.set(mail.id, mail)
    if (to.newKey)
      table.inboxes.set(to.userId, {
        ...(table.inboxes.get(to.userId) ?? { unread: 0 }),
        mailKey: to.mailKey,
      })
  }
  /** stores the notice as its recipient's settings say, with its count and its at-once mail */
  const deliver = (notice: NoticeRecord, compose: ComposeMail) => {
    const to = recipient(notice.userId)
    const kept = to && settled(notice, to)
    const before = table.notices.get(notice.id)
    if (!to || !kept) {
      if (before) table.notices.delete(notice.id)
      if (before && !before.read) table.count(notice.userId, -1)
      return 0
    }
    table.notices.set(kept.id, kept)
    table.count(kept.userId, (kept.read ? 0 : 1) - (before && !before.read ? 1 : 0))
    const mail = instantMail(kept, to, compose, newId())
    if (mail) keepMail(mail, to)
    return 1
  }
  const settle = (userId: string, compose: ComposeMail) => {
    let count = 0
    for (const n of table.of(userId)) if (n.mail === 'pending') count += deliver(n, compose)
    return count
  }
  return { recipient, keepMail, deliver, settle }
}

export function embeddedNotices({ data, persist }: EmbeddedContext): NoticeStore {
  const table = data.notices
  const { recipient, keepMail, deliver, settle } = embeddedDelivery(data)
  return {
    async sendNotices(notices, compose) {
      let sent = 0
      for (const notice of notices)
        if (!table.notices.has(notice.id)) sent += deliver({ ...notice, mail: 'pending' }, compose)
      if (sent) await persist()
      return sent
    },
    async settlePending(userId, compose) {
      const count = settle(userId, compose)
      if (count) await persist()
      return count
    },
    async noticesOf(userId, limit, now, after) {
      const own = table
        .of(userId)
        .filter((n) => n.expireAt > now)
        .sort(newestNoticeFirst)
        .filter((n) => !after || newestNoticeFirst(after, n) < 0)
      const page = own.slice(0, limit)
      return { notices: page.map(copy), next: nextPosition(own.length > limit, page, noticePositionOf) }
    },
    async unreadNotices(userId) {
      return table.inboxes.get(userId)?.unread ?? 0
    },
    async markNoticesRead(userId, ids) {
      const wanted = ids ? new Set(ids) : null
      let changed = false
      for (const n of table.of(userId))
        if (!n.read && (!wanted || wanted.has(n.id))) {
          table.notices.set(n.id, { ...n, read: true })
          changed = true
        }
      const unread = table.of(userId).filter((n) => !n.read).length
      const inbox = table.inboxes.get(userId)
      if (inbox || unread) table.inboxes.set(userId, { ...(inbox ?? {}), unread })
      if (changed || inbox?.unread !== unread) await persist()
      return unread
    },
    async getInbox(userId) {
      const inbox = table.inboxes.get(userId)
      return inbox ? structuredClone(inbox) : null
    },
    async saveInboxSettings(userId, settings, language) {
      const inbox = table.inboxes.get(userId) ?? { unread: 0 }
      table.inboxes.set(userId, { ...inbox, settings: structuredClone(settings), language })
      await persist()
    },
    async rememberLanguage(userId, language) {
      const inbox = table.inboxes.get(userId) ?? { unread: 0 }
      if (inbox.language === language) return
      table.inboxes.set(userId, { ...inbox, language })
      await persist()
    },
    async usersToMail(limit) {
      const users = new Set<string>()
      for (const n of table.notices.values())
        if (n.mail === 'digest' || n.mail === 'pending') {
          users.add(n.userId)
          if (users.size >= limit) break
        }
      return [...users]
    },
    async sendDigest(userId, compose) {
      settle(userId, compose)
      const to = recipient(userId)
      const waiting = table.of(userId).filter((n) => n.mail === 'digest')
      if (!waiting.length) return 0
      const mail = to && digestMail(waiting, to, compose, newId())
      if (mail && to) keepMail(mail, to)
      for (const n of waiting) table.notices.set(n.id, { ...n, mail: mail ? 'sent' : 'none' })
      await persist()
      return mail ? waiting.length : 0
    },
  }
}
