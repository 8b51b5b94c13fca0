// The merges part of the Store contract (docs/moderation.md "Duplicates"): claims with their daily count,
// and a merge that moves check-ins, wishlist entries and the photo to the kept event, recomputes its
// summary, deletes the other, redirects its address and tells both authors, in one transaction or not at all.
import { mergePairKey } from '@travel/domain'
import { expect, it } from 'vitest'
import { claimId } from '../src/store/merges/port'
import type { DuplicateClaimRecord, EventRecord, MergeDecision, Store } from '../src/store/port'
import { checkinRecord, eventRecord, userRecord } from './factories'

let serial = 0
function claim(a: EventRecord, b: EventRecord, authorId: string): DuplicateClaimRecord {
  serial++
  const pair = mergePairKey(a.id, b.id)
  return {
    id: claimId(pair, authorId),
    pair,
    eventId: a.id,
    otherId: b.id,
    authorId,
    authorName: `user ${authorId}`,
    reason: 'The same camp by the lake.',
    createdAt: `2026-05-01T10:00:${String(serial % 60).padStart(2, '0')}.000Z`,
  }
}

const decision = (a: EventRecord, b: EventRecord, keep: EventRecord, action: 'merge' | 'decline' = 'merge') =>
  ({
    pair: mergePairKey(a.id, b.id),
    action,
    keepId: keep.id,
    reason: 'Both are the lake camp.',
    moderatorId: 'mod',
    moderatorName: 'user mod',
    at: '2026-05-03T09:00:00.000Z',
  }) satisfies MergeDecision

