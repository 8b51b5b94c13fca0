// The suggestions capability on the embedded store: each change is synchronous, so a decision and the
// edit it makes are one.
import type { EmbeddedContext } from '../embedded-data'
import { changeEvent } from '../events/embedded-tx'
import {
  decided,
  moderatorDecisionLog,
  newestSuggestionFirst,
  sameProposal,
  suggestionQuotaId,
  type SuggestionRecord,
  type SuggestionStore,
} from './port'

const copy = (s: SuggestionRecord): SuggestionRecord => structuredClone(s)

export function embeddedSuggestions({ data, persist }: EmbeddedContext): SuggestionStore {
  const table = data.suggestions
  const newest = (test: (s: SuggestionRecord) => boolean, limit: number) =>
    table.where(test).sort(newestSuggestionFirst).slice(0, limit).map(copy)
  return {
    async saveSuggestion(suggestion, perDay) {
      const event = data.events.events.get(suggestion.eventId)
      if (!event || event.hidden === true) return { status: 'not_found' }
      if (event.ownerId === suggestion.authorId) return { status: 'own' }
      const authorId = suggestion.authorId
      data.accounts.assertAlive(authorId)
      const quotaKey = suggestionQuotaId(authorId, suggestion.createdAt)
      const count = table.quota.get(quotaKey) ?? 0
      if (count >= perDay) return { status: 'limit' }
      const mine = table.where((s) => s.eventId === event.id && s.authorId === authorId)
      if (mine.some((s) => s.state === 'declined' && sameProposal(s.changes, suggestion.changes)))
        return { status: 'declined_before' }
      if (mine.some((s) => s.hidden === true)) return { status: 'under_review' }
      const open = mine.find((s) => s.state === 'open')
      if (open) table.suggestions.set(open.id, { ...open, state: 'replaced' })
      table.suggestions.set(suggestion.id, copy(suggestion))
      table.quota.set(quotaKey, count + 1)
      await persist()
      return { status: 'saved', suggestion: copy(suggestion), replaced: open?.id ?? null }
    },
    async getSuggestion(id) {
      const s = table.suggestions.get(id)
      return s ? copy(s) : null
    },
    async openSuggestionsOfEvent(eventId, limit) {
      return newest((s) => s.eventId === eventId && s.state === 'open' && s.hidden !== true, limit)
    },
    async openSuggestionsFor(ownerId, limit) {
      return newest((s) => s.eventOwnerId === ownerId && s.state === 'open' && s.hidden !== true, limit)
    },
    async suggestionsBy(authorId, limit) {
      return newest((s) => s.authorId === authorId, limit)
    },
    async overdueSuggestions(sentBy, limit) {
      return table
        .where((s) => s.state === 'open' && s.hidden !== true && s.createdAt <= sentBy)
        .sort((a, b) => -newestSuggestionFirst(a, b))
        .slice(0, limit)
        .map(copy)
    },
    async decideSuggestion(decision, plan) {
      const suggestion = table.suggestions.get(decision.id)
      if (!suggestion || suggestion.hidden === true) return { status: 'not_found' }
      if (suggestion.state !== 'open') return { status: 'decided_before' }
      const current = data.events.events.get(suggestion.eventId)
      if (!current) return { status: 'event_gone' }
      let event = null
      if (decision.action === 'accept') {
        const planned = plan(current, suggestion)
        if ('outdated' in planned) return { status: 'outdated', fields: planned.outdated }
        event = changeEvent(data, current, planned.changes, {
          kind: 'suggestion',
          actorId: suggestion.authorId,
          actorName: suggestion.authorName,
          reason: suggestion.reason,
        })
      }
      const after = decided(suggestion, decision)
      table.suggestions.set(after.id, after)
      const log = moderatorDecisionLog(suggestion, decision)
      if (log) data.moderation.moderationLog.push(log)
      await persist()
      return { status: 'decided', suggestion: copy(after), event }
    },
  }
}
