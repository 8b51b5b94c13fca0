// The Store the services see: one port per capability, each implemented by the embedded adapter (local
// stack and tests) and the Firestore adapter; functions/test/store-contract-*.ts hold both to one behaviour.
import type { AccountStore } from './accounts/port'
import type { CheckinStore } from './checkins/port'
import type { EventStore } from './events/port'
import type { HistoryStore } from './history/port'
import type { SuggestionStore } from './suggestions/port'
import type { ListStore } from './lists/port'
import type { ModerationStore } from './moderation/port'
import type { MailStore } from './mail/port'
import type { NoticeStore } from './notices/port'
import type { TripStore } from './trips/port'
import type { MergeStore } from './merges/port'

export * from './accounts/port'
export * from './checkins/port'
export * from './events/port'
export * from './history/port'
export * from './suggestions/port'
export * from './lists/port'
export * from './moderation/port'
export * from './mail/port'
export * from './notices/port'
export * from './trips/port'
export * from './merges/port'

export interface Store {
  events: EventStore
  checkins: CheckinStore
  moderation: ModerationStore
  accounts: AccountStore
  lists: ListStore
  history: HistoryStore
  suggestions: SuggestionStore
  notices: NoticeStore
  mail: MailStore
  trips: TripStore
  merges: MergeStore
}
