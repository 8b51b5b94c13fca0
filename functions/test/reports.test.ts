// POST /api/reports over HTTP with real ID tokens: who may report what, bad input in English and Slovak,
// unknown items, the daily limit, and what three reporters hide from whom (docs/moderation.md).
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { REPORTS_PER_DAY } from '@travel/domain'
import { createServices } from '../src/services'
import { pageDataOf } from '../src/pages/page-data'
import { sitemap } from '../src/pages/sitemap'
import { emulatorAdminAuth } from './admin'
import { fileTestApp, nth, postEvent, signedInUsers, type User } from './http-test'
import { BUCKET, STORAGE_ORIGIN, bearer, bucketUrl, daysAgo, putFile, signedInUser } from './test-app'

let owner: User
let reporters: User[] = []

const t = fileTestApp(async ({ app }) => {
  owner = await signedInUser(app, 'reportowner')
  reporters = await signedInUsers(app, ['reporta', 'reportb', 'reportc'])
})

const reporter = (i: number) => nth(reporters, i)

const newEvent = async (title = 'Lake camp under the Tatras') =>
  (await postEvent(t.app, owner, { title }))._id

const report = (body: object, user?: { idToken: string }, language = 'en', address = '198.51.100.1') => {
  const req = request(t.app)
    .post('/api/reports')
    .set('Accept-Language', language)
    .set('X-Forwarded-For', address)
  return (user ? req.set(bearer(user.idToken)) : req).send(body)
}

const eventTarget = (id: string) => ({ type: 'event', id })

