// The merges capability's port (docs/moderation.md "Duplicates"): travellers' claims that two events are
// one place, and a moderator's merge, which moves one event's check-ins, wishlist entries and photo to
// the other and deletes it, in one transaction across capabilities on both adapters.
import type { MergeAction } from '@travel/domain'
import type { EventRecord } from '../events/port'

/** mergeClaims/{pair}~{uid}: one open claim per traveller and pair; deleted when a moderator decides. */
export interface DuplicateClaimRecord {
  id: string
  /** mergePairKey of the two events */
  pair: string
  /** the event whose page the claim was sent from, and the one it names */
  eventId: string
  otherId: string
  authorId: string
  authorName: string
  reason: string
  createdAt: string
}

/** mergedEvents/{id}: the address of a merged event, answered with a permanent redirect to the kept one. */
export interface MergedEventRecord {
  id: string
  keptId: string
  mergedAt: string
}

export type SaveClaimResult =
  | { status: 'saved'; claim: DuplicateClaimRecord; created: boolean }
  /** one of the two events does not exist, or reports hide it */
  | { status: 'not_found' | 'limit' }

export interface MergeDecision {
  pair: string
  action: MergeAction
  /** the event that stays (merge) */
  keepId: string
  reason: string
  moderatorId: string
  moderatorName: string
  at: string
}

export type MergeResult =
  | {
      status: 'merged'
      kept: EventRecord
      removedId: string
      /** who got a notice, settled against their settings once committed */
      notified: string[]
    }
  | { status: 'declined' }
  /** no open claim on the pair */
  | { status: 'not_found' }
  /** one of the two events is gone (or the one to keep is not of the pair): nothing changed */
  | { status: 'event_gone' }

export interface MergeStore {
  /**
   * Stores the traveller's claim on the pair, replacing their open one on it, in one transaction with
   * their daily count; 'not_found' when either event is gone or hidden, 'limit' past `perDay`.
   */
  saveClaim(claim: DuplicateClaimRecord, perDay: number): Promise<SaveClaimResult>
  /** open claims, oldest first, at most `limit` */
  openClaims(limit: number): Promise<DuplicateClaimRecord[]>
  /**
   * Declines (the pair's claims go, the log keeps the decision) or merges: in one transaction the other
   * event's check-ins and wishlist entries move to the kept one, its summary is computed again, its
   * photo joins the kept one's, the merge is kept in its history, the other event is deleted and its
   * address redirected, the claims go, and the log and both authors' notices are written.
   */
  decideMerge(decision: MergeDecision): Promise<MergeResult>
  /** the event a merged event's address leads to, following later merges; null when it was never merged */
  mergedInto(id: string): Promise<string | null>
}

/** The document of a claimant's daily count: one per account and UTC day. */
export function claimQuotaId(authorId: string, at: string): string {
  return `${authorId}~${at.slice(0, 10)}`
}

/** A claim's id: one per pair and traveller. */
export function claimId(pair: string, authorId: string): string {
  return `${pair}~${authorId}`
}

/** How many merges a redirect follows: a kept event may itself be merged later. */
export const REDIRECT_HOPS = 5
