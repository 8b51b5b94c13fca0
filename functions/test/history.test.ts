// GET /api/events/:id/history over HTTP with real ID tokens: the creation and each edit of an event kept
// with who and the fields before and after, public like the event, paged, and refused in the reader's
// language for a bad cursor.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HistoryDto } from '@travel/domain'
import { bearer, eventBody, signedInUser, testApp, type TestApp } from './test-app'

type User = Awaited<ReturnType<typeof signedInUser>>
let t: TestApp
let owner: User

beforeAll(async () => {
  t = await testApp()
  owner = await signedInUser(t.app, 'historyowner')
})
afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

async function newEvent(overrides: Record<string, unknown> = {}) {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(owner.idToken))
    .send(eventBody(owner, overrides))
  expect(res.status).toBe(201)
  return res.body.data as { _id: string; updatedAt: string; image: string }
}

const edit = (id: string, changes: Record<string, unknown>) =>
  request(t.app).put(`/api/events/${id}`).set(bearer(owner.idToken)).send(eventBody(owner, changes))

const historyOf = async (id: string, query = '', language = 'en') =>
  request(t.app).get(`/api/events/${id}/history${query}`).set('Accept-Language', language)

describe('an event’s history', () => {
  it('holds the creation and the owner’s edit, newest first, with the fields before and after', async () => {
    const event = await newEvent({ title: 'Camp by the quarry' })
    const done = await edit(event._id, {
      title: 'Camp by the flooded quarry',
      access: 2,
      updatedAt: event.updatedAt,
    })
    expect(done.status).toBe(200)
    // the same values again change nothing, so they add nothing to the history
    expect((await edit(event._id, { title: 'Camp by the flooded quarry', access: 2 })).status).toBe(200)

    const res = await historyOf(event._id)
    expect(res.status).toBe(200)
    const { revisions, next } = res.body.data as HistoryDto
    expect(next).toBeNull()
    expect(revisions.map((r) => r.kind)).toEqual(['edit', 'create'])
    expect(revisions[0]).toMatchObject({
      eventId: event._id,
      by: { _id: owner.uid, username: owner.username },
      reason: '',
      changes: [
        { field: 'title', before: 'Camp by the quarry', after: 'Camp by the flooded quarry' },
        { field: 'access', before: 0, after: 2 },
      ],
    })
    expect(revisions[1]?.changes.find((c) => c.field === 'title')).toEqual({
      field: 'title',
      before: null,
      after: 'Camp by the quarry',
    })
    // files are not part of the history
    expect(JSON.stringify(revisions)).not.toContain(event.image)
  })

  it('answers 404 for an unknown event and 400 in Slovak for a cursor it did not make', async () => {
    expect((await historyOf('no-such-event')).status).toBe(404)
    const event = await newEvent()
    const bad = await historyOf(event._id, '?cursor=bm90LWEtY3Vyc29y', 'sk')
    expect(bad.status).toBe(400)
    expect(bad.body.fields.cursor).toBe('Táto stránka výsledkov už nie je dostupná. Načítajte zoznam znova.')
  })

  it('pages a long history with the cursor it answers', async () => {
    const event = await newEvent({ title: 'Title 0' })
    for (let i = 1; i <= 52; i++) expect((await edit(event._id, { title: `Title ${i}` })).status).toBe(200)
    const first = (await historyOf(event._id)).body.data as HistoryDto
    expect(first.revisions).toHaveLength(50)
    expect(first.next).not.toBeNull()
    const second = (await historyOf(event._id, `?cursor=${first.next}`)).body.data as HistoryDto
    expect(second.next).toBeNull()
    const titles = [...first.revisions, ...second.revisions].map(
      (r) => r.changes.find((c) => c.field === 'title')?.after,
    )
    expect(titles).toEqual(Array.from({ length: 53 }, (_, i) => `Title ${52 - i}`))
  })
})
