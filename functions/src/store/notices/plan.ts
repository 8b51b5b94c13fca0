// What both adapters do with a notice once its recipient's inbox is read: whether it is kept at all, read
// already (the bell is off but the mail is on), and what it does by e-mail.
import { randomBytes } from 'node:crypto'
import { TOPIC_OF_KIND, settingsWithDefaults, type Language } from '@travel/domain'
import type { MailRecord } from '../mail/port'
import type { ComposeMail, InboxRecord, NoticeRecipient, NoticeRecord } from './port'

/** The recipient as the inbox and the profile give them. */
export function recipientOf(
  userId: string,
  email: string,
  inbox: InboxRecord | null,
  fallback: Language,
): NoticeRecipient {
  return {
    userId,
    email,
    language: inbox?.language ?? fallback,
    settings: settingsWithDefaults(inbox?.settings),
    mailKey: inbox?.mailKey ?? randomBytes(18).toString('base64url'),
    newKey: !inbox?.mailKey,
  }
}

/** The notice as stored for this recipient, or null when its topic is off both ways. */
export function settled(notice: NoticeRecord, recipient: NoticeRecipient): NoticeRecord | null {
  const setting = recipient.settings[TOPIC_OF_KIND[notice.kind]]
  if (!setting.bell && setting.mail === 'never') return null
  const mail = setting.mail === 'instant' ? 'sent' : setting.mail === 'digest' ? 'digest' : 'none'
  return { ...notice, read: notice.read || !setting.bell, mail }
}

/** The at-once mail of a settled notice; none for one without an address. */
export function instantMail(
  notice: NoticeRecord,
  recipient: NoticeRecipient,
  compose: ComposeMail,
  id: string,
): MailRecord | null {
  if (notice.mail !== 'sent' || !recipient.email) return null
  return { ...compose(recipient, [notice]), id }
}

/** The digest of the waiting notices, oldest first, or null when none waits. */
export function digestMail(
  waiting: NoticeRecord[],
  recipient: NoticeRecipient,
  compose: ComposeMail,
  id: string,
): MailRecord | null {
  if (!waiting.length || !recipient.email) return null
  const ordered = [...waiting].sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  )
  return { ...compose(recipient, ordered), id }
}

/** How long a notice is kept, as the date it expires. */
export function expiryOf(createdAt: string, days: number): string {
  return new Date(Date.parse(createdAt) + days * 86_400_000).toISOString()
}
