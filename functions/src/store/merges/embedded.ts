// The merges capability on the embedded store: a merge is one synchronous change across the events,
// check-ins, lists, history, moderation and notices tables, so it is atomic like every embedded change.
import { parseMergePairKey } from '@travel/domain'
import type { EmbeddedData, EmbeddedContext } from '../embedded-data'
import { copyEvent } from '../events/embedded-order'
import { dropEvent } from '../events/embedded-tx'
import {
  claimQuotaId,
  REDIRECT_HOPS,
  type DuplicateClaimRecord,
  type MergeDecision,
  type MergeResult,
  type MergeStore,
} from './port'
import { mergeLogEntry, otherOfPair, pairLabel, planMerge } from './plan'

const copy = (c: DuplicateClaimRecord): DuplicateClaimRecord => ({ ...c })

function wishlistOf(data: EmbeddedData, eventId: string) {
  return [...(data.lists.wishlistByEvent.get(eventId) ?? [])].flatMap((id) => {
    const entry = data.lists.wishlist.get(id)
    return entry ? [{ ...entry }] : []
  })
}

/** A moderator's answer to a claimed pair: nothing written until every check has passed. */
async function decideIn({ data, persist }: EmbeddedContext, decision: MergeDecision): Promise<MergeResult> {
  const table = data.merges
  const claims = table.ofPair(decision.pair)
  if (claims.length === 0) return { status: 'not_found' }
  const ids = parseMergePairKey(decision.pair)
  if (!ids) return { status: 'not_found' }
  const [first, second] = ids.map((id) => data.events.events.get(id))
  if (decision.action === 'decline') {
    const label = first && second ? pairLabel(first, second) : decision.pair
    for (const c of claims) table.claims.delete(c.id)
    data.moderation.moderationLog.push(mergeLogEntry(decision, label))
    await persist()
    return { status: 'declined' }
  }
  const removedId = otherOfPair(decision.pair, decision.keepId)
  const kept = data.events.events.get(decision.keepId)
  const removed = removedId === null ? undefined : data.events.events.get(removedId)
  if (!first || !second || !kept || !removed) return { status: 'event_gone' }
  const plan = planMerge(
    {
      kept,
      removed,
      keptCheckins: data.checkins.byEvent.get(kept.id) ?? [],
      removedCheckins: data.checkins.byEvent.get(removed.id) ?? [],
      keptWishlist: wishlistOf(data, kept.id),
      removedWishlist: wishlistOf(data, removed.id),
    },
    decision,
  )
  // Nothing above wrote; from here on every write is synchronous, so the merge is whole or absent.
  dropEvent(data, removed)
  for (const c of plan.moved) data.checkins.put(c)
  for (const w of plan.wishlist) data.lists.putWishlist(w)
  // Summary and photo fields take no part in any order or index, so the record changes in place.
  for (const key of Object.keys(kept)) if (!(key in plan.kept)) delete kept[key as keyof typeof kept]
  Object.assign(kept, plan.kept)
  data.history.put(plan.revision)
  table.merged.set(plan.redirect.id, plan.redirect)
  for (const c of claims) table.claims.delete(c.id)
  data.moderation.moderationLog.push(plan.log)
  for (const n of plan.notices) {
    data.notices.notices.set(n.id, n)
    data.notices.count(n.userId, 1)
  }
  await persist()
  return {
    status: 'merged',
    kept: copyEvent(kept),
    removedId: removed.id,
    notified: plan.notices.map((n) => n.userId),
  }
}

export function embeddedMerges(context: EmbeddedContext): MergeStore {
  const { data, persist } = context
  const table = data.merges
  return {
    async saveClaim(claim, perDay) {
      for (const id of [claim.eventId, claim.otherId]) {
        const event = data.events.events.get(id)
        if (!event || event.hidden === true) return { status: 'not_found' }
      }
      data.accounts.assertAlive(claim.authorId)
      const quotaKey = claimQuotaId(claim.authorId, claim.createdAt)
      const count = table.quota.get(quotaKey) ?? 0
      if (count >= perDay) return { status: 'limit' }
      const created = !table.claims.has(claim.id)
      table.claims.set(claim.id, copy(claim))
      table.quota.set(quotaKey, count + 1)
      await persist()
      return { status: 'saved', claim: copy(claim), created }
    },
    async openClaims(limit) {
      return [...table.claims.values()]
        .sort((a, b) =>
          a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
        )
        .slice(0, limit)
        .map(copy)
    },
    decideMerge: (decision) => decideIn(context, decision),
    async mergedInto(id) {
      let at = table.merged.get(id)
      let target: string | null = null
      for (let hop = 0; at && hop < REDIRECT_HOPS; hop++) {
        target = at.keptId
        at = table.merged.get(target)
      }
      return target
    },
  }
}
