// The bell over HTTP with real ID tokens: what each happening tells whom, the unread count the header
// polls, marking read, the settings (and their refusals in the reader's language), the e-mails queued
// for the Trigger Email extension, the one-click unsubscribe link, the daily digest and exact counts.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { NoticeDto, NoticeSettingsDto, NoticesDto, SuggestionDto } from '@travel/domain'
import { createServices } from '../src/services'
import type { MailRecord } from '../src/store/port'
import { emulatorAdminAuth } from './admin'
import { as, fileTestApp, makeModerator, postEvent, type User } from './http-test'
import { BUCKET, STORAGE_ORIGIN, SITE_ORIGIN, daysAgo, queuedVersion, signedInUser } from './test-app'

const t = fileTestApp()

/** A traveller signed in with this language: their e-mails are written in it. */
async function traveller(prefix: string, language = 'en'): Promise<User> {
  const user = await signedInUser(t.app, prefix)
  await as(request(t.app).post('/api/auth/signin'), user, language).send({}).expect(200)
  return user
}

const newEvent = (owner: User, overrides: Record<string, unknown> = {}) => postEvent(t.app, owner, overrides)

const checkIn = (eventId: string, user: User, overrides: Record<string, unknown> = {}) =>
  as(request(t.app).post(`/api/events/${eventId}/checkins`), user).send({
    visitDate: daysAgo(2),
    state: 'as-described',
    rating: 4,
    text: 'Quiet night.',
    photos: [],
    access: 0,
    ...overrides,
  })

async function page(user: User, after?: string): Promise<NoticesDto> {
  const res = await as(
    request(t.app)
      .get('/api/user/notices')
      .query(after ? { after } : {}),
    user,
  )
  expect(res.status).toBe(200)
  return res.body.data as NoticesDto
}

async function unread(user: User): Promise<number> {
  const res = await as(request(t.app).get('/api/user/notices/unread'), user)
  expect(res.status).toBe(200)
  return res.body.data.unread as number
}

const mailTo = (user: User): Promise<MailRecord[]> => t.store.mail.mailTo(user.email, 50)

const saveSettings = (user: User, body: object, language = 'en') =>
  as(request(t.app).put('/api/user/notices/settings'), user, language).send(body)

function services() {
  return createServices({
    accounts: emulatorAdminAuth(),
    store: t.store,
    files: t.files,
    storage: { bucket: BUCKET, origins: [STORAGE_ORIGIN] },
    site: SITE_ORIGIN,
  })
}

