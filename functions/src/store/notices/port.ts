// The notices capability's port (docs/notices.md): what the site tells each traveller, their unread count
// on their inbox document (one read for the bell), their settings, and the e-mails a notice sends.
import { createHash } from 'node:crypto'
import type { Language, NoticeDto, NoticeSettings } from '@travel/domain'
import type { MailRecord } from '../mail/port'

/**
 * What happens to a notice by e-mail: `pending` until its recipient's settings are read (a notice
 * written inside another capability's transaction), then sent at once, waiting for the digest, or none.
 */
export type NoticeMailState = 'pending' | 'digest' | 'sent' | 'none'

/** notices/{id}: stored as codes and names; the web and the mails word them in the reader's language. */
export type NoticeRecord = NoticeDto & {
  userId: string
  mail: NoticeMailState
  /** createdAt + NOTICE_KEEP_DAYS: a Timestamp on Firestore, whose TTL policy deletes the notice then */
  expireAt: string
}

/** inboxes/{uid}: the unread count, kept in every transaction that writes or reads a notice, and settings. */
export interface InboxRecord {
  unread: number
  /** the topics the traveller changed; the others keep DEFAULT_NOTICE_SETTINGS */
  settings?: Partial<NoticeSettings>
  /** the e-mails' language: the one the traveller last signed in or saved settings in */
  language?: Language
  /** the secret in the e-mails' unsubscribe links, made with the first mail */
  mailKey?: string
}

/** Whom a mail goes to, as read in the transaction that queues it. */
export interface NoticeRecipient {
  userId: string
  email: string
  language: Language
  settings: NoticeSettings
  /** the inbox's mailKey; `newKey` when it is made now and must be stored with the mail */
  mailKey: string
  newKey: boolean
}

/** The mail of one notice (at once) or of several (the digest), composed by the service. */
export type ComposeMail = (recipient: NoticeRecipient, notices: NoticeRecord[]) => Omit<MailRecord, 'id'>

/** Where a page of notices ends: the last one's time and id. */
export interface NoticePosition {
  createdAt: string
  id: string
}

export const noticePositionOf = ({ createdAt, id }: NoticePosition): NoticePosition => ({ createdAt, id })

export interface NoticeStore {
  /**
   * Writes, in one transaction, the notices not written before (their ids name the happening and the
   * recipient, so a retry writes none twice) to recipients who have a profile and keep the topic on the
   * bell or by e-mail; raises each one's unread count; and queues the at-once e-mails `compose` words.
   * Answers how many notices were written.
   */
  sendNotices(notices: NoticeRecord[], compose: ComposeMail): Promise<number>
  /** the same for a user's `pending` notices, written by moderation inside its own transactions */
  settlePending(userId: string, compose: ComposeMail): Promise<number>
  /** a user's notices not yet expired at `now`, newest first, at most limit + 1 read */
  noticesOf(
    userId: string,
    limit: number,
    now: string,
    after?: NoticePosition,
  ): Promise<{ notices: NoticeRecord[]; next: NoticePosition | null }>
  /** one read: the inbox's count */
  unreadNotices(userId: string): Promise<number>
  /** marks these notices of the user read (all when ids is absent); answers how many stay unread */
  markNoticesRead(userId: string, ids?: string[]): Promise<number>
  getInbox(userId: string): Promise<InboxRecord | null>
  /** stores the settings and the language, keeping the count */
  saveInboxSettings(userId: string, settings: Partial<NoticeSettings>, language: Language): Promise<void>
  /** stores the language the user's e-mails are written in, when it differs (a sign-in) */
  rememberLanguage(userId: string, language: Language): Promise<void>
  /** users with notices waiting for the digest or still pending, at most `limit` */
  usersToMail(limit: number): Promise<string[]>
  /** one transaction: settles the user's pending notices, then puts those waiting in one digest mail */
  sendDigest(userId: string, compose: ComposeMail): Promise<number>
}

/**
 * A notice's id: the happening and its recipient, so no happening tells anyone twice. The happening is
 * hashed: its ids can name other travellers (a check-in's id holds its author's).
 */
export function noticeId(happening: string, userId: string): string {
  return `${createHash('sha256').update(happening).digest('base64url').slice(0, 24)}~${userId}`
}

export const newestNoticeFirst = (a: NoticePosition, b: NoticePosition) =>
  a.createdAt !== b.createdAt
    ? a.createdAt < b.createdAt
      ? 1
      : -1
    : a.id === b.id
      ? 0
      : a.id < b.id
        ? 1
        : -1
