// /api/moderation and the notices over HTTP with real ID tokens: who may moderate (the current claim, not
// the token's), the queue, decisions and their effects, the log, and the notices authors and reporters get.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { fileTestApp, nth, postEvent, signedInModerator, signedInUsers, type User } from './http-test'
import { bearer, daysAgo, photoPath, putFile, queuedVersion, signedInUser } from './test-app'

let owner: User
let moderator: User
let revoked: User
let reporters: User[] = []

const t = fileTestApp(async ({ app }) => {
  owner = await signedInUser(app, 'modowner')
  moderator = await signedInModerator(app, 'modmira')
  revoked = await signedInModerator(app, 'modformer')
  reporters = await signedInUsers(app, ['modrep1', 'modrep2', 'modrep3'])
})

const reporter = (i: number) => nth(reporters, i)

const newEvent = async (title = 'Quarry camp') => (await postEvent(t.app, owner, { title }))._id

async function reportedBy(id: string, count: number, text = '') {
  for (let i = 0; i < count; i++) {
    const res = await request(t.app)
      .post('/api/reports')
      .set(bearer(reporter(i).idToken))
      .send({
        target: { type: 'event', id },
        reason: i === 0 ? 'spam' : 'wrong-info',
        text: i === 0 ? text : '',
      })
    expect(res.status).toBe(201)
  }
}

const as = (req: request.Test, user?: User) => (user ? req.set(bearer(user.idToken)) : req)
/** A decision on the item's version as the queue shows it, unless the body names one. */
const decide = async (key: string, body: object, user?: User, language = 'en') => {
  const version = 'version' in body ? {} : { version: await queuedVersion(t.app, moderator.idToken, key) }
  return as(
    request(t.app).post(`/api/moderation/items/${key}/decision`).set('Accept-Language', language),
    user,
  ).send({ ...version, ...body })
}
const listed = async (id: string) =>
  ((await request(t.app).get('/api/events?limit=100')).body.data as { _id: string }[]).some(
    (e) => e._id === id,
  )

describe('who may moderate', () => {
  it('answers 401 without a token and 403 to users, authors and a moderator whose claim was revoked', async () => {
    const id = await newEvent()
    await reportedBy(id, 1)
    const key = `event:${id}`
    const keep = { action: 'keep', reason: 'no-breach' }
    const endpoints = [
      (user?: User) => as(request(t.app).get('/api/moderation/queue'), user),
      (user?: User) => as(request(t.app).get('/api/moderation/log'), user),
      (user?: User) => decide(key, keep, user),
    ]
    // the revoked moderator's token still carries the claim; the API reads the current one
    expect((await endpoints[0]!(revoked)).status).toBe(200)
    await emulatorAdminAuth().setCustomUserClaims(revoked.uid, { moderator: false })
    for (const call of endpoints) {
      expect((await call()).status).toBe(401)
      for (const user of [reporter(0), owner, revoked]) {
        const res = await call(user)
        expect(res.status).toBe(403)
        expect(res.body.code).toBe('forbidden')
      }
    }
    expect((await endpoints[0]!(moderator)).status).toBe(200)
    expect((await endpoints[1]!(moderator)).status).toBe(200)
    expect((await endpoints[2]!(moderator)).status).toBe(200)
  })

  it('says who is a moderator on GET /api/user', async () => {
    const mine = await request(t.app).get('/api/user').set(bearer(moderator.idToken))
    expect(mine.status).toBe(200)
    expect(mine.body.data).toMatchObject({ _id: moderator.uid, moderator: true })
    const theirs = await request(t.app).get('/api/user').set(bearer(owner.idToken))
    expect(theirs.body.data._id).toBe(owner.uid)
    expect(theirs.body.data).not.toHaveProperty('moderator')
    expect((await request(t.app).get('/api/user')).status).toBe(401)
  })

  it('says so on signing in too, so the header offers moderation at once', async () => {
    const signin = await request(t.app).post('/api/auth/signin').set(bearer(moderator.idToken)).send({})
    expect(signin.status).toBe(200)
    expect(signin.body.data).toMatchObject({ _id: moderator.uid, moderator: true })
    const other = await request(t.app).post('/api/auth/signin').set(bearer(owner.idToken)).send({})
    expect(other.body.data).not.toHaveProperty('moderator')
    const revokedSignin = await request(t.app).post('/api/auth/signin').set(bearer(revoked.idToken)).send({})
    expect(revokedSignin.body.data).not.toHaveProperty('moderator')
  })

  it("keeps notices to their user: 401 without a token, and only the caller's own", async () => {
    expect((await request(t.app).get('/api/user/notices')).status).toBe(401)
    expect((await request(t.app).post('/api/user/notices/read').send({})).status).toBe(401)
    const stranger = await signedInUser(t.app, 'modstranger')
    const none = await request(t.app).get('/api/user/notices').set(bearer(stranger.idToken))
    expect(none.body.data).toEqual({ notices: [], unread: 0, next: null })
    const bad = await request(t.app)
      .post('/api/user/notices/read')
      .set(bearer(stranger.idToken))
      .send({ ids: 'all' })
    expect(bad.status).toBe(400)
  })
})