describe('POST /api/reports', () => {
  it('files a signed-in report (201) and replaces it when the same reporter reports again (200)', async () => {
    const id = await newEvent()
    const first = await report(
      { target: eventTarget(id), reason: 'wrong-info', text: 'Closed in winter' },
      reporter(0),
    )
    expect(first.status).toBe(201)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body.data).toEqual({ key: `event:${id}`, reason: 'wrong-info', hidden: false })
    const again = await report({ target: eventTarget(id), reason: 'duplicate' }, reporter(0))
    expect(again.status).toBe(200)
    expect(again.body.data.reason).toBe('duplicate')
  })

  it('lets a visitor report illegal content with an e-mail, and nothing else', async () => {
    const id = await newEvent()
    const ok = await report({ target: eventTarget(id), reason: 'illegal', email: 'Someone@Example.com' })
    expect(ok.status).toBe(201)
    const noEmail = await report({ target: eventTarget(id), reason: 'illegal' }, undefined, 'sk')
    expect(noEmail.status).toBe(400)
    expect(noEmail.body.fields.email).toBe('Uveďte svoj e-mail, aby sme vám mohli na hlásenie odpovedať.')
    const spam = await report({ target: eventTarget(id), reason: 'spam', email: 'a@example.com' })
    expect(spam.status).toBe(400)
    expect(spam.body.fields.reason).toMatch(/Without an account you can report illegal content only/)
  })

  it('refuses bad input field by field, in the reader language', async () => {
    const id = await newEvent()
    const en = await report(
      { target: { type: 'rock', id }, reason: 'boring', text: 'x'.repeat(1001) },
      reporter(1),
    )
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({
      'target.type': 'Say what you report: an event, a check-in, a photo or a traveller.',
      reason: 'Choose why you report it.',
      text: 'The text can be at most 1,000 characters long.',
    })
    const sk = await report({ target: 'everything', reason: 'spam' }, reporter(1), 'sk')
    expect(sk.status).toBe(400)
    expect(sk.body.fields.target).toBe('Uveďte, čo nahlasujete: tip, návštevu, fotku alebo meno používateľa.')
    const photoWithoutUrl = await report({ target: { type: 'photo', id }, reason: 'spam' }, reporter(1))
    expect(photoWithoutUrl.status).toBe(400)
    const photoByIndex = await report(
      { target: { type: 'photo', id, photo: 0 }, reason: 'spam' },
      reporter(1),
    )
    expect(photoByIndex.status).toBe(400)
    const badToken = await report({ target: eventTarget(id), reason: 'spam' }, { idToken: 'not-a-token' })
    expect(badToken.status).toBe(401)
  })

  it('answers 404 for an item that does not exist, or a photo the check-in does not have', async () => {
    const missing = await report({ target: eventTarget('noSuchEvent'), reason: 'spam' }, reporter(1), 'sk')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      code: 'report_target_not_found',
      message: 'To, čo nahlasujete, už neexistuje.',
    })
    const id = await newEvent()
    const checkin = await request(t.app)
      .post(`/api/events/${id}/checkins`)
      .set(bearer(reporter(2).idToken))
      .send({ visitDate: daysAgo(2), state: 'as-described', rating: 4, text: 'Fine.', photos: [], access: 0 })
    expect(checkin.status).toBe(201)
    const photo = await report(
      {
        target: { type: 'photo', id: checkin.body.data.checkin._id, url: bucketUrl('checkins/x/1_none.jpg') },
        reason: 'spam',
      },
      reporter(1),
    )
    expect(photo.status).toBe(404)
    expect(photo.body.code).toBe('report_target_not_found')
  })

  it('refuses (403) a report of what the reporter wrote, or of their own name, and counts nothing', async () => {
    const id = await newEvent()
    const own = await report({ target: eventTarget(id), reason: 'spam' }, owner, 'sk')
    expect(own.status).toBe(403)
    expect(own.body).toMatchObject({
      code: 'report_own_item',
      message: 'Nemôžete nahlásiť to, čo ste sami napísali: upravte to alebo vymažte.',
    })
    const name = await report({ target: { type: 'user', id: owner.uid }, reason: 'abusive' }, owner)
    expect(name.status).toBe(403)
    expect(name.body.message).toBe('You cannot report what you wrote yourself: edit or delete it instead.')
    // the same event from someone else is still the first report on it
    const other = await report({ target: eventTarget(id), reason: 'spam' }, reporter(1))
    expect(other.status).toBe(201)
    expect(other.body.data.hidden).toBe(false)
  })

  it(`answers 429 past ${REPORTS_PER_DAY} reports a day, per account and per visitor address`, async () => {
    const id = await newEvent()
    const busy = await signedInUser(t.app, 'reportbusy')
    for (let i = 0; i < REPORTS_PER_DAY; i++)
      expect((await report({ target: eventTarget(id), reason: 'spam' }, busy)).status).toBeLessThan(300)
    const limited = await report({ target: eventTarget(id), reason: 'spam' }, busy, 'sk')
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('report_limit')
    expect(limited.body.message).toContain('Dnes ste už poslali najviac hlásení')

    const visitor = { target: eventTarget(id), reason: 'illegal', email: 'v@example.com' }
    for (let i = 0; i < REPORTS_PER_DAY; i++)
      expect((await report(visitor, undefined, 'en', '203.0.113.9')).status).toBeLessThan(300)
    expect((await report(visitor, undefined, 'en', '203.0.113.9')).status).toBe(429)
    // another address is another visitor
    expect((await report(visitor, undefined, 'en', '203.0.113.10')).status).toBe(201)
  })
})

