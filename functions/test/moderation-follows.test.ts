// Moderation over HTTP with real ID tokens, where an author or the clock might dodge it: hiding follows a
// check-in's id through a delete and a move, a photo report follows the photo, a decision names the
// state it was made on, and a decision on what is already gone tells nobody it was removed.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { fileTestApp, nth, postEvent, signedInModerator, signedInUsers, type User } from './http-test'
import { bearer, daysAgo, putFile, queuedVersion } from './test-app'

let owner: User
let author: User
let moderator: User
let reporters: User[] = []

const t = fileTestApp(async ({ app }) => {
  ;[owner, author] = await signedInUsers(app, ['followowner', 'followauthor'])
  moderator = await signedInModerator(app, 'followmod')
  reporters = await signedInUsers(app, ['followrep1', 'followrep2', 'followrep3', 'followrep4'])
})

const reporter = (i: number) => nth(reporters, i)

const newEvent = async (title = 'Riverside meadow') => (await postEvent(t.app, owner, { title }))._id

let photoSerial = 0
async function authorPhoto() {
  photoSerial++
  return putFile(
    t.files,
    `checkins/${author.uid}/17100000000${String(photoSerial).padStart(2, '0')}_view.jpg`,
  )
}

const visit = (overrides: Record<string, unknown> = {}) => ({
  visitDate: daysAgo(2),
  state: 'as-described',
  rating: 5,
  text: 'Quiet night by the water.',
  photos: [],
  access: 0,
  ...overrides,
})

async function checkIn(eventId: string, body: object) {
  const res = await request(t.app)
    .post(`/api/events/${eventId}/checkins`)
    .set(bearer(author.idToken))
    .send(body)
  expect(res.status).toBeLessThan(300)
  return res.body.data as { checkin: { _id: string; hidden?: true }; summary: { checkins: number } }
}

const report = (target: object, by: User) =>
  request(t.app).post('/api/reports').set(bearer(by.idToken)).send({ target, reason: 'abusive' })

async function reportedByThree(target: object) {
  for (const i of [0, 1, 2]) expect((await report(target, reporter(i))).status).toBe(201)
}

/** The event's check-ins as a reader without a token sees them, and its summary's count. */
async function publicView(eventId: string) {
  const list = await request(t.app).get(`/api/events/${eventId}/checkins`)
  const event = await request(t.app).get(`/api/events/${eventId}`)
  return {
    checkins: (list.body.data.checkins as { _id: string; photos: string[] }[]).map((c) => ({
      id: c._id,
      photos: c.photos,
    })),
    count: event.body.data.checkins as number,
  }
}

async function queueItem(key: string) {
  const res = await request(t.app).get('/api/moderation/queue').set(bearer(moderator.idToken))
  return (res.body.data.items as { key: string; hidden: boolean; reporters: number; version: number }[]).find(
    (i) => i.key === key,
  )
}

const decide = (key: string, body: object, language = 'en') =>
  request(t.app)
    .post(`/api/moderation/items/${key}/decision`)
    .set(bearer(moderator.idToken))
    .set('Accept-Language', language)
    .send(body)

describe('hiding follows the check-in', () => {
  it('keeps a hidden check-in hidden when its author deletes it and posts the same day again', async () => {
    const eventId = await newEvent()
    const first = await checkIn(eventId, visit())
    const id = first.checkin._id
    await reportedByThree({ type: 'checkin', id })
    expect(await publicView(eventId)).toEqual({ checkins: [], count: 0 })

    await request(t.app)
      .delete(`/api/events/${eventId}/checkins/${id}`)
      .set(bearer(author.idToken))
      .expect(200)
    const again = await checkIn(eventId, visit({ text: 'Posted again, nothing to see here.' }))
    expect(again.checkin).toMatchObject({ _id: id, hidden: true })
    expect(again.summary.checkins).toBe(0)
    expect(await publicView(eventId)).toEqual({ checkins: [], count: 0 })

    // a further report tells the truth: hidden, and it is
    const fourth = await report({ type: 'checkin', id }, reporter(3))
    expect(fourth.body.data.hidden).toBe(true)
    expect(await publicView(eventId)).toEqual({ checkins: [], count: 0 })

    // the moderator sees the new text under the same key, and keeping it shows it and counts it
    const item = await queueItem(`checkin:${id}`)
    expect(item).toMatchObject({ hidden: true, reporters: 4 })
    const kept = await decide(`checkin:${id}`, {
      action: 'keep',
      reason: 'no-breach',
      version: item?.version,
    })
    expect(kept.status).toBe(200)
    expect(await publicView(eventId)).toEqual({ checkins: [{ id, photos: [] }], count: 1 })
  })

  it('moves the hiding with a check-in moved to another day, so the queue key restores it', async () => {
    const eventId = await newEvent()
    const { checkin } = await checkIn(eventId, visit({ visitDate: daysAgo(3) }))
    await reportedByThree({ type: 'checkin', id: checkin._id })
    const moved = await request(t.app)
      .put(`/api/events/${eventId}/checkins/${checkin._id}`)
      .set(bearer(author.idToken))
      .send(visit({ visitDate: daysAgo(4) }))
    expect(moved.status).toBe(200)
    const newId = moved.body.data.checkin._id as string
    expect(newId).not.toBe(checkin._id)
    expect(moved.body.data.checkin.hidden).toBe(true)
    expect(await publicView(eventId)).toEqual({ checkins: [], count: 0 })

    // the queue shows the item under its new key, with its reports; the old key has nothing to decide
    expect(await queueItem(`checkin:${checkin._id}`)).toBeUndefined()
    const item = await queueItem(`checkin:${newId}`)
    expect(item).toMatchObject({ hidden: true, reporters: 3 })
    const stale = await decide(`checkin:${checkin._id}`, {
      action: 'restore',
      reason: 'no-breach',
      version: 0,
    })
    expect(stale.status).toBe(404)
    expect(await publicView(eventId)).toEqual({ checkins: [], count: 0 })

    const restored = await decide(`checkin:${newId}`, {
      action: 'restore',
      reason: 'no-breach',
      version: item?.version,
    })
    expect(restored.status).toBe(200)
    expect(restored.body.data).toMatchObject({ removed: false, hidden: false })
    expect(await publicView(eventId)).toEqual({ checkins: [{ id: newId, photos: [] }], count: 1 })
  })
})