describe('the queue and decisions', () => {
  it('lists an item with its reasons, reporters and texts, and keep shows it again and tells everyone', async () => {
    const id = await newEvent('Reported quarry')
    await reportedBy(id, 3, 'Advertises a shop')
    expect(await listed(id)).toBe(false)
    const queue = await request(t.app).get('/api/moderation/queue').set(bearer(moderator.idToken))
    expect(queue.headers['cache-control']).toBe('no-store')
    const item = (queue.body.data.items as { key: string }[]).find((i) => i.key === `event:${id}`)
    expect(item).toMatchObject({
      hidden: true,
      reporters: 3,
      reasons: [
        { reason: 'wrong-info', count: 2 },
        { reason: 'spam', count: 1 },
      ],
      texts: ['Advertises a shop'],
      item: { type: 'event', event: { _id: id, title: 'Reported quarry' } },
    })

    const kept = await decide(`event:${id}`, { action: 'keep', reason: 'no-breach', text: 'Fine' }, moderator)
    expect(kept.status).toBe(200)
    expect(kept.body.data).toEqual({ key: `event:${id}`, action: 'keep', removed: false, hidden: false })
    expect(await listed(id)).toBe(true)
    expect((await decide(`event:${id}`, { action: 'keep', reason: 'no-breach' }, moderator)).status).toBe(404)

    const notices = await request(t.app)
      .get('/api/user/notices')
      .set(bearer(reporter(1).idToken))
    expect(notices.body.data.unread).toBeGreaterThanOrEqual(1)
    expect(notices.body.data.notices[0]).toMatchObject({
      kind: 'decision-reporter',
      key: `event:${id}`,
      label: 'Reported quarry',
      action: 'keep',
      reason: 'no-breach',
      text: 'Fine',
      read: false,
    })
    const read = await request(t.app)
      .post('/api/user/notices/read')
      .set(bearer(reporter(1).idToken))
      .send({})
    expect(read.body.data).toEqual({ unread: 0 })
    const authorNotices = await request(t.app).get('/api/user/notices').set(bearer(owner.idToken))
    expect(authorNotices.body.data.notices.map((n: { kind: string }) => n.kind).slice(0, 2)).toEqual([
      'decision-author',
      'hidden',
    ])
  })

  it('remove deletes the event and its files as its owner would', async () => {
    const id = await newEvent('Removed quarry')
    await request(t.app)
      .post(`/api/events/${id}/checkins`)
      .set(bearer(reporter(2).idToken))
      .send({ visitDate: daysAgo(2), state: 'as-described', rating: 3, text: 'Ok.', photos: [], access: 0 })
    await reportedBy(id, 1)
    const removed = await decide(`event:${id}`, { action: 'remove', reason: 'spam' }, moderator)
    expect(removed.body.data).toEqual({ key: `event:${id}`, action: 'remove', removed: true, hidden: false })
    expect((await request(t.app).get(`/api/events/${id}`).set(bearer(owner.idToken))).status).toBe(404)
    expect(await t.files.exists(photoPath(owner.uid))).toBe(false)
    // every event of these tests names that picture: put it back for the next ones
    await putFile(t.files, photoPath(owner.uid))
    // the log keeps it, newest first, with the moderator and the title it had
    const log = await request(t.app).get('/api/moderation/log').set(bearer(moderator.idToken))
    expect(log.body.data.entries[0]).toMatchObject({
      kind: 'decision',
      key: `event:${id}`,
      label: 'Removed quarry',
      actor: { _id: moderator.uid },
      action: 'remove',
      reason: 'spam',
    })
  })

  it('refuses a bad decision in the reader language, and answers 404 for nothing to decide', async () => {
    const id = await newEvent()
    await reportedBy(id, 1)
    const bad = await decide(`event:${id}`, { action: 'ban', reason: 'because' }, moderator, 'sk')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({
      action: 'Vyberte Ponechať, Vymazať alebo Obnoviť.',
      reason: 'Vyberte dôvod rozhodnutia.',
    })
    const en = await decide(
      `event:${id}`,
      { action: 'keep', reason: 'no-breach', text: 'x'.repeat(1001) },
      moderator,
    )
    expect(en.body.fields).toEqual({ text: 'The text can be at most 1,000 characters long.' })
    const restore = await decide(`event:${id}`, { action: 'restore', reason: 'no-breach' }, moderator)
    expect(restore.status).toBe(404)
    expect(restore.body.code).toBe('moderation_item_not_found')
    for (const key of ['event:noReports', 'rock:1', 'event:a:b'])
      expect((await decide(key, { action: 'keep', reason: 'no-breach' }, moderator)).status).toBe(404)
    const cursor = await request(t.app).get('/api/moderation/queue?cursor=@@').set(bearer(moderator.idToken))
    expect(cursor.status).toBe(400)
  })

  it("takes a deleted reporter's identity out of the log and their reports out of the queue", async () => {
    const id = await newEvent('Forgotten quarry')
    const leaver = await signedInUser(t.app, 'modleaver')
    await request(t.app)
      .post('/api/reports')
      .set(bearer(leaver.idToken))
      .send({ target: { type: 'event', id }, reason: 'gone', text: 'Fenced' })
      .expect(201)
    await request(t.app).delete(`/api/user/delete/${leaver.uid}`).set(bearer(leaver.idToken)).expect(200)
    const log = await request(t.app).get('/api/moderation/log').set(bearer(moderator.idToken))
    const entry = (log.body.data.entries as { key: string; actor: unknown; text: string }[]).find(
      (e) => e.key === `event:${id}`,
    )
    expect(entry).toMatchObject({ actor: null, text: 'Fenced' })
    const queue = await request(t.app).get('/api/moderation/queue').set(bearer(moderator.idToken))
    expect((queue.body.data.items as { key: string }[]).some((i) => i.key === `event:${id}`)).toBe(false)
  })
})

