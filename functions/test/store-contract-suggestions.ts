// The suggestions part of the Store contract (docs/suggestions.md): sending with its refusals and the
// daily count, one open suggestion per traveller and event, deciding with the event's edit and its
// revision in one transaction (or nothing at all), and what goes with a deleted event or account.
import { expect, it } from 'vitest'
import type { AmenityFact } from '@travel/domain'
import type { AcceptancePlan, EventRecord, Store, SuggestionRecord } from '../src/store/port'
import { eventRecord, userRecord } from './factories'

let serial = 0
export function suggestion(event: EventRecord, authorId: string, overrides: Partial<SuggestionRecord> = {}) {
  serial++
  const record: SuggestionRecord = {
    id: `sugg${String(serial).padStart(5, '0')}${Math.random().toString(36).slice(2, 6)}`,
    eventId: event.id,
    eventOwnerId: event.ownerId,
    eventTitle: event.title,
    authorId,
    authorName: `user ${authorId}`,
    reason: 'Seen in May.',
    changes: [{ field: 'title', before: event.title, after: `${event.title} (fixed)` }],
    basedOn: event.updatedAt,
    state: 'open',
    createdAt: `2026-05-01T10:00:${String(serial % 60).padStart(2, '0')}.000Z`,
    decidedAt: null,
    deciderId: null,
    deciderName: null,
    accepted: [],
    answer: '',
    ...overrides,
  }
  return record
}

export const titleFrom: AcceptancePlan = (event, s) => {
  const change = s.changes.find((c) => c.field === 'title')
  if (!change || change.before !== event.title) return { outdated: ['title'] }
  return { changes: { title: change.after as string, updatedAt: '2026-05-02T00:00:00.000Z' } }
}

export const decision = (id: string, action: 'accept' | 'decline') => ({
  id,
  action,
  fields: action === 'accept' ? (['title'] as const).slice() : [],
  facts: [] as AmenityFact[],
  reason: '',
  deciderId: 'owner',
  deciderName: 'user owner',
  at: '2026-05-02T00:00:00.000Z',
})

