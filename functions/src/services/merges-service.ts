// Duplicates (docs/moderation.md "Duplicates"): a traveller claims two events within MERGE_RADIUS_KM are
// one place; a moderator (the current Auth claim) merges the pair, keeping one, or declines; both authors
// are told, and a merged event's address leads to the kept one.
import {
  defaultKeep,
  DUPLICATE_CLAIMS_PER_DAY,
  MERGE_QUEUE_PAGE,
  MERGE_RADIUS_KM,
  mergePairKey,
  parseMergePairKey,
  type DuplicateClaimDto,
  type DuplicateClaimInput,
  type MergeDecisionDto,
  type MergeDecisionInput,
  type MergeQueueDto,
  type MergeQueueItemDto,
  type MergeSideDto,
} from '@travel/domain'
import { distanceKm, hasPosition } from '../geo/near'
import type { DuplicateClaimRecord, EventRecord, Store } from '../store/port'
import { claimId } from '../store/merges/port'
import type { AccountsService } from './accounts-service'
import type { Caller } from './caller'
import type { NoticesService } from './notices-service'
import { isSafeId } from './ids'
import { conflict, forbidden, invalid, notFound, tooMany } from './service-error'

/** Open claims the queue reads at most: its pairs are grouped from them. */
const CLAIMS_READ = 500

export interface MergesDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
  isModerator: (uid: string) => Promise<boolean>
  notices: Pick<NoticesService, 'settle'>
}

/** How far apart two events are, in km; null when one has no position. */
function apart(a: EventRecord, b: EventRecord): number | null {
  return hasPosition(a.coordinates) && hasPosition(b.coordinates)
    ? distanceKm(a.coordinates, b.coordinates)
    : null
}

function sideOf(e: EventRecord): MergeSideDto {
  return {
    _id: e.id,
    title: e.title,
    image: e.image,
    thumbnail: e.thumbnail,
    coordinates: e.coordinates,
    date: e.date,
    createdAt: e.createdAt,
    user: { _id: e.ownerId, username: e.ownerName },
    checkins: e.checkins ?? 0,
  }
}

function toClaimDto(c: DuplicateClaimRecord): DuplicateClaimDto {
  return { pair: c.pair, eventId: c.eventId, otherId: c.otherId, reason: c.reason, createdAt: c.createdAt }
}

export function mergesService({ store, accounts, isModerator, notices }: MergesDeps) {
  async function assertModerator(caller: Caller) {
    if (!(await isModerator(caller.uid))) throw forbidden()
  }

  return {
    assertModerator,

    /** POST /api/events/:id/duplicates: 201 a new claim, 200 one that replaced the caller's on the pair. */
    async claim(
      caller: Caller,
      eventId: string,
      input: DuplicateClaimInput,
    ): Promise<{ claim: DuplicateClaimDto; created: boolean }> {
      if (!isSafeId(eventId)) throw notFound('event_not_found')
      if (input.otherId === eventId) throw invalid({ otherId: 'duplicate_same_event' })
      const [event, other] = await Promise.all([
        store.events.getEvent(eventId),
        isSafeId(input.otherId) ? store.events.getEvent(input.otherId) : null,
      ])
      if (!event || event.hidden === true) throw notFound('event_not_found')
      if (!other || other.hidden === true) throw notFound('duplicate_event_not_found')
      const km = apart(event, other)
      if (km === null || km > MERGE_RADIUS_KM) throw invalid({ otherId: 'duplicate_too_far' })
      const author = await accounts.ensureProfile(caller)
      const pair = mergePairKey(eventId, other.id)
      const result = await store.merges.saveClaim(
        {
          id: claimId(pair, author.id),
          pair,
          eventId,
          otherId: other.id,
          authorId: author.id,
          authorName: author.username,
          reason: input.reason,
          createdAt: new Date().toISOString(),
        },
        DUPLICATE_CLAIMS_PER_DAY,
      )
      if (result.status === 'limit') throw tooMany('duplicate_limit')
      if (result.status !== 'saved') throw notFound('duplicate_event_not_found')
      return { claim: toClaimDto(result.claim), created: result.created }
    },

    /** GET /api/moderation/merges: the claimed pairs whose two events are both still there. */
    async queue(caller: Caller): Promise<MergeQueueDto> {
      await assertModerator(caller)
      const claims = await store.merges.openClaims(CLAIMS_READ)
      const pairs = new Map<string, DuplicateClaimRecord[]>()
      for (const c of claims) pairs.set(c.pair, [...(pairs.get(c.pair) ?? []), c])
      const items: MergeQueueItemDto[] = []
      for (const [pair, ofPair] of pairs) {
        if (items.length >= MERGE_QUEUE_PAGE) break
        const ids = parseMergePairKey(pair)
        if (!ids) continue
        const [a, b] = await store.events.getEvents(ids)
        if (!a || !b) continue
        const events: [MergeSideDto, MergeSideDto] = [sideOf(a), sideOf(b)]
        items.push({
          pair,
          events,
          distanceKm: apart(a, b),
          suggestedKeep: defaultKeep(events[0], events[1]),
          reasons: ofPair.map((c) => c.reason),
          claimants: new Set(ofPair.map((c) => c.authorId)).size,
          firstClaimedAt: ofPair[0]?.createdAt ?? '',
        })
      }
      return { items, next: null }
    },

    /** POST /api/moderation/merges/:pair/decision */
    async decide(caller: Caller, pair: string, input: MergeDecisionInput): Promise<MergeDecisionDto> {
      await assertModerator(caller)
      const ids = parseMergePairKey(pair)
      if (!ids) throw notFound('merge_pair_not_found')
      if (input.action === 'merge' && !ids.includes(input.keep)) throw invalid({ keep: 'merge_keep_invalid' })
      const moderator = await accounts.ensureProfile(caller)
      const result = await store.merges.decideMerge({
        pair,
        action: input.action,
        keepId: input.keep,
        reason: input.reason,
        moderatorId: moderator.id,
        moderatorName: moderator.username,
        at: new Date().toISOString(),
      })
      if (result.status === 'not_found') throw notFound('merge_pair_not_found')
      if (result.status === 'event_gone') throw conflict('merge_event_gone')
      if (result.status === 'declined') return { pair, action: 'decline', keptId: null, removedId: null }
      await notices.settle(result.notified)
      return { pair, action: 'merge', keptId: result.kept.id, removedId: result.removedId }
    },

    /** The event a merged event's address now leads to; null when it was never merged. */
    async mergedInto(id: string): Promise<string | null> {
      return isSafeId(id) ? store.merges.mergedInto(id) : null
    },
  }
}

export type MergesService = ReturnType<typeof mergesService>
