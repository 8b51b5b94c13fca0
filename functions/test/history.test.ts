// GET /api/events/:id/history over HTTP with real ID tokens: the creation and each edit of an event kept
// with who and the fields before and after, public like the event, paged, and refused in the reader's
// language for a bad cursor.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { HistoryDto } from '@travel/domain'
import { fileTestApp, signedInModerator, signedInUsers, type User } from './http-test'
import { bearer, eventBody } from './test-app'

let owner: User
let other: User
let moderator: User

const t = fileTestApp(async ({ app }) => {
  ;[owner, other] = await signedInUsers(app, ['historyowner', 'historyother'])
  moderator = await signedInModerator(app, 'historymira')
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

const revert = (
  id: string,
  revisionId: string,
  user: User | undefined,
  body: object = {},
  language = 'en',
) => {
  const req = request(t.app)
    .post(`/api/events/${id}/history/${revisionId}/revert`)
    .set('Accept-Language', language)
  return (user ? req.set(bearer(user.idToken)) : req).send(body)
}

const revisionsOf = async (id: string) => ((await historyOf(id)).body.data as HistoryDto).revisions

describe('reverting an event', () => {
  it('puts back the text and position of an earlier version, as a new revision with its reason', async () => {
    const event = await newEvent({ title: 'Spring by the chapel', coordinates: [48.5, 19.5] })
    await edit(event._id, { title: 'Dry spring by the chapel', coordinates: [48.6, 19.6] })
    await edit(event._id, { title: 'Dry spring', description: 'Nothing left here but the pipe, sadly.' })
    const [, , created] = await revisionsOf(event._id)
    const current = (await request(t.app).get(`/api/events/${event._id}`)).body.data as { updatedAt: string }

    const res = await revert(event._id, created!.id, owner, {
      updatedAt: current.updatedAt,
      reason: 'The spring runs again.',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      title: 'Spring by the chapel',
      description: 'A quiet natural camp by the lake, room for three caravans.',
      coordinates: [48.5, 19.5],
    })
    const [reverted] = await revisionsOf(event._id)
    expect(reverted).toMatchObject({
      kind: 'revert',
      revertOf: created!.id,
      by: { _id: owner.uid },
      reason: 'The spring runs again.',
    })
    expect(reverted!.changes.map((c) => c.field)).toEqual(['title', 'description', 'coordinates'])
    // the list and search see the reverted event
    const found = await request(t.app).get('/api/events?q=chapel&limit=50')
    expect(found.body.data.map((e: { title: string }) => e.title)).toContain('Spring by the chapel')
  })

  it('is for the owner and moderators only, from the version they saw, with clear refusals', async () => {
    const event = await newEvent({ title: 'Ford over the brook' })
    await edit(event._id, { title: 'Bridge over the brook' })
    const [latest, created] = await revisionsOf(event._id)

    expect((await revert(event._id, created!.id, undefined)).status).toBe(401)
    expect((await revert(event._id, created!.id, other)).status).toBe(403)
    expect((await revert(event._id, 'no-such-revision', owner)).body.code).toBe('revision_not_found')
    const stale = await revert(event._id, created!.id, owner, { updatedAt: '2020-01-01T00:00:00.000Z' }, 'sk')
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('event_changed')
    const long = await revert(event._id, created!.id, owner, { reason: 'x'.repeat(501) }, 'sk')
    expect(long.status).toBe(400)
    expect(long.body.fields.reason).toBe('Dôvod môže mať najviac 500 znakov.')
    expect((await revisionsOf(event._id))[0]?.id).toBe(latest!.id)

    const byModerator = await revert(event._id, created!.id, moderator, { reason: 'Vandalism.' })
    expect(byModerator.status).toBe(200)
    expect(byModerator.body.data.title).toBe('Ford over the brook')
    expect((await revisionsOf(event._id))[0]).toMatchObject({
      kind: 'revert',
      by: { _id: moderator.uid },
      reason: 'Vandalism.',
    })
    // a revision of another event is not one of this event's
    const elsewhere = await newEvent()
    expect((await revert(elsewhere._id, created!.id, owner)).status).toBe(404)
  })
})