describe('paging the queue and the log', () => {
  it("pages through every reported item once, and refuses one list's cursor in the other", async () => {
    const pagers = await signedInUsers(t.app, ['modpager1', 'modpager2'])
    const keys: string[] = []
    for (let i = 0; i < 22; i++) {
      const id = await newEvent(`Paged quarry ${i}`)
      await request(t.app)
        .post('/api/reports')
        .set(bearer(nth(pagers, i % 2).idToken))
        .send({ target: { type: 'event', id }, reason: 'spam' })
        .expect(201)
      keys.push(`event:${id}`)
    }
    const pagesOf = async (list: 'queue' | 'log', field: 'items' | 'entries') => {
      const seen: string[] = []
      const cursors: string[] = []
      let cursor: string | null = null
      do {
        const query: string = cursor ? `?cursor=${cursor}` : ''
        const res = await as(request(t.app).get(`/api/moderation/${list}${query}`), moderator).expect(200)
        const page = res.body.data as Record<string, { key: string; id?: string }[]> & { next: string | null }
        seen.push(...(page[field] ?? []).map((e) => e.id ?? e.key))
        cursor = page.next
        if (cursor) cursors.push(cursor)
      } while (cursor)
      return { seen, cursors }
    }
    const queue = await pagesOf('queue', 'items')
    expect(queue.cursors.length).toBeGreaterThan(0)
    expect(new Set(queue.seen).size).toBe(queue.seen.length)
    expect(keys.every((k) => queue.seen.includes(k))).toBe(true)
    const log = await pagesOf('log', 'entries')
    expect(log.cursors.length).toBeGreaterThan(0)
    expect(new Set(log.seen).size).toBe(log.seen.length)
    const fromQueue = await as(
      request(t.app).get(`/api/moderation/log?cursor=${queue.cursors[0]}`),
      moderator,
    )
    expect(fromQueue.status).toBe(400)
    expect(fromQueue.body.fields).toEqual({ cursor: expect.any(String) })
    const fromLog = await as(request(t.app).get(`/api/moderation/queue?cursor=${log.cursors[0]}`), moderator)
    expect(fromLog.status).toBe(400)
  })
})
