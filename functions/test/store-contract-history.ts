// The history part of the Store contract (docs/data-model.md): a change given with its author is kept
// as a revision in its own transaction, a change of no revised field keeps none, an event's revisions
// go with it, and a deleted account's revisions of other events stay without its name.
import { expect, it } from 'vitest'
import type { RevisionAuthor, Store } from '../src/store/port'
import { eventRecord, userRecord } from './factories'

const by = (actorId: string, overrides: Partial<RevisionAuthor> = {}): RevisionAuthor => ({
  kind: 'edit',
  actorId,
  actorName: `user ${actorId}`,
  reason: '',
  ...overrides,
})

export function describeHistoryContract(storeOf: () => Store) {
  it('keeps the creation and each edit, newest first, with who, why and the fields before and after', async () => {
    const store = storeOf()
    await store.accounts.createUser(userRecord('hist1'))
    const event = eventRecord({ ownerId: 'hist1', title: 'Lake camp', updatedAt: '2026-01-01T00:00:00.000Z' })
    await store.events.createEvent(event, by('hist1', { kind: 'create' }))
    await store.events.updateEvent(
      event.id,
      { title: 'Lake camp by the dam', access: 2, updatedAt: '2026-01-02T00:00:00.000Z' },
      event.updatedAt,
      by('hist1', { reason: 'the dam was built' }),
    )
    // a new photo alone is no revision: files are not kept in the history
    await store.events.updateEvent(
      event.id,
      { image: 'http://127.0.0.1:9199/v0/b/b/o/events%2Fu%2F2_b.jpg', updatedAt: '2026-01-03T00:00:00.000Z' },
      undefined,
      by('hist1'),
    )
    // nor a change made without an author (a backfill)
    await store.events.updateEvent(event.id, { title: 'Backfilled', updatedAt: '2026-01-04T00:00:00.000Z' })

    const { revisions, next } = await store.history.revisionsOf(event.id, 10)
    expect(next).toBeNull()
    expect(revisions.map((r) => r.kind)).toEqual(['edit', 'create'])
    const [edit, created] = revisions
    expect(edit).toMatchObject({
      eventId: event.id,
      ownerId: 'hist1',
      at: '2026-01-02T00:00:00.000Z',
      actorId: 'hist1',
      actorName: 'user hist1',
      reason: 'the dam was built',
      revertOf: null,
      changes: [
        { field: 'title', before: 'Lake camp', after: 'Lake camp by the dam' },
        { field: 'access', before: 1, after: 2 },
      ],
    })
    expect(created?.changes.map((c) => c.field)).toEqual([
      'title',
      'description',
      'section',
      'country',
      'access',
      'date',
      'coordinates',
    ])
    expect(created?.changes.every((c) => c.before === null)).toBe(true)
    expect(await store.history.getRevision(edit!.id)).toEqual(edit)
    expect(await store.history.getRevision('no-such-revision')).toBeNull()
  })

  it('pages a long history without repeating or skipping a revision', async () => {
    const store = storeOf()
    await store.accounts.createUser(userRecord('hist2'))
    const event = eventRecord({ ownerId: 'hist2', updatedAt: '2026-02-01T00:00:00.000Z' })
    await store.events.createEvent(event)
    for (let i = 1; i <= 5; i++)
      await store.events.updateEvent(
        event.id,
        { title: `Title ${i}`, updatedAt: `2026-02-0${i + 1}T00:00:00.000Z` },
        undefined,
        by('hist2'),
      )
    const first = await store.history.revisionsOf(event.id, 2)
    const second = await store.history.revisionsOf(event.id, 2, first.next!)
    const third = await store.history.revisionsOf(event.id, 2, second.next!)
    const titles = [...first.revisions, ...second.revisions, ...third.revisions].map(
      (r) => r.changes[0]?.after,
    )
    expect(titles).toEqual(['Title 5', 'Title 4', 'Title 3', 'Title 2', 'Title 1'])
    expect(third.next).toBeNull()
  })

  it("an event's revisions go with it; a deleted account's stay on other events without its name", async () => {
    const store = storeOf()
    await store.accounts.createUser(userRecord('histowner'))
    await store.accounts.createUser(userRecord('histleaver'))
    const kept = eventRecord({ ownerId: 'histowner', updatedAt: '2026-03-01T00:00:00.000Z' })
    const mine = eventRecord({ ownerId: 'histleaver', updatedAt: '2026-03-01T00:00:00.000Z' })
    const gone = eventRecord({ ownerId: 'histowner', updatedAt: '2026-03-01T00:00:00.000Z' })
    for (const e of [kept, mine, gone]) await store.events.createEvent(e, by(e.ownerId, { kind: 'create' }))
    await store.events.updateEvent(
      kept.id,
      { title: 'Fixed by a traveller', updatedAt: '2026-03-02T00:00:00.000Z' },
      undefined,
      by('histleaver', { kind: 'suggestion', reason: 'the sign says so' }),
    )
    expect(await store.events.deleteEvent(gone.id)).not.toBeNull()
    expect((await store.history.revisionsOf(gone.id, 10)).revisions).toEqual([])

    await store.accounts.deleteUserData('histleaver')
    expect((await store.history.revisionsOf(mine.id, 10)).revisions).toEqual([])
    const [suggested] = (await store.history.revisionsOf(kept.id, 10)).revisions
    expect(suggested).toMatchObject({
      kind: 'suggestion',
      actorId: null,
      actorName: null,
      reason: 'the sign says so',
    })
  })
}