describe('a photo report names the photo', () => {
  it('hides the reported photo after the author removes the one before it, wherever it then sits', async () => {
    const eventId = await newEvent()
    const [first, second, third] = [await authorPhoto(), await authorPhoto(), await authorPhoto()]
    if (!first || !second || !third) throw new Error('no photos')
    const { checkin } = await checkIn(eventId, visit({ photos: [first, second] }))
    const id = checkin._id
    for (const i of [0, 1])
      expect((await report({ type: 'photo', id, url: second }, reporter(i))).status).toBe(201)

    // the author takes out the photo before it, and adds another in front
    const edited = await request(t.app)
      .put(`/api/events/${eventId}/checkins/${id}`)
      .set(bearer(author.idToken))
      .send(visit({ photos: [third, second] }))
    expect(edited.status).toBe(200)
    const last = await report({ type: 'photo', id, url: second }, reporter(2))
    expect(last.status).toBe(201)
    expect(last.body.data.hidden).toBe(true)
    expect((await publicView(eventId)).checkins).toEqual([{ id, photos: [third] }])
    const own = await request(t.app).get(`/api/events/${eventId}/checkins`).set(bearer(author.idToken))
    expect(own.body.data.checkins[0]).toMatchObject({ photos: [third, second], hiddenPhotos: [second] })

    // the removed photo can no longer be reported, and the one hidden stays hidden in another place
    expect((await report({ type: 'photo', id, url: first }, reporter(3))).status).toBe(404)
    await request(t.app)
      .put(`/api/events/${eventId}/checkins/${id}`)
      .set(bearer(author.idToken))
      .send(visit({ photos: [second, third] }))
      .expect(200)
    expect((await publicView(eventId)).checkins).toEqual([{ id, photos: [third] }])
  })
})

describe('a decision names the state it was made on', () => {
  it('answers 409 when reports came in after the moderator read the item, and dismisses nothing', async () => {
    const eventId = await newEvent('Disputed lay-by')
    const key = `event:${eventId}`
    expect((await report({ type: 'event', id: eventId }, reporter(0))).status).toBe(201)
    const seen = await queuedVersion(t.app, moderator.idToken, key)
    expect((await report({ type: 'event', id: eventId }, reporter(1))).status).toBe(201)

    const late = await decide(key, { action: 'keep', reason: 'no-breach', version: seen }, 'sk')
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({
      code: 'moderation_item_changed',
      message:
        'Položka sa od otvorenia zmenila: prišli nové hlásenia alebo o\u00a0nej rozhodol iný moderátor. Prečítajte si ju znova a\u00a0potom rozhodnite.',
    })
    expect(await queueItem(key)).toMatchObject({ reporters: 2 })
    const reporterNotices = await request(t.app)
      .get('/api/user/notices')
      .set(bearer(reporter(1).idToken))
    expect((reporterNotices.body.data.notices as { key: string }[]).some((n) => n.key === key)).toBe(false)

    const missing = await decide(key, { action: 'keep', reason: 'no-breach' })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toEqual({
      version: 'The version of the item you decide on is missing. Load the queue again.',
    })
    const current = await queuedVersion(t.app, moderator.idToken, key)
    expect((await decide(key, { action: 'keep', reason: 'no-breach', version: current })).status).toBe(200)
    expect(await queueItem(key)).toBeUndefined()
  })
})

describe('a decision on what is gone', () => {
  it('answers removed: false and tells nobody when the owner already deleted the event', async () => {
    const eventId = await newEvent('Deleted before the decision')
    const key = `event:${eventId}`
    expect((await report({ type: 'event', id: eventId }, reporter(0))).status).toBe(201)
    const version = await queuedVersion(t.app, moderator.idToken, key)
    await request(t.app).delete(`/api/events/${eventId}`).set(bearer(owner.idToken)).expect(200)

    const removed = await decide(key, { action: 'remove', reason: 'spam', version })
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ key, action: 'remove', removed: false, hidden: false })
    expect(await queueItem(key)).toBeUndefined()
    for (const user of [owner, reporter(0)]) {
      const notices = await request(t.app).get('/api/user/notices').set(bearer(user.idToken))
      expect((notices.body.data.notices as { key: string }[]).filter((n) => n.key === key)).toEqual([])
    }
  })
})