export function describeMergesContract(storeOf: () => Store) {
  async function setUp(store: Store) {
    for (const id of ['owner-k', 'owner-r', 'u1', 'u2', 'u3', 'mod'])
      await store.accounts.createUser(userRecord(id))
    // a field this code does not know of: a merge must carry it over untouched
    const kept = {
      ...eventRecord({ ownerId: 'owner-k', ownerName: 'user owner-k', title: 'Lake camp' }),
      language: 'sk',
    }
    const removed = eventRecord({
      ownerId: 'owner-r',
      ownerName: 'user owner-r',
      title: 'Camp at the lake',
      image: 'http://127.0.0.1:9199/v0/b/b/o/events%2Fowner-r%2Flake.jpg',
      coordinates: [48.101, 17.101],
    })
    await store.events.createEvent(kept)
    await store.events.createEvent(removed)
    await store.checkins.saveCheckin(checkinRecord(kept.id, 'u1', { rating: 4, visitDate: '2025-06-01' }))
    await store.checkins.saveCheckin(checkinRecord(removed.id, 'u1', { rating: 1, visitDate: '2025-06-01' }))
    await store.checkins.saveCheckin(
      checkinRecord(removed.id, 'u2', { rating: 2, visitDate: '2025-07-01', facts: { water: true } }),
    )
    await store.checkins.saveCheckin(checkinRecord(removed.id, 'u3', { visitDate: '2025-05-01' }))
    await store.lists.addToWishlist('u1', kept.id, '2026-01-01T00:00:00.000Z')
    await store.lists.addToWishlist('u1', removed.id, '2026-01-02T00:00:00.000Z')
    await store.lists.addToWishlist('u2', removed.id, '2026-01-03T00:00:00.000Z')
    await store.merges.saveClaim(claim(removed, kept, 'u1'), 10)
    return { kept, removed }
  }

  it('keeps one open claim per traveller and pair, counts the day, and refuses a gone or hidden event', async () => {
    const store = storeOf()
    const { kept, removed } = await setUp(store)
    const again = await store.merges.saveClaim({ ...claim(kept, removed, 'u1'), reason: 'Same place.' }, 10)
    expect(again).toMatchObject({ status: 'saved', created: false })
    expect((await store.merges.saveClaim(claim(kept, removed, 'u2'), 10)).status).toBe('saved')
    expect((await store.merges.saveClaim(claim(kept, removed, 'u2'), 1)).status).toBe('limit')
    const open = await store.merges.openClaims(10)
    expect(open.map((c) => [c.authorId, c.reason])).toEqual([
      ['u1', 'Same place.'],
      ['u2', 'The same camp by the lake.'],
    ])
    const hidden = eventRecord({ ownerId: 'owner-k', hidden: true, listing: 'hidden' })
    await store.events.createEvent(hidden)
    expect((await store.merges.saveClaim(claim(kept, hidden, 'u3'), 10)).status).toBe('not_found')
    expect((await store.merges.saveClaim(claim(kept, eventRecord(), 'u3'), 10)).status).toBe('not_found')
  })

  it('merges: check-ins, wishlist entries and the photo move, the summary is recomputed, the other is gone', async () => {
    const store = storeOf()
    const { kept, removed } = await setUp(store)
    const result = await store.merges.decideMerge(decision(removed, kept, kept))
    expect(result).toMatchObject({
      status: 'merged',
      removedId: removed.id,
      notified: ['owner-k', 'owner-r'],
    })

    expect(await store.events.getEvent(removed.id)).toBeNull()
    const after = await store.events.getEvent(kept.id)
    // u1's own check-in of that day on the kept event stays; u2's and u3's come over
    expect(after).toMatchObject({
      checkins: 3,
      ratingSum: 6,
      ratingCount: 2,
      ratingAverage: 3,
      lastVisit: '2025-07-01',
      state: 'as-described',
      listing: 'shown',
      language: 'sk',
      title: 'Lake camp',
      updatedAt: '2026-05-03T09:00:00.000Z',
    })
    expect(after?.factChecks?.water).toMatchObject({ yes: 1, no: 0, lastYes: '2025-07-01' })
    expect(after?.mergedPhotos).toEqual([
      {
        url: removed.image,
        thumbnail: null,
        eventId: removed.id,
        from: 'Camp at the lake',
        by: 'user owner-r',
      },
    ])
    const onKept = await store.checkins.checkinsOfEvent(kept.id, 10)
    expect(onKept.checkins.map((c) => [c.userId, c.visitDate, c.rating])).toEqual([
      ['u2', '2025-07-01', 2],
      ['u1', '2025-06-01', 4],
      ['u3', '2025-05-01', null],
    ])
    expect((await store.checkins.checkinsOfEvent(removed.id, 10)).checkins).toEqual([])

    // one entry per traveller: u1 had both and keeps one
    expect((await store.lists.wishlistOf('u1')).map((w) => w.eventId)).toEqual([kept.id])
    expect((await store.lists.wishlistOf('u2')).map((w) => w.eventId)).toEqual([kept.id])

    expect(await store.merges.mergedInto(removed.id)).toBe(kept.id)
    expect(await store.merges.mergedInto(kept.id)).toBeNull()
    expect(await store.merges.openClaims(10)).toEqual([])

    const [revision] = (await store.history.revisionsOf(kept.id, 1)).revisions
    expect(revision).toMatchObject({
      kind: 'merge',
      actorId: 'mod',
      reason: 'Camp at the lake: Both are the lake camp.',
    })
    const [logged] = (await store.moderation.moderationLog(1)).entries
    expect(logged).toMatchObject({
      kind: 'decision',
      action: 'merge',
      reason: 'duplicate',
      text: 'Both are the lake camp.',
    })
    for (const [uid, key] of [
      ['owner-k', `event:${kept.id}`],
      ['owner-r', `event:${removed.id}`],
    ] as const) {
      const { notices } = await store.notices.noticesOf(uid, 5, '2026-05-04T00:00:00.000Z')
      expect(notices).toMatchObject([
        { kind: 'decision-author', action: 'merge', key, text: 'Both are the lake camp.' },
      ])
    }
  })

  it('gives the kept event the other’s text as its translation when it had none, and keeps one it had', async () => {
    const store = storeOf()
    await store.accounts.createUser(userRecord('owner-t'))
    const english = eventRecord({ title: 'Camp by the weir', writtenIn: 'en' })
    const slovak = eventRecord({
      ownerId: 'owner-t',
      ownerName: 'Zuzka',
      title: 'Kemp pri splave',
      description: 'Lúka pri rieke, voda v studni.',
      writtenIn: 'sk',
    })
    const translated = eventRecord({
      title: 'Meadow camp',
      writtenIn: 'en',
      translation: { title: 'Kemp na lúke', description: 'Lúka s výhľadom.' },
      translator: { id: 'owner-t', name: 'Zuzka', at: '2026-01-01T00:00:00.000Z' },
    })
    const other = eventRecord({ title: 'Kemp na lúke pri lese', writtenIn: 'sk' })
    for (const event of [english, slovak, translated, other]) await store.events.createEvent(event)
    await store.merges.saveClaim(claim(slovak, english, 'owner-t'), 10)
    await store.merges.saveClaim(claim(other, translated, 'owner-t'), 10)

    await store.merges.decideMerge(decision(english, slovak, english))
    expect(await store.events.getEvent(english.id)).toMatchObject({
      title: 'Camp by the weir',
      writtenIn: 'en',
      translation: { title: 'Kemp pri splave', description: 'Lúka pri rieke, voda v studni.' },
      translator: { id: 'owner-t', name: 'Zuzka' },
    })
    await store.merges.decideMerge(decision(translated, other, translated))
    expect((await store.events.getEvent(translated.id))?.translation).toEqual({
      title: 'Kemp na lúke',
      description: 'Lúka s výhľadom.',
    })
  })

  it('a merge whose kept event was deleted meanwhile changes nothing', async () => {
    const store = storeOf()
    const { kept, removed } = await setUp(store)
    await store.events.deleteEvent(kept.id)
    expect((await store.merges.decideMerge(decision(removed, kept, kept))).status).toBe('event_gone')
    expect(await store.events.getEvent(removed.id)).toMatchObject({ checkins: 3 })
    expect((await store.checkins.checkinsOfEvent(removed.id, 10)).checkins).toHaveLength(3)
    expect((await store.lists.wishlistOf('u2')).map((w) => w.eventId)).toEqual([removed.id])
    expect(await store.merges.mergedInto(removed.id)).toBeNull()
    expect(await store.merges.openClaims(10)).toHaveLength(1)
    expect((await store.moderation.moderationLog(5)).entries).toEqual([])
  })

  it('declining drops the claims and logs the decision; both events stay as they were', async () => {
    const store = storeOf()
    const { kept, removed } = await setUp(store)
    expect((await store.merges.decideMerge(decision(removed, kept, kept, 'decline'))).status).toBe('declined')
    expect(await store.merges.openClaims(10)).toEqual([])
    expect(await store.events.getEvent(removed.id)).toMatchObject({ checkins: 3 })
    expect(await store.events.getEvent(kept.id)).toMatchObject({ checkins: 1 })
    const [logged] = (await store.moderation.moderationLog(1)).entries
    expect(logged).toMatchObject({ action: 'decline', label: 'Lake camp + Camp at the lake' })
    expect((await store.merges.decideMerge(decision(removed, kept, kept))).status).toBe('not_found')
  })
}