describe('who hears of what', () => {
  it("tells an event's author of a suggestion at once, by bell and e-mail, and the suggester of the decision", async () => {
    const author = await traveller('ntauthor', 'sk')
    const suggester = await traveller('ntsugg')
    const fan = await traveller('ntfan')
    const event = await newEvent(author, { title: 'Tábor pri mlyne' })
    await as(request(t.app).post('/api/wishlist'), fan).send({ eventID: event._id }).expect(201)

    const sent = await as(request(t.app).post(`/api/events/${event._id}/suggestions`), suggester)
      .send({ changes: { title: 'Tábor pri starom mlyne' }, reason: 'The sign at the gate says so.' })
      .expect(201)
    const suggestion = sent.body.data as SuggestionDto

    expect(await unread(author)).toBe(1)
    const [received] = (await page(author)).notices
    expect(received).toMatchObject({
      kind: 'suggestion-received',
      eventId: event._id,
      suggestionId: suggestion.id,
      actor: { _id: suggester.uid, username: suggester.username },
      fields: ['title'],
      text: 'The sign at the gate says so.',
      label: 'Tábor pri mlyne',
      read: false,
    })
    const [mail] = await mailTo(author)
    expect(mail?.message.subject).toBe(`${suggester.username} navrhuje úpravu vášho tipu „Tábor pri mlyne“.`)
    expect(mail?.message.text).toContain(`${SITE_ORIGIN}/suggestions?lang=sk`)
    expect(mail?.message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail?.message.html).toContain('lang="sk"')

    await as(request(t.app).post(`/api/suggestions/${suggestion.id}/decision`), author)
      .send({ action: 'accept', fields: ['title'], reason: 'Thanks!' })
      .expect(200)
    expect((await page(suggester)).notices[0]).toMatchObject({
      kind: 'suggestion-decided',
      accepted: ['title'],
      actor: { _id: author.uid },
      text: 'Thanks!',
    })
    expect((await mailTo(suggester))[0]?.message.text).toContain('Accepted. Answer: Thanks!')
    // The traveller who saved the event hears of the change, in the digest (no mail at once).
    expect((await page(fan)).notices[0]).toMatchObject({ kind: 'wishlist-change', fields: ['title'] })
    expect(await mailTo(fan)).toEqual([])
    // Nobody is told of their own doing.
    expect((await page(author)).notices.map((n) => n.kind)).toEqual(['suggestion-received'])
  })

  it('tells the author of each new check-in, a dispute apart, and not of an edit nor of their own', async () => {
    const author = await traveller('ntcauthor')
    const visitor = await traveller('ntcvisitor')
    const fan = await traveller('ntcfan')
    const event = await newEvent(author)
    await as(request(t.app).post('/api/wishlist'), fan).send({ eventID: event._id }).expect(201)

    await checkIn(event._id, visitor).expect(201)
    await checkIn(event._id, visitor, { text: 'Edited: quiet night.' }).expect(200)
    await checkIn(event._id, author, { visitDate: daysAgo(4) }).expect(201)
    await checkIn(event._id, fan, {
      visitDate: daysAgo(1),
      state: 'gone',
      text: 'Barrier across the road.',
    }).expect(201)

    const kinds = (await page(author)).notices.map((n) => [n.kind, 'actor' in n ? n.actor?.username : null])
    expect(kinds).toEqual([
      ['checkin-dispute', fan.username],
      ['checkin', visitor.username],
    ])
    expect(await unread(author)).toBe(2)
    // The traveller who saved the event hears of the others' visits, its author's too.
    const fanNotices = (await page(fan)).notices.map((n) => [n.kind, 'actor' in n ? n.actor?.username : null])
    expect(fanNotices).toEqual([
      ['wishlist-checkin', author.username],
      ['wishlist-checkin', visitor.username],
    ])
    // Check-ins come as a digest by default: nothing at once.
    expect(await mailTo(author)).toEqual([])
  })

  it('keeps notices to their reader: 401 without a token, and each sees only their own', async () => {
    const someone = await traveller('ntsomeone')
    for (const path of ['/api/user/notices', '/api/user/notices/unread', '/api/user/notices/settings'])
      expect((await request(t.app).get(path)).status).toBe(401)
    expect((await request(t.app).post('/api/user/notices/read').send({})).status).toBe(401)
    expect(await page(someone)).toEqual({ notices: [], unread: 0, next: null })
  })
})

describe('names in notices', () => {
  it('shows who did it by their name now: renamed, and a former traveller once their account is gone', async () => {
    const author = await traveller('ntnauthor')
    const visitor = await traveller('ntnvisitor')
    const event = await newEvent(author)
    await checkIn(event._id, visitor).expect(201)
    const renamed = `Renamed ${visitor.uid.slice(0, 6)}`
    await as(request(t.app).post(`/api/user/update/${visitor.uid}`), visitor)
      .send({ username: renamed })
      .expect(200)
    const [seen] = (await page(author)).notices
    expect(seen && 'actor' in seen ? seen.actor : undefined).toEqual({ _id: visitor.uid, username: renamed })
    await as(request(t.app).delete(`/api/user/delete/${visitor.uid}`), visitor).expect(200)
    const [after] = (await page(author)).notices
    expect(after && 'actor' in after ? after.actor : undefined).toBeNull()
  })

  it('refuses a cursor it did not give', async () => {
    const someone = await traveller('ntcursor')
    const res = await as(request(t.app).get('/api/user/notices').query({ after: '@@' }), someone, 'sk')
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('cursor')
  })
})

