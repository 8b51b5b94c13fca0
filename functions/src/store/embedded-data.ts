// The embedded adapter's data set: every capability's table, loaded from and written to one JSON file.
// Its changes are synchronous, so one that spans capabilities is atomic: that is the embedded transaction.
import { readFile } from 'node:fs/promises'
import { NOTICE_KEEP_DAYS } from '@travel/domain'
import { AccountTable } from './accounts/embedded-table'
import { CheckinTable } from './checkins/embedded-table'
import { EventTable } from './events/embedded-table'
import { HistoryTable } from './history/embedded-table'
import type { RevisionRecord } from './history/port'
import { SuggestionTable } from './suggestions/embedded-table'
import type { SuggestionRecord } from './suggestions/port'
import { ListTable } from './lists/embedded-table'
import { ModerationTable } from './moderation/embedded-table'
import type { CheckinRecord, EventRecord, SharedListRecord, UserRecord, WishlistRecord } from './port'
import type { MailRecord } from './mail/port'
import type { ModerationLogRecord, ModerationRecord, ReportRecord } from './moderation/records'
import { NoticeTable } from './notices/embedded-table'
import { expiryOf } from './notices/plan'
import type { InboxRecord, NoticeRecord } from './notices/port'
import { TripTable } from './trips/embedded-table'
import type { StopRecord, TripRecord, TripShareRecord } from './trips/port'
import { MergeTable } from './merges/embedded-table'
import type { DuplicateClaimRecord, MergedEventRecord } from './merges/port'

export const EMBEDDED_STORE_FILE = 'store.json'
const FORMAT_VERSION = 1

interface Snapshot {
  version: number
  events: EventRecord[]
  users: UserRecord[]
  wishlist: WishlistRecord[]
  /** tombstones of deleted accounts (AccountStore.markAccountDeleted); absent in files written before them */
  deletedAccounts?: { id: string; deletedAt: string }[]
  /** absent in files written before check-ins */
  checkins?: CheckinRecord[]
  /** absent in files written before shared links */
  sharedLists?: SharedListRecord[]
  /** absent in files written before moderation (docs/moderation.md) */
  reports?: ReportRecord[]
  moderation?: ModerationRecord[]
  moderationLog?: ModerationLogRecord[]
  notices?: NoticeRecord[]
  reportQuota?: { id: string; count: number }[]
  /** absent in files written before events kept a history */
  revisions?: RevisionRecord[]
  /** absent in files written before suggested edits */
  suggestions?: SuggestionRecord[]
  suggestionQuota?: { id: string; count: number }[]
  /** absent in files written before the bell (docs/notices.md) */
  inboxes?: ({ id: string } & InboxRecord)[]
  mail?: MailRecord[]
  /** absent in files written before trips (docs/trips.md) */
  trips?: TripRecord[]
  tripStops?: ({ tripId: string } & StopRecord)[]
  tripShares?: TripShareRecord[]
  /** absent in files written before duplicate claims (docs/moderation.md) */
  mergeClaims?: DuplicateClaimRecord[]
  mergeQuota?: { id: string; count: number }[]
  mergedEvents?: MergedEventRecord[]
}

export class EmbeddedData {
  readonly events = new EventTable()
  readonly checkins = new CheckinTable()
  readonly lists = new ListTable()
  readonly accounts = new AccountTable()
  readonly moderation = new ModerationTable()
  readonly history = new HistoryTable()
  readonly suggestions = new SuggestionTable()
  readonly notices = new NoticeTable()
  readonly mail = new Map<string, MailRecord>()
  readonly trips = new TripTable()
  readonly merges = new MergeTable()

