// Duplicates over HTTP with real ID tokens: a traveller's claim and its refusals in the reader's
// language with nothing stored, the moderators' queue of pairs, a merge (only moderators), and the
// merged event's address answering a permanent redirect to the kept one with every check-in.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { EventDto, MergeQueueDto, NoticeDto } from '@travel/domain'
import { as, fileTestApp, postEvent, signedInModerator, signedInUsers, type User } from './http-test'
import { daysAgo } from './test-app'

let author: User
let other: User
let traveller: User
let moderator: User

const t = fileTestApp(async ({ app }) => {
  ;[author, other, traveller] = await signedInUsers(app, ['mergeauthor', 'mergeother', 'mergetraveller'])
  moderator = await signedInModerator(app, 'mergemira')
})

const newEvent = (owner: User, overrides: Record<string, unknown> = {}) => postEvent(t.app, owner, overrides)

async function checkIn(eventId: string, user: User, visitDate: string, rating: number) {
  const res = await as(request(t.app).post(`/api/events/${eventId}/checkins`), user).send({
    visitDate,
    state: 'as-described',
    rating,
    text: '',
    photos: [],
    access: 0,
  })
  expect(res.status).toBe(201)
}

const claim = (eventId: string, body: object, user?: User, language = 'en') =>
  as(request(t.app).post(`/api/events/${eventId}/duplicates`), user, language).send(body)
const queue = (user?: User) => as(request(t.app).get('/api/moderation/merges'), user)
const decide = (pair: string, body: object, user?: User, language = 'en') =>
  as(request(t.app).post(`/api/moderation/merges/${pair}/decision`), user, language).send(body)

/** Two events of one camp a few hundred metres apart, by two authors. */
async function pairOfCamp(title: string) {
  const older = await newEvent(author, { title: `${title} camp`, coordinates: [48.9, 19.6] })
  const newer = await newEvent(other, { title: `${title} lake camp`, coordinates: [48.902, 19.601] })
  return { older, newer, pair: [older._id, newer._id].sort().join('~') }
}

describe('claiming a duplicate', () => {
  it('refuses bad input with a 400 in the reader language and stores nothing', async () => {
    const { older, newer } = await pairOfCamp('Refusals')
    const far = await newEvent(other, { coordinates: [48.95, 19.6] })
    const cases: [object, string, string][] = [
      [{ otherId: newer._id }, 'reason', 'Napíšte, prečo ide o\u00a0to isté miesto'],
      [{ otherId: newer._id, reason: '   ' }, 'reason', 'Napíšte'],
      [{ otherId: 'bad id!', reason: 'Same.' }, 'otherId', 'Zvoľte tip'],
      [{ otherId: older._id, reason: 'Same.' }, 'otherId', 'duplikátom seba'],
      [{ otherId: far._id, reason: 'Same.' }, 'otherId', 'najviac 2\u00a0km'],
      [{ otherId: newer._id, reason: 'x'.repeat(1001) }, 'reason', 'Text môže mať najviac'],
    ]
    for (const [body, field, words] of cases) {
      const res = await claim(older._id, body, traveller, 'sk')
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field)
      expect(String(res.body.fields[field])).toContain(words)
    }
    expect((await claim(older._id, { otherId: 'missingevent1', reason: 'Same.' }, traveller)).status).toBe(
      404,
    )
    expect((await claim('missingevent1', { otherId: older._id, reason: 'Same.' }, traveller)).status).toBe(
      404,
    )
    expect((await claim(older._id, { otherId: newer._id, reason: 'Same.' })).status).toBe(401)
    const listed = (await queue(moderator)).body.data as MergeQueueDto
    expect(listed.items.some((i) => i.events.some((e) => e._id === older._id))).toBe(false)
  })

  it('keeps one claim per traveller and pair: a second replaces the first (200)', async () => {
    const { older, newer, pair } = await pairOfCamp('Twice')
    const first = await claim(older._id, { otherId: newer._id, reason: 'Same camp.' }, traveller)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ pair, eventId: older._id, otherId: newer._id })
    const second = await claim(newer._id, { otherId: older._id, reason: 'Same camp, new name.' }, traveller)
    expect(second.status).toBe(200)
    const item = ((await queue(moderator)).body.data as MergeQueueDto).items.find((i) => i.pair === pair)
    expect(item).toMatchObject({ claimants: 1, reasons: ['Same camp, new name.'] })
  })
})