describe('what three reporters hide', () => {
  it('hides an event from lists, the map, the sitemap, its page and its check-ins; its owner still has it', async () => {
    const id = await newEvent('Hidden meadow by the dam')
    for (const i of [0, 1]) await report({ target: eventTarget(id), reason: 'spam' }, reporter(i))
    // visitors do not count toward the threshold
    await report(
      { target: eventTarget(id), reason: 'illegal', email: 'x@example.com' },
      undefined,
      'en',
      '192.0.2.44',
    )
    expect((await request(t.app).get(`/api/events/${id}`)).status).toBe(200)
    const third = await report({ target: eventTarget(id), reason: 'spam' }, reporter(2))
    expect(third.body.data.hidden).toBe(true)

    const listed = async (query: string, user?: User) => {
      const req = request(t.app).get(`/api/events?${query}`)
      const res = await (user ? req.set(bearer(user.idToken)) : req)
      expect(res.status).toBe(200)
      return (res.body.data as { _id: string; hidden?: boolean }[]).find((e) => e._id === id)
    }
    expect(await listed('limit=100')).toBeUndefined()
    expect(await listed('limit=100&gone=1')).toBeUndefined()
    expect(await listed('limit=100&q=meadow')).toBeUndefined()
    expect(await listed(`user=${owner.uid}`)).toBeUndefined()
    expect(await listed(`user=${owner.uid}`, reporter(0))).toBeUndefined()
    expect(await listed(`user=${owner.uid}`, owner)).toMatchObject({ _id: id, hidden: true })
    expect(await listed('near=49.12,20.12&radius=20')).toBeUndefined()
    const map = await request(t.app).get('/api/events/map')
    expect((map.body.data as { _id: string }[]).some((p) => p._id === id)).toBe(false)

    expect((await request(t.app).get(`/api/events/${id}`)).status).toBe(404)
    expect(
      (
        await request(t.app)
          .get(`/api/events/${id}`)
          .set(bearer(reporter(0).idToken))
      ).status,
    ).toBe(404)
    const own = await request(t.app).get(`/api/events/${id}`).set(bearer(owner.idToken))
    expect(own.status).toBe(200)
    expect(own.body.data.hidden).toBe(true)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect((await request(t.app).get(`/api/events/${id}/checkins`)).status).toBe(404)
    // nor can anyone but its owner save it or check in on it
    const saved = await request(t.app)
      .post('/api/wishlist')
      .set(bearer(reporter(0).idToken))
      .send({ eventID: id })
    expect(saved.status).toBe(404)
    const visit = await request(t.app)
      .post(`/api/events/${id}/checkins`)
      .set(bearer(reporter(0).idToken))
      .send({ visitDate: daysAgo(1), state: 'as-described', rating: 4, text: 'Fine.', photos: [], access: 0 })
    expect(visit.status).toBe(404)
    expect(
      (await request(t.app).post('/api/wishlist').set(bearer(owner.idToken)).send({ eventID: id })).status,
    ).toBe(201)

    // the rendered page and the sitemap read the same services
    const services = createServices({
      accounts: emulatorAdminAuth(),
      store: t.store,
      files: t.files,
      storage: { bucket: BUCKET, origins: [STORAGE_ORIGIN] },
    })
    expect(await pageDataOf(services.events, services.sharedLists).getEvent(id)).toBeNull()
    expect(await sitemap(services.events, 'https://travel.example', undefined)).not.toContain(id)
    // the author is told
    const notices = await request(t.app).get('/api/user/notices').set(bearer(owner.idToken))
    expect(notices.body.data.notices[0]).toMatchObject({ kind: 'hidden', key: `event:${id}`, read: false })
  })

  it('hides a check-in and a photo from everyone but their author', async () => {
    const id = await newEvent()
    const author = await signedInUser(t.app, 'reportcheckin')
    const photos = [
      await putFile(t.files, `checkins/${author.uid}/1700000000001_a.jpg`),
      await putFile(t.files, `checkins/${author.uid}/1700000000002_b.jpg`),
    ]
    const saved = await request(t.app)
      .post(`/api/events/${id}/checkins`)
      .set(bearer(author.idToken))
      .send({ visitDate: daysAgo(2), state: 'as-described', rating: 5, text: 'Lovely.', photos, access: 0 })
    expect(saved.status).toBe(201)
    const checkinId = saved.body.data.checkin._id as string
    for (const i of [0, 1, 2])
      await report(
        { target: { type: 'photo', id: checkinId, url: photos[1] }, reason: 'abusive' },
        reporter(i),
      )
    const read = async (user?: User) => {
      const req = request(t.app).get(`/api/events/${id}/checkins`)
      return (await (user ? req.set(bearer(user.idToken)) : req)).body.data.checkins as Record<
        string,
        unknown
      >[]
    }
    expect((await read())[0]).toMatchObject({ photos: [photos[0]] })
    expect((await read())[0]).not.toHaveProperty('hiddenPhotos')
    expect((await read(author))[0]).toMatchObject({ photos, hiddenPhotos: [photos[1]] })

    for (const i of [0, 1, 2])
      await report({ target: { type: 'checkin', id: checkinId }, reason: 'spam' }, reporter(i))
    expect(await read()).toEqual([])
    expect((await read(author))[0]).toMatchObject({ _id: checkinId, hidden: true })
    const ownList = await request(t.app).get('/api/user/checkins').set(bearer(author.idToken))
    expect(ownList.body.data.checkins[0]).toMatchObject({ _id: checkinId, hidden: true })
  })
})
