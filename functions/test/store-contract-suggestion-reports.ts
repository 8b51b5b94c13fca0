// The Store contract of a reported suggested edit (docs/moderation.md, docs/suggestions.md): hidden out of
// its event author's inbox but kept for its suggester, not decided while hidden, shown again or removed.
import { expect, it } from 'vitest'
import { reportTargetKey } from '@travel/domain'
import type { Store } from '../src/store/port'
import { eventRecord, userRecord } from './factories'
import { decision as moderatorDecision, report } from './store-contract-moderation'
import { suggestion, decision as suggestionDecision, titleFrom } from './store-contract-suggestions'

export function describeSuggestionReportsContract(storeOf: () => Store) {
  /** owner's event with sugg1's open suggestion on it, and the suggestion's report key */
  async function sent(store: Store) {
    for (const id of ['owner', 'sugg1']) await store.accounts.createUser(userRecord(id))
    const event = eventRecord({ ownerId: 'owner', title: 'Meadow camp' })
    await store.events.createEvent(event)
    const open = suggestion(event, 'sugg1', { reason: 'Idiots run this place.' })
    expect((await store.suggestions.saveSuggestion(open, 20)).status).toBe('saved')
    return { event, open, key: reportTargetKey({ type: 'suggestion', id: open.id }) }
  }

  it("hides a suggestion out of its event author's inbox, keeps it for its suggester, and refuses to decide it", async () => {
    const store = storeOf()
    const { event, open, key } = await sent(store)
    expect(await store.moderation.fileReport(report(key, 'sugg1'))).toEqual({ status: 'own' })
    expect(await store.moderation.fileReport(report(key, 'owner', { reason: 'abusive' }))).toEqual({
      status: 'saved',
      created: true,
      hidden: false,
      notified: [],
    })
    await store.moderation.fileReport(report(key, 'r2'))
    expect(await store.moderation.fileReport(report(key, 'r3'))).toEqual({
      status: 'saved',
      created: true,
      hidden: true,
      notified: ['sugg1'],
    })
    expect((await store.suggestions.getSuggestion(open.id))?.hidden).toBe(true)
    expect(await store.suggestions.openSuggestionsFor('owner', 10)).toEqual([])
    expect(await store.suggestions.openSuggestionsOfEvent(event.id, 10)).toEqual([])
    expect(await store.suggestions.overdueSuggestions(open.createdAt, 10)).toEqual([])
    const mine = await store.suggestions.suggestionsBy('sugg1', 10)
    expect(mine.map((s) => [s.id, s.state, s.hidden])).toEqual([[open.id, 'open', true]])
    expect(
      await store.suggestions.decideSuggestion(suggestionDecision(open.id, 'accept'), titleFrom),
    ).toEqual({
      status: 'not_found',
    })
    expect((await store.events.getEvent(event.id))?.title).toBe('Meadow camp')

    const queue = await store.moderation.moderationQueue(10)
    expect(queue.entries.map((e) => e.record)).toMatchObject([
      { key, type: 'suggestion', targetId: open.id, label: 'Meadow camp', authorId: 'sugg1', hidden: true },
    ])
    const kept = await store.moderation.decide(await moderatorDecision(store, key, 'keep'))
    expect(kept).toMatchObject({ status: 'decided', removed: false, hidden: false, files: [] })
    expect((await store.suggestions.getSuggestion(open.id))?.hidden).toBeUndefined()
    expect((await store.suggestions.openSuggestionsFor('owner', 10)).map((s) => s.id)).toEqual([open.id])
    expect(
      (await store.suggestions.decideSuggestion(suggestionDecision(open.id, 'decline'), titleFrom)).status,
    ).toBe('decided')
  })

  it('remove deletes the suggestion; a decision on one gone since changes nothing', async () => {
    const store = storeOf()
    const { event, open, key } = await sent(store)
    for (const r of ['owner', 'r2']) await store.moderation.fileReport(report(key, r))
    const removed = await store.moderation.decide(await moderatorDecision(store, key, 'remove'))
    if (removed.status !== 'decided') throw new Error(removed.status)
    expect(removed).toMatchObject({ removed: true, hidden: false, files: [] })
    expect([...removed.notified].sort()).toEqual(['owner', 'r2', 'sugg1'])
    expect(await store.suggestions.getSuggestion(open.id)).toBeNull()
    expect(await store.suggestions.suggestionsBy('sugg1', 10)).toEqual([])
    const log = (await store.moderation.moderationLog(10)).entries.filter((e) => e.key === key)
    expect(log.map((e) => [e.kind, e.label, e.action])).toEqual([
      ['decision', 'Meadow camp', 'remove'],
      ['report', 'Meadow camp', null],
      ['report', 'Meadow camp', null],
    ])

    const later = suggestion(event, 'sugg1', {
      changes: [{ field: 'access', before: event.access, after: 2 }],
    })
    await store.suggestions.saveSuggestion(later, 20)
    const laterKey = reportTargetKey({ type: 'suggestion', id: later.id })
    await store.moderation.fileReport(report(laterKey, 'owner'))
    await store.events.deleteEvent(event.id)
    expect(await store.moderation.decide(await moderatorDecision(store, laterKey, 'remove'))).toEqual({
      status: 'decided',
      removed: false,
      hidden: false,
      files: [],
      notified: [],
    })
    expect(await store.moderation.fileReport(report(laterKey, 'r2'))).toEqual({ status: 'not_found' })
  })
}