describe('reading notices', () => {
  it('marks one read, then all, and the count the header polls follows', async () => {
    const author = await traveller('ntrauthor')
    const event = await newEvent(author)
    for (const i of [1, 2, 3]) await checkIn(event._id, await traveller(`ntrv${i}`)).expect(201)
    const { notices } = await page(author)
    expect(await unread(author)).toBe(3)
    const one = await as(request(t.app).post('/api/user/notices/read'), author).send({
      ids: [notices[0]?.id],
    })
    expect(one.body.data).toEqual({ unread: 2 })
    expect(await unread(author)).toBe(2)
    await as(request(t.app).post('/api/user/notices/read'), author).send({}).expect(200)
    expect(await unread(author)).toBe(0)
    expect((await page(author)).notices.every((n: NoticeDto) => n.read)).toBe(true)
  })

  it('pages 20 at a time, newest first, and counts concurrent check-ins exactly', async () => {
    const author = await traveller('ntpauthor')
    const event = await newEvent(author)
    const visitors = await Promise.all(Array.from({ length: 23 }, (_, i) => traveller(`ntpv${i}`)))
    const answers = await Promise.all(visitors.map((v) => checkIn(event._id, v)))
    expect(answers.map((a) => a.status)).toEqual(visitors.map(() => 201))
    expect(await unread(author)).toBe(23)
    const first = await page(author)
    expect(first.notices).toHaveLength(20)
    expect(first.next).not.toBeNull()
    const second = await page(author, first.next ?? undefined)
    expect(second.notices).toHaveLength(3)
    expect(second.next).toBeNull()
    const all = [...first.notices, ...second.notices]
    expect(new Set(all.map((n) => n.id)).size).toBe(23)
    expect(all.map((n) => n.createdAt)).toEqual([...all.map((n) => n.createdAt)].sort().reverse())
  })
})