describe('merging a claimed pair', () => {
  it('only moderators see the queue and decide; bad pairs and bodies are refused', async () => {
    const { older, newer, pair } = await pairOfCamp('Authz')
    await claim(older._id, { otherId: newer._id, reason: 'Same camp.' }, traveller)
    expect((await queue()).status).toBe(401)
    expect((await queue(traveller)).status).toBe(403)
    const body = { action: 'merge', keep: older._id, reason: 'Same camp.' }
    expect((await decide(pair, body)).status).toBe(401)
    expect((await decide(pair, body, author)).status).toBe(403)
    expect((await decide('not-a-pair', body, moderator)).status).toBe(404)
    expect((await decide('aaaa~bbbb', { ...body, keep: 'aaaa' }, moderator)).status).toBe(404)
    const noReason = await decide(pair, { action: 'merge', keep: older._id }, moderator, 'sk')
    expect(noReason.status).toBe(400)
    expect(noReason.body.fields.reason).toContain('Uveďte dôvod')
    const wrongKeep = await decide(pair, { ...body, keep: 'someotherevent' }, moderator)
    expect(wrongKeep.status).toBe(400)
    expect(wrongKeep.body.fields.keep).toBe('Choose which of the two events stays.')
    expect((await decide(pair, { ...body, action: 'split' }, moderator)).status).toBe(400)
    expect((await as(request(t.app).get(`/api/events/${newer._id}`)).redirects(0)).status).toBe(200)
  })

  it('merges: the old address redirects to the kept event with every check-in, wishlists de-duplicated', async () => {
    const { older, newer, pair } = await pairOfCamp('Merge')
    await checkIn(older._id, traveller, daysAgo(5), 5)
    await checkIn(newer._id, traveller, daysAgo(3), 3)
    await checkIn(newer._id, moderator, daysAgo(2), 1)
    for (const id of [older._id, newer._id])
      expect((await as(request(t.app).post('/api/wishlist'), traveller).send({ eventID: id })).status).toBe(
        201,
      )
    await claim(newer._id, { otherId: older._id, reason: 'The same camp by the lake.' }, traveller)

    const item = ((await queue(moderator)).body.data as MergeQueueDto).items.find((i) => i.pair === pair)
    expect(item?.suggestedKeep).toBe(newer._id) // more check-ins
    expect(item?.distanceKm).toBeGreaterThan(0.1)
    expect(item?.distanceKm).toBeLessThan(0.5)

    const res = await decide(
      pair,
      { action: 'merge', keep: older._id, reason: 'One camp, one tip.' },
      moderator,
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ pair, action: 'merge', keptId: older._id, removedId: newer._id })

    const moved = await as(request(t.app).get(`/api/events/${newer._id}`)).redirects(0)
    expect(moved.status).toBe(308)
    expect(moved.headers.location).toBe(`/api/events/${older._id}`)
    const kept = (await as(request(t.app).get(moved.headers.location as string))).body.data as EventDto
    expect(kept).toMatchObject({ _id: older._id, checkins: 3, rating: { average: 3, count: 3 } })
    expect(kept.mergedPhotos).toEqual([
      { url: newer.image, thumbnail: null, from: newer.title, by: other.username },
    ])
    const checkins = await as(request(t.app).get(`/api/events/${older._id}/checkins`))
    expect(checkins.body.data.checkins).toHaveLength(3)

    const wishlist = await as(request(t.app).get('/api/wishlist'), traveller)
    const ids = (wishlist.body.data as { eventID: string }[]).map((e) => e.eventID)
    expect(ids.filter((id) => id === older._id)).toHaveLength(1)
    expect(ids).not.toContain(newer._id)

    const list = await as(request(t.app).get('/api/events?limit=50'))
    expect((list.body.data as { _id: string }[]).map((e) => e._id)).not.toContain(newer._id)

    const history = await as(request(t.app).get(`/api/events/${older._id}/history`))
    expect(history.body.data.revisions[0]).toMatchObject({ kind: 'merge' })

    for (const [user, id] of [
      [author, older._id],
      [other, newer._id],
    ] as const) {
      const notices = (await as(request(t.app).get('/api/user/notices'), user)).body.data
        .notices as NoticeDto[]
      expect(notices[0]).toMatchObject({ kind: 'decision-author', action: 'merge', key: `event:${id}` })
    }
    const log = await as(request(t.app).get('/api/moderation/log'), moderator)
    expect(log.body.data.entries[0]).toMatchObject({
      action: 'merge',
      reason: 'duplicate',
      text: 'One camp, one tip.',
    })
    expect(
      (await decide(pair, { action: 'merge', keep: older._id, reason: 'Again.' }, moderator)).status,
    ).toBe(404)
  })

  it('a trip stop of the merged event answers as the kept one, in the trip and its export', async () => {
    const { older, newer, pair } = await pairOfCamp('Trip')
    const created = await as(request(t.app).post('/api/trips'), traveller).send({ name: 'Tatra loop' })
    expect(created.status).toBe(201)
    const added = await as(request(t.app).post(`/api/trips/${created.body.data._id}/stops`), traveller).send({
      version: created.body.data.version,
      eventId: newer._id,
    })
    expect(added.status).toBe(201)
    await claim(older._id, { otherId: newer._id, reason: 'Same camp.' }, traveller)
    const merged = await decide(pair, { action: 'merge', keep: older._id, reason: 'One camp.' }, moderator)
    expect(merged.status).toBe(200)

    const trip = await as(request(t.app).get(`/api/trips/${created.body.data._id}`), traveller)
    expect(trip.body.data.stops).toMatchObject([
      { kind: 'event', eventId: older._id, event: { _id: older._id, title: 'Trip camp' } },
    ])
    const gpx = await as(request(t.app).get(`/api/trips/${created.body.data._id}/export.gpx`), traveller)
    expect(gpx.status).toBe(200)
    expect(gpx.text).toContain('Trip camp')
  })

  it('a merge whose kept event was deleted meanwhile answers 409 and moves nothing', async () => {
    const { older, newer, pair } = await pairOfCamp('Gone')
    await checkIn(newer._id, traveller, daysAgo(3), 4)
    await claim(newer._id, { otherId: older._id, reason: 'Same camp.' }, traveller)
    expect((await as(request(t.app).delete(`/api/events/${older._id}`), author)).status).toBe(200)
    const res = await decide(pair, { action: 'merge', keep: older._id, reason: 'Same.' }, moderator, 'sk')
    expect(res.status).toBe(409)
    expect(res.body.message).toContain('nič sa nezlúčilo')
    const still = await as(request(t.app).get(`/api/events/${newer._id}`)).redirects(0)
    expect(still.status).toBe(200)
    expect(still.body.data).toMatchObject({ checkins: 1 })
  })

  it('declining leaves both events and logs the reason', async () => {
    const { older, newer, pair } = await pairOfCamp('Decline')
    await claim(older._id, { otherId: newer._id, reason: 'Same camp?' }, traveller)
    const res = await decide(pair, { action: 'decline', reason: 'Two camps on two shores.' }, moderator)
    expect(res.body.data).toEqual({ pair, action: 'decline', keptId: null, removedId: null })
    for (const id of [older._id, newer._id])
      expect((await as(request(t.app).get(`/api/events/${id}`))).status).toBe(200)
    const log = await as(request(t.app).get('/api/moderation/log'), moderator)
    expect(log.body.data.entries[0]).toMatchObject({ action: 'decline', text: 'Two camps on two shores.' })
  })
})
