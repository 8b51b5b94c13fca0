// The bell: what the site tells a traveller (docs/notices.md). Each notice is of a kind, each kind of a
// topic the traveller turns on or off and gets by e-mail at once, in a daily digest or never.
import { mixed, object } from 'yup'
import type { CheckinState } from './checkins'
import type { DecisionAction, DecisionReason, ReportReason } from './moderation'
import type { SuggestedField } from './suggestions'
import type { Language } from './messages'

/** The moderators' notices: the author's item was hidden, or a decision concerns its author or a reporter. */
export const MODERATION_NOTICE_KINDS = ['hidden', 'decision-author', 'decision-reporter'] as const
export type ModerationNoticeKind = (typeof MODERATION_NOTICE_KINDS)[number]

export const NOTICE_KINDS = [
  ...MODERATION_NOTICE_KINDS,
  /** someone suggested an edit of my event */
  'suggestion-received',
  /** the author or a moderator decided my suggestion */
  'suggestion-decided',
  /** a traveller checked in on my event as described */
  'checkin',
  /** a check-in on my event found it changed or gone, or disputes one of its facts */
  'checkin-dispute',
  /** a new check-in on an event in my wishlist */
  'wishlist-checkin',
  /** an accepted change of an event in my wishlist */
  'wishlist-change',
] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** What the profile's settings turn on and off: each kind belongs to one. */
export const NOTICE_TOPICS = [
  'suggestions',
  'decisions',
  'checkins',
  'disputes',
  'moderation',
  'wishlist',
] as const
export type NoticeTopic = (typeof NOTICE_TOPICS)[number]

export const TOPIC_OF_KIND: Record<NoticeKind, NoticeTopic> = {
  hidden: 'moderation',
  'decision-author': 'moderation',
  'decision-reporter': 'moderation',
  'suggestion-received': 'suggestions',
  'suggestion-decided': 'decisions',
  checkin: 'checkins',
  'checkin-dispute': 'disputes',
  'wishlist-checkin': 'wishlist',
  'wishlist-change': 'wishlist',
}

/** How a topic's notices reach the traveller's inbox: each at once, once a day together, or not at all. */
export const MAIL_MODES = ['instant', 'digest', 'never'] as const
export type MailMode = (typeof MAIL_MODES)[number]

export interface TopicSetting {
  /** shown under the bell; a moderator's decision about one's content always is (it is a statement of reasons) */
  bell: boolean
  mail: MailMode
}

export type NoticeSettings = Record<NoticeTopic, TopicSetting>

/** Suggestions and decisions at once, check-ins as a digest. */
export const DEFAULT_NOTICE_SETTINGS: NoticeSettings = {
  suggestions: { bell: true, mail: 'instant' },
  decisions: { bell: true, mail: 'instant' },
  checkins: { bell: true, mail: 'digest' },
  disputes: { bell: true, mail: 'digest' },
  moderation: { bell: true, mail: 'instant' },
  wishlist: { bell: true, mail: 'digest' },
}

/** The stored settings completed with the defaults; the moderators' notices stay on the bell. */
export function settingsWithDefaults(stored: Partial<NoticeSettings> | undefined): NoticeSettings {
  const out = { ...DEFAULT_NOTICE_SETTINGS }
  for (const topic of NOTICE_TOPICS) {
    const own = stored?.[topic]
    if (own) out[topic] = { bell: topic === 'moderation' ? true : own.bell, mail: own.mail }
  }
  return out
}

/** How long a notice is kept. */
export const NOTICE_KEEP_DAYS = 180
/** Notices per page of GET /api/user/notices. */
export const NOTICES_PAGE = 20

/** Who caused a notice; null for the system, a visitor, or a deleted account. */
export interface NoticeActor {
  _id: string
  username: string
}

interface NoticeBase {
  id: string
  kind: NoticeKind
  createdAt: string
  read: boolean
  /** what the notice is about as it was called then: an event's title, a user's name */
  label: string
}

export interface ModerationNoticeDto extends NoticeBase {
  kind: ModerationNoticeKind
  /** the moderated item (`event:<id>`, `checkin:<id>`, `photo:…`, `user:<id>`) */
  key: string
  /** `merge`: a moderator merged the author's event with a duplicate (docs/moderation.md) */
  action: DecisionAction | 'merge' | null
  reason: ReportReason | DecisionReason
  text: string
}

export interface SuggestionNoticeDto extends NoticeBase {
  kind: 'suggestion-received' | 'suggestion-decided'
  eventId: string
  suggestionId: string
  /** the suggester (received) or who decided (decided) */
  actor: NoticeActor | null
  /** decided: the fields taken, none when declined */
  accepted: SuggestedField[]
  /** the suggestion's fields */
  fields: SuggestedField[]
  /** the suggester's reason (received) or the decider's answer (decided) */
  text: string
}

export interface CheckinNoticeDto extends NoticeBase {
  kind: 'checkin' | 'checkin-dispute' | 'wishlist-checkin'
  eventId: string
  checkinId: string
  actor: NoticeActor | null
  state: CheckinState
  /** the facts the check-in found otherwise than the event says */
  disputed: string[]
}

export interface ChangeNoticeDto extends NoticeBase {
  kind: 'wishlist-change'
  eventId: string
  actor: NoticeActor | null
  fields: SuggestedField[]
}

export type NoticeDto = ModerationNoticeDto | SuggestionNoticeDto | CheckinNoticeDto | ChangeNoticeDto

export function isModerationNotice(notice: NoticeDto): notice is ModerationNoticeDto {
  return (MODERATION_NOTICE_KINDS as readonly string[]).includes(notice.kind)
}

/** GET /api/user/notices: newest first, a page at a time (`next` is the cursor of the following one). */
export interface NoticesDto {
  notices: NoticeDto[]
  unread: number
  next: string | null
}

/** GET /api/user/notices/unread: one read, asked every minute while the site is open. */
export interface UnreadNoticesDto {
  unread: number
}

/** POST /api/user/notices/read: marks these notices read (all of the caller's when `ids` is absent). */
export interface NoticesReadInput {
  ids?: string[]
}

/** GET and PUT /api/user/notices/settings */
export interface NoticeSettingsDto {
  settings: NoticeSettings
  /** the language the traveller's e-mails are written in */
  language: Language
}

const topicSetting = object({
  bell: mixed<boolean>()
    .test('boolean', 'notice_settings_invalid', (v) => typeof v === 'boolean')
    .required('notice_settings_invalid'),
  mail: mixed<MailMode>().oneOf(MAIL_MODES, 'notice_settings_invalid').required('notice_settings_invalid'),
})
  .noUnknown('notice_settings_invalid')
  .default(undefined)

/** PUT /api/user/notices/settings: any of the topics, and the e-mails' language. */
export const noticeSettingsSchema = object({
  settings: object(Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, topicSetting.optional()])))
    .noUnknown('notice_settings_invalid')
    .required('notice_settings_invalid'),
  language: mixed<Language>().oneOf(['en', 'sk'], 'notice_settings_invalid').optional(),
}).noUnknown('notice_settings_invalid')

/** POST /api/notices/unsubscribe: the signed token of an e-mail's link; works signed out. */
export interface UnsubscribeDto {
  /** one for a notice's mail, each topic of a digest for the digest's */
  topics: NoticeTopic[]
  /** the topic's e-mails are off now */
  mail: 'never'
}