export function describeSuggestionsContract(storeOf: () => Store) {
  async function setUp(store: Store) {
    for (const id of ['owner', 'sugg1', 'sugg2']) await store.accounts.createUser(userRecord(id))
    const event = eventRecord({ ownerId: 'owner', title: 'Meadow camp' })
    await store.events.createEvent(event)
    return event
  }

  it('refuses a hidden or unknown event, the owner, a sixth over the limit, and a declined proposal', async () => {
    const store = storeOf()
    const event = await setUp(store)
    const hidden = eventRecord({ ownerId: 'owner', hidden: true, listing: 'hidden' })
    await store.events.createEvent(hidden)
    expect((await store.suggestions.saveSuggestion(suggestion(hidden, 'sugg1'), 20)).status).toBe('not_found')
    expect((await store.suggestions.saveSuggestion(suggestion(event, 'owner'), 20)).status).toBe('own')
    for (let i = 0; i < 2; i++)
      expect((await store.suggestions.saveSuggestion(suggestion(event, 'sugg2'), 2)).status).toBe('saved')
    expect((await store.suggestions.saveSuggestion(suggestion(event, 'sugg2'), 2)).status).toBe('limit')

    const first = suggestion(event, 'sugg1')
    await store.suggestions.saveSuggestion(first, 20)
    const declined = await store.suggestions.decideSuggestion(decision(first.id, 'decline'), titleFrom)
    expect(declined.status).toBe('decided')
    expect((await store.suggestions.saveSuggestion(suggestion(event, 'sugg1'), 20)).status).toBe(
      'declined_before',
    )
  })

  it('a new suggestion replaces the open one; lists answer newest first', async () => {
    const store = storeOf()
    const event = await setUp(store)
    const first = suggestion(event, 'sugg1')
    const second = suggestion(event, 'sugg1', {
      changes: [{ field: 'access', before: event.access, after: 2 }],
    })
    await store.suggestions.saveSuggestion(first, 20)
    const saved = await store.suggestions.saveSuggestion(second, 20)
    expect(saved).toMatchObject({ status: 'saved', replaced: first.id })
    expect((await store.suggestions.getSuggestion(first.id))?.state).toBe('replaced')
    expect((await store.suggestions.openSuggestionsOfEvent(event.id, 10)).map((s) => s.id)).toEqual([
      second.id,
    ])
    expect((await store.suggestions.openSuggestionsFor('owner', 10)).map((s) => s.id)).toEqual([second.id])
    expect((await store.suggestions.suggestionsBy('sugg1', 10)).map((s) => s.id)).toEqual([
      second.id,
      first.id,
    ])
    expect((await store.suggestions.overdueSuggestions(second.createdAt, 10)).map((s) => s.id)).toEqual([
      second.id,
    ])
    expect(await store.suggestions.overdueSuggestions('2026-04-01T00:00:00.000Z', 10)).toEqual([])
  })

  it('accepting changes the event and keeps the revision by the suggester; an outdated one changes nothing', async () => {
    const store = storeOf()
    const event = await setUp(store)
    const sent = suggestion(event, 'sugg1')
    await store.suggestions.saveSuggestion(sent, 20)
    const result = await store.suggestions.decideSuggestion(decision(sent.id, 'accept'), titleFrom)
    expect(result).toMatchObject({
      status: 'decided',
      suggestion: { state: 'accepted', accepted: ['title'], deciderId: 'owner' },
      event: { title: 'Meadow camp (fixed)' },
    })
    expect((await store.events.getEvent(event.id))?.title).toBe('Meadow camp (fixed)')
    const [revision] = (await store.history.revisionsOf(event.id, 5)).revisions
    expect(revision).toMatchObject({ kind: 'suggestion', actorId: 'sugg1', reason: 'Seen in May.' })
    expect((await store.suggestions.decideSuggestion(decision(sent.id, 'decline'), titleFrom)).status).toBe(
      'decided_before',
    )

    const late = suggestion(event, 'sugg2', {
      changes: [{ field: 'title', before: 'Meadow camp', after: 'Meadow' }],
    })
    await store.suggestions.saveSuggestion(late, 20)
    expect(await store.suggestions.decideSuggestion(decision(late.id, 'accept'), titleFrom)).toEqual({
      status: 'outdated',
      fields: ['title'],
    })
    expect((await store.suggestions.getSuggestion(late.id))?.state).toBe('open')
    expect((await store.history.revisionsOf(event.id, 5)).revisions).toHaveLength(1)
  })

  it('logs a moderator’s decision for a silent author; the author’s own is not moderation', async () => {
    const store = storeOf()
    const event = await setUp(store)
    const byAuthor = suggestion(event, 'sugg1')
    const byModerator = suggestion(event, 'sugg2', {
      changes: [{ field: 'title', before: 'Meadow camp', after: 'Meadow camp by the brook' }],
    })
    await store.suggestions.saveSuggestion(byAuthor, 20)
    await store.suggestions.saveSuggestion(byModerator, 20)
    await store.suggestions.decideSuggestion(decision(byAuthor.id, 'decline'), titleFrom)
    expect((await store.moderation.moderationLog(10)).entries).toEqual([])
    await store.suggestions.decideSuggestion(
      { ...decision(byModerator.id, 'decline'), deciderId: 'mira', deciderName: 'Mira', reason: 'Not so.' },
      titleFrom,
    )
    expect((await store.moderation.moderationLog(10)).entries).toMatchObject([
      {
        kind: 'decision',
        key: `suggestion:${byModerator.id}`,
        label: 'Meadow camp',
        actorId: 'mira',
        actorName: 'Mira',
        reason: 'suggested-edit',
        action: 'decline',
        text: 'Not so.',
      },
    ])
  })

  it('keeps which facts of a suggested amenities change were accepted', async () => {
    const store = storeOf()
    const event = await setUp(store)
    const sent = suggestion(event, 'sugg1', {
      changes: [{ field: 'amenities', before: { water: true }, after: { water: false, dogs: true } }],
    })
    await store.suggestions.saveSuggestion(sent, 20)
    const waterOnly: AcceptancePlan = () => ({
      changes: { amenities: { water: false }, updatedAt: '2026-05-02T00:00:00.000Z' },
    })
    const result = await store.suggestions.decideSuggestion(
      { ...decision(sent.id, 'accept'), fields: ['amenities'], facts: ['water'] },
      waterOnly,
    )
    expect(result).toMatchObject({ status: 'decided', event: { amenities: { water: false } } })
    expect(await store.suggestions.getSuggestion(sent.id)).toMatchObject({
      accepted: ['amenities'],
      acceptedFacts: ['water'],
    })
  })

  it('go with a deleted event, and with a deleted account: its own and those on its events', async () => {
    const store = storeOf()
    const event = await setUp(store)
    const other = eventRecord({ ownerId: 'sugg2', title: 'Other camp' })
    await store.events.createEvent(other)
    const onEvent = suggestion(event, 'sugg1')
    const byLeaver = suggestion(event, 'sugg2')
    const onLeaversEvent = suggestion(other, 'sugg1')
    for (const s of [onEvent, byLeaver, onLeaversEvent]) await store.suggestions.saveSuggestion(s, 20)
    await store.accounts.deleteUserData('sugg2')
    expect(await store.suggestions.getSuggestion(byLeaver.id)).toBeNull()
    expect(await store.suggestions.getSuggestion(onLeaversEvent.id)).toBeNull()
    expect(await store.suggestions.getSuggestion(onEvent.id)).not.toBeNull()
    await store.events.deleteEvent(event.id)
    expect(await store.suggestions.getSuggestion(onEvent.id)).toBeNull()
  })
}