  load(snapshot: Snapshot) {
    for (const u of snapshot.users) this.accounts.users.set(u.id, u)
    this.events.load(snapshot.events)
    for (const w of snapshot.wishlist) this.lists.putWishlist(w)
    for (const d of snapshot.deletedAccounts ?? []) this.accounts.deletedAccounts.set(d.id, d.deletedAt)
    for (const c of snapshot.checkins ?? []) this.checkins.put(c)
    for (const l of snapshot.sharedLists ?? []) this.lists.sharedLists.put(l)
    const moderation = this.moderation
    for (const r of snapshot.reports ?? []) moderation.reports.set(r.id, r)
    for (const m of snapshot.moderation ?? []) moderation.moderation.set(m.key, m)
    moderation.moderationLog.push(...(snapshot.moderationLog ?? []))
    // Notices stored before the bell have no mail state or expiry: they were shown on the profile only.
    for (const n of snapshot.notices ?? [])
      this.notices.notices.set(n.id, {
        ...n,
        mail: n.mail ?? 'none',
        expireAt: n.expireAt ?? expiryOf(n.createdAt, NOTICE_KEEP_DAYS),
      })
    for (const { id, ...inbox } of snapshot.inboxes ?? []) this.notices.inboxes.set(id, inbox)
    for (const m of snapshot.mail ?? []) this.mail.set(m.id, m)
    for (const q of snapshot.reportQuota ?? []) moderation.reportQuota.set(q.id, q.count)
    for (const r of snapshot.revisions ?? []) this.history.put(r)
    for (const s of snapshot.suggestions ?? []) this.suggestions.suggestions.set(s.id, s)
    for (const q of snapshot.suggestionQuota ?? []) this.suggestions.quota.set(q.id, q.count)
    for (const t of snapshot.trips ?? []) this.trips.putTrip(t)
    for (const { tripId, ...stop } of snapshot.tripStops ?? []) this.trips.putStop(tripId, stop)
    for (const l of snapshot.tripShares ?? []) this.trips.shares.put(l)
    this.merges.load(snapshot)
  }

  serialize(): string {
    const { moderation } = this
    const snapshot: Snapshot = {
      version: FORMAT_VERSION,
      events: this.events.ordered,
      users: [...this.accounts.users.values()],
      wishlist: [...this.lists.wishlist.values()],
      deletedAccounts: [...this.accounts.deletedAccounts].map(([id, deletedAt]) => ({ id, deletedAt })),
      checkins: [...this.checkins.checkins.values()],
      sharedLists: this.lists.sharedLists.all(),
      reports: [...moderation.reports.values()],
      moderation: [...moderation.moderation.values()],
      moderationLog: moderation.moderationLog,
      notices: [...this.notices.notices.values()],
      inboxes: [...this.notices.inboxes].map(([id, inbox]) => ({ id, ...inbox })),
      mail: [...this.mail.values()],
      reportQuota: [...moderation.reportQuota].map(([id, count]) => ({ id, count })),
      revisions: this.history.all,
      suggestions: [...this.suggestions.suggestions.values()],
      suggestionQuota: [...this.suggestions.quota].map(([id, count]) => ({ id, count })),
      trips: [...this.trips.trips.values()],
      tripStops: this.trips.allStops(),
      tripShares: this.trips.shares.all(),
      ...this.merges.snapshot(),
    }
    return JSON.stringify(snapshot)
  }
}

export async function readSnapshot(file: string): Promise<Snapshot | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const parsed = JSON.parse(text) as Partial<Snapshot>
  if (parsed.version !== FORMAT_VERSION) {
    throw new Error(`${file} has format version ${String(parsed.version)}, expected ${FORMAT_VERSION}`)
  }
  return {
    version: FORMAT_VERSION,
    events: parsed.events ?? [],
    users: parsed.users ?? [],
    wishlist: parsed.wishlist ?? [],
    deletedAccounts: parsed.deletedAccounts ?? [],
    checkins: parsed.checkins ?? [],
    sharedLists: parsed.sharedLists ?? [],
    reports: parsed.reports ?? [],
    moderation: parsed.moderation ?? [],
    moderationLog: parsed.moderationLog ?? [],
    notices: parsed.notices ?? [],
    reportQuota: parsed.reportQuota ?? [],
    revisions: parsed.revisions ?? [],
    suggestions: parsed.suggestions ?? [],
    suggestionQuota: parsed.suggestionQuota ?? [],
    inboxes: parsed.inboxes ?? [],
    mail: parsed.mail ?? [],
    trips: parsed.trips ?? [],
    tripStops: parsed.tripStops ?? [],
    tripShares: parsed.tripShares ?? [],
    mergeClaims: parsed.mergeClaims ?? [],
    mergeQuota: parsed.mergeQuota ?? [],
    mergedEvents: parsed.mergedEvents ?? [],
  }
}

/** What every capability's embedded adapter is given: the data, `persist` and the search options. */
export interface EmbeddedContext {
  readonly data: EmbeddedData
  /** resolves once every change made so far is on disk */
  persist(): Promise<void>
  readonly scanBudget?: number
}
