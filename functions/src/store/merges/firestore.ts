// The merges capability on Firestore: a claim is one transaction with its daily count; a merge is one
// transaction that reads through the other capabilities' parts (the events' removal, the check-ins and
// wishlist entries of both events) and writes only once every part has read.
import { parseMergePairKey } from '@travel/domain'
import { assertAliveIn } from '../accounts/firestore-tx'
import { checkinDoc, checkinOf, checkinsWhere } from '../checkins/firestore-tx'
import { eventDocument, eventOf } from '../events/firestore-doc'
import { readEventRemoval } from '../events/firestore-tx'
import { writeRevision } from '../history/firestore-tx'
import { wishlistItemOf, wishlistWhere } from '../lists/firestore-tx'
import { writeLog } from '../moderation/firestore-tx'
import { recordOf, withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import {
  claimQuotaId,
  REDIRECT_HOPS,
  type DuplicateClaimRecord,
  type MergeDecision,
  type MergeResult,
  type MergeStore,
} from './port'
import { mergeLogEntry, otherOfPair, pairLabel, planMerge } from './plan'

/** A moderator's answer to a claimed pair: declined, or merged into the kept event in one transaction. */
async function decideIn(ctx: FirestoreContext, decision: MergeDecision): Promise<MergeResult> {
  const { mergeClaims, mergedEvents, events } = ctx.in
  const ids = parseMergePairKey(decision.pair)
  if (!ids) return { status: 'not_found' }
  return ctx.transact(async (t) => {
    const { tx } = t
    const [claims, first, second] = await Promise.all([
      tx.get(mergeClaims().where('pair', '==', decision.pair)),
      tx.get(events().doc(ids[0])),
      tx.get(events().doc(ids[1])),
    ])
    if (claims.empty) return { status: 'not_found' }
    if (decision.action === 'decline') {
      const label = first.exists && second.exists ? pairLabel(eventOf(first), eventOf(second)) : decision.pair
      for (const d of claims.docs) tx.delete(d.ref)
      writeLog(t, [mergeLogEntry(decision, label)], [])
      return { status: 'declined' }
    }
    const removedId = otherOfPair(decision.pair, decision.keepId)
    if (!first.exists || !second.exists || removedId === null) return { status: 'event_gone' }
    const keptSnap = first.id === decision.keepId ? first : second
    const kept = eventOf(keptSnap)
    const [removal, keptCheckins, keptWishlist, removedWishlist] = await Promise.all([
      readEventRemoval(t, removedId),
      checkinsWhere(t, 'eventId', kept.id),
      wishlistWhere(t, 'eventId', kept.id),
      wishlistWhere(t, 'eventId', removedId),
    ])
    if (!removal) return { status: 'event_gone' }
    const plan = planMerge(
      {
        kept,
        removed: removal.event,
        keptCheckins: keptCheckins.docs.map(checkinOf),
        removedCheckins: removal.checkins,
        keptWishlist: keptWishlist.docs.map(wishlistItemOf),
        removedWishlist: removedWishlist.docs.map(wishlistItemOf),
      },
      decision,
    )
    // Every read is done: the removal's writes first, then what the kept event gains.
    removal.write()
    for (const c of plan.moved) tx.set(t.in.checkins().doc(c.id), checkinDoc(c))
    for (const w of plan.wishlist) tx.set(t.in.wishlist().doc(w.id), withoutId(w))
    // the record read holds every stored field, those this code does not know of too
    tx.set(keptSnap.ref, eventDocument(plan.kept))
    writeRevision(t, plan.revision)
    tx.set(mergedEvents().doc(plan.redirect.id), withoutId(plan.redirect))
    for (const d of claims.docs) tx.delete(d.ref)
    writeLog(t, [plan.log], plan.notices)
    return {
      status: 'merged',
      kept: plan.kept,
      removedId,
      notified: plan.notices.map((n) => n.userId),
    }
  })
}

export function firestoreMerges(ctx: FirestoreContext): MergeStore {
  const { mergeClaims, mergeQuota, mergedEvents, events } = ctx.in
  return {
    async saveClaim(claim, perDay) {
      const quotaRef = mergeQuota().doc(claimQuotaId(claim.authorId, claim.createdAt))
      const ref = mergeClaims().doc(claim.id)
      return ctx.oneAtATime(`merge-claims:${claim.authorId}`, () =>
        ctx.transact(async (t) => {
          const [one, other, quota, mine] = await Promise.all([
            t.tx.get(events().doc(claim.eventId)),
            t.tx.get(events().doc(claim.otherId)),
            t.tx.get(quotaRef),
            t.tx.get(ref),
          ])
          for (const snap of [one, other])
            if (!snap.exists || snap.get('hidden') === true) return { status: 'not_found' }
          await assertAliveIn(t, claim.authorId)
          const count = quota.exists ? (quota.get('count') as number) : 0
          if (count >= perDay) return { status: 'limit' }
          t.tx.set(ref, withoutId(claim))
          t.tx.set(quotaRef, { count: count + 1 })
          return { status: 'saved', claim, created: !mine.exists }
        }),
      )
    },
    async openClaims(limit) {
      // one order on one field: the automatic single-field index serves it
      const snap = await mergeClaims().orderBy('createdAt', 'asc').limit(limit).get()
      ctx.options.onReads?.(Math.max(1, snap.size))
      return snap.docs.map((d) => recordOf<DuplicateClaimRecord>(d))
    },
    decideMerge: (decision) => decideIn(ctx, decision),
    async mergedInto(id) {
      let target: string | null = null
      let next: string | null = id
      for (let hop = 0; next !== null && hop < REDIRECT_HOPS; hop++) {
        const snap = await mergedEvents().doc(next).get()
        next = snap.exists ? (snap.get('keptId') as string) : null
        if (next !== null) target = next
      }
      return target
    },
  }
}
