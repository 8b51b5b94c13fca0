// The suggestions capability on Firestore: sending and deciding are transactions; the lists are one
// query each on a composite index declared in firestore.indexes.json.
import type { Query } from 'firebase-admin/firestore'
import { assertAliveIn } from '../accounts/firestore-tx'
import { readEventChange } from '../events/firestore-tx'
import { recordOf, withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import { writeLog } from '../moderation/firestore-tx'
import {
  decided,
  moderatorDecisionLog,
  sameProposal,
  suggestionQuotaId,
  type AcceptancePlan,
  type DecideSuggestionResult,
  type SaveSuggestionResult,
  type SuggestionDecision,
  type SuggestionRecord,
  type SuggestionStore,
} from './port'

/** A suggestion sent, unless its event, its author's day or an earlier answer refuses it. */
function saveIn(
  ctx: FirestoreContext,
  suggestion: SuggestionRecord,
  perDay: number,
): Promise<SaveSuggestionResult> {
  const { suggestions, suggestionQuota, events } = ctx.in
  const { authorId } = suggestion
  const quotaRef = suggestionQuota().doc(suggestionQuotaId(authorId, suggestion.createdAt))
  // One suggester's sends all rewrite their day's count: queued here, they reach Firestore as a line.
  return ctx.oneAtATime(`suggestions:${authorId}`, () =>
    ctx.transact(async (t) => {
      const [event, quota, mine] = await Promise.all([
        t.tx.get(events().doc(suggestion.eventId)),
        t.tx.get(quotaRef),
        t.tx.get(suggestions().where('eventId', '==', suggestion.eventId).where('authorId', '==', authorId)),
      ])
      if (!event.exists || event.get('hidden') === true) return { status: 'not_found' }
      if (event.get('ownerId') === authorId) return { status: 'own' }
      await assertAliveIn(t, authorId)
      const count = quota.exists ? (quota.get('count') as number) : 0
      if (count >= perDay) return { status: 'limit' }
      const sent = mine.docs.map((d) => recordOf<SuggestionRecord>(d))
      if (sent.some((s) => s.state === 'declined' && sameProposal(s.changes, suggestion.changes)))
        return { status: 'declined_before' }
      if (sent.some((s) => s.hidden === true)) return { status: 'under_review' }
      const open = sent.find((s) => s.state === 'open')
      if (open) t.tx.update(suggestions().doc(open.id), { state: 'replaced' })
      t.tx.create(suggestions().doc(suggestion.id), withoutId(suggestion))
      t.tx.set(quotaRef, { count: count + 1 })
      return { status: 'saved', suggestion, replaced: open?.id ?? null }
    }),
  )
}

/** The author's or a moderator's answer, with the accepted changes written to the event at once. */
function decideIn(
  ctx: FirestoreContext,
  decision: SuggestionDecision,
  plan: AcceptancePlan,
): Promise<DecideSuggestionResult> {
  const { suggestions } = ctx.in
  const ref = suggestions().doc(decision.id)
  return ctx.transact(async (t) => {
    const snap = await t.tx.get(ref)
    if (!snap.exists) return { status: 'not_found' }
    const suggestion = recordOf<SuggestionRecord>(snap)
    if (suggestion.hidden === true) return { status: 'not_found' }
    if (suggestion.state !== 'open') return { status: 'decided_before' }
    const change = await readEventChange(t, suggestion.eventId)
    if (!change) return { status: 'event_gone' }
    let event = null
    if (decision.action === 'accept') {
      const planned = plan(change.current, suggestion)
      if ('outdated' in planned) return { status: 'outdated', fields: planned.outdated }
      event = change.write(planned.changes, {
        kind: 'suggestion',
        actorId: suggestion.authorId,
        actorName: suggestion.authorName,
        reason: suggestion.reason,
      })
    }
    const after = decided(suggestion, decision)
    t.tx.set(ref, withoutId(after))
    const log = moderatorDecisionLog(suggestion, decision)
    if (log) writeLog(t, [log], [])
    return { status: 'decided', suggestion: after, event }
  })
}

export function firestoreSuggestions(ctx: FirestoreContext): SuggestionStore {
  const { suggestions } = ctx.in
  const read = async (query: Query) => {
    const snap = await query.get()
    ctx.options.onReads?.(Math.max(1, snap.size))
    return snap.docs.map((d) => recordOf<SuggestionRecord>(d))
  }
  // A page can come out short by those reports hide: `hidden` is absent on shown ones, and a query
  // cannot ask for a field's absence.
  const shown = (list: SuggestionRecord[]) => list.filter((s) => s.hidden !== true)
  /** the open suggestions with this event or owner that reports do not hide, newest first */
  const openNewestFirst = async (field: 'eventId' | 'eventOwnerId', value: string, limit: number) =>
    shown(
      await read(
        suggestions()
          .where(field, '==', value)
          .where('state', '==', 'open')
          .orderBy('createdAt', 'desc')
          .limit(limit),
      ),
    )
  return {
    saveSuggestion: (suggestion, perDay) => saveIn(ctx, suggestion, perDay),
    async getSuggestion(id) {
      const snap = await suggestions().doc(id).get()
      return snap.exists ? recordOf<SuggestionRecord>(snap) : null
    },
    async openSuggestionsOfEvent(eventId, limit) {
      return openNewestFirst('eventId', eventId, limit)
    },
    async openSuggestionsFor(ownerId, limit) {
      return openNewestFirst('eventOwnerId', ownerId, limit)
    },
    async suggestionsBy(authorId, limit) {
      return read(suggestions().where('authorId', '==', authorId).orderBy('createdAt', 'desc').limit(limit))
    },
    async overdueSuggestions(sentBy, limit) {
      return shown(
        await read(
          suggestions()
            .where('state', '==', 'open')
            .where('createdAt', '<=', sentBy)
            .orderBy('createdAt', 'asc')
            .limit(limit),
        ),
      )
    },
    decideSuggestion: (decision, plan) => decideIn(ctx, decision, plan),
  }
}