describe('settings and e-mail', () => {
  it('answers the defaults, saves a change, and refuses a bad one in the reader language with nothing stored', async () => {
    const user = await traveller('ntsettings', 'sk')
    const first = await as(request(t.app).get('/api/user/notices/settings'), user)
    expect(first.body.data).toMatchObject({
      language: 'sk',
      settings: { suggestions: { bell: true, mail: 'instant' }, checkins: { bell: true, mail: 'digest' } },
    })
    const bad = await saveSettings(user, { settings: { checkins: { bell: true, mail: 'hourly' } } }, 'sk')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('Tieto nastavenia oznámení nie sú platné.')
    // Like every body of the API, a field it does not know is left out, so it changes nothing.
    const unknown = await saveSettings(
      user,
      { settings: { everything: { bell: false, mail: 'never' } } },
      'sk',
    )
    expect(unknown.status).toBe(200)
    const after = await as(request(t.app).get('/api/user/notices/settings'), user)
    expect(after.body.data).toEqual(first.body.data)

    const saved = await saveSettings(user, {
      settings: { checkins: { bell: false, mail: 'never' }, moderation: { bell: false, mail: 'never' } },
      language: 'en',
    })
    expect(saved.status).toBe(200)
    const dto = saved.body.data as NoticeSettingsDto
    expect(dto.language).toBe('en')
    expect(dto.settings.checkins).toEqual({ bell: false, mail: 'never' })
    // A moderator's decision about one's own content always reaches the bell.
    expect(dto.settings.moderation).toEqual({ bell: true, mail: 'never' })
  })

  it('writes no notice for a topic turned off, and a read one for a topic only mailed', async () => {
    const author = await traveller('ntoff')
    await saveSettings(author, { settings: { checkins: { bell: false, mail: 'never' } } }).expect(200)
    await saveSettings(author, { settings: { disputes: { bell: false, mail: 'instant' } } }).expect(200)
    const event = await newEvent(author)
    await checkIn(event._id, await traveller('ntoffv1')).expect(201)
    await checkIn(event._id, await traveller('ntoffv2'), { state: 'changed' }).expect(201)
    const { notices } = await page(author)
    expect(notices.map((n) => [n.kind, n.read])).toEqual([['checkin-dispute', true]])
    expect(await unread(author)).toBe(0)
    expect(await mailTo(author)).toHaveLength(1)
  })

  it('sends the day’s check-ins in one digest, once, and its link unsubscribes signed out', async () => {
    const author = await traveller('ntdigest')
    const event = await newEvent(author, { title: 'Digest meadow' })
    await checkIn(event._id, await traveller('ntdv1')).expect(201)
    await checkIn(event._id, await traveller('ntdv2')).expect(201)
    expect(await mailTo(author)).toEqual([])

    const run = await services().notices.sendDigests(new Date())
    expect(run.mails).toBeGreaterThanOrEqual(1)
    const mails = await mailTo(author)
    expect(mails).toHaveLength(1)
    const [digest] = mails
    expect(digest?.message.subject).toBe('Your day on Off-road & On-road Travel: 2 notices')
    expect(digest?.message.text.match(/checked in at your event "Digest meadow"/g)).toHaveLength(2)
    await services().notices.sendDigests(new Date())
    expect(await mailTo(author)).toHaveLength(1)

    const link = /<(.+)>/.exec(digest?.message.headers['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(link.startsWith(`${SITE_ORIGIN}/api/notices/unsubscribe?token=`)).toBe(true)
    const token = new URL(link).searchParams.get('token') ?? ''
    // A scanner fetching the link changes nothing; the one-click POST does, signed out.
    expect((await request(t.app).get('/api/notices/unsubscribe').query({ token })).status).toBe(404)
    const off = await request(t.app)
      .post('/api/notices/unsubscribe')
      .query({ token })
      .send('List-Unsubscribe=One-Click')
    expect(off.status).toBe(200)
    expect(off.body.data).toEqual({ topics: ['checkins'], mail: 'never' })
    const settings = (await as(request(t.app).get('/api/user/notices/settings'), author)).body.data
    expect(settings.settings.checkins).toEqual({ bell: true, mail: 'never' })

    const forged = Buffer.from(`${author.uid}.checkins.not-the-key`).toString('base64url')
    const refused = await request(t.app)
      .post('/api/notices/unsubscribe')
      .set('Accept-Language', 'sk')
      .send({ token: forged })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('unsubscribe_invalid')
    expect(refused.body.message).toContain('Tento odkaz na odhlásenie nie je platný.')
  })
})

describe('moderation through the bell', () => {
  it('tells the author when reports hide their event, counted and mailed at once', async () => {
    const author = await traveller('ntmauthor')
    const event = await newEvent(author, { title: 'Reported ridge' })
    for (const i of [1, 2, 3]) {
      const reporter = await traveller(`ntmrep${i}`)
      await as(request(t.app).post('/api/reports'), reporter)
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send({ target: { type: 'event', id: event._id }, reason: 'spam', text: '' })
        .expect(201)
    }
    expect(await unread(author)).toBe(1)
    expect((await page(author)).notices[0]).toMatchObject({ kind: 'hidden', key: `event:${event._id}` })
    expect((await mailTo(author))[0]?.message.subject).toBe(
      'Reports have hidden "Reported ridge" until a moderator decides.',
    )

    // A moderator shows it again: the author hears of the decision, and the history keeps it.
    const moderator = await traveller('ntmmira')
    await makeModerator(moderator)
    const key = `event:${event._id}`
    await as(request(t.app).post(`/api/moderation/items/${encodeURIComponent(key)}/decision`), moderator)
      .send({
        action: 'keep',
        reason: 'no-breach',
        text: 'The ridge is real.',
        version: await queuedVersion(t.app, moderator.idToken, key),
      })
      .expect(200)
    expect(await unread(author)).toBe(2)
    expect((await page(author)).notices[0]).toMatchObject({ kind: 'decision-author', action: 'keep' })
    const history = (await request(t.app).get(`/api/events/${event._id}/history`)).body.data.revisions
    expect(history[0]).toMatchObject({
      kind: 'moderation',
      by: { _id: moderator.uid },
      reason: 'The ridge is real.',
      changes: [],
    })
  })
})

describe('a deleted account', () => {
  it('takes its notices and inbox with it', async () => {
    const author = await traveller('ntgone')
    const event = await newEvent(author)
    await checkIn(event._id, await traveller('ntgonev')).expect(201)
    expect(await unread(author)).toBe(1)
    await as(request(t.app).delete(`/api/user/delete/${author.uid}`), author).expect(200)
    expect(await t.store.notices.getInbox(author.uid)).toBeNull()
    expect((await t.store.notices.noticesOf(author.uid, 10, '')).notices).toEqual([])
  })
})
