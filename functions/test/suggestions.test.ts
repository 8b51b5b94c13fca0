// Suggested edits over HTTP with real ID tokens: who may suggest and decide, every bad input a 400 in the
// reader's language with nothing stored, accepting some fields as an edit kept in the history, the
// limits, and a suggestion the author has since overtaken.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { HistoryDto, SuggestionDto } from '@travel/domain'
import { as, fileTestApp, postEvent, signedInModerator, signedInUsers, type User } from './http-test'
import { eventBody, signedInUser } from './test-app'

let author: User
let traveller: User
let another: User
let moderator: User

const t = fileTestApp(async ({ app }) => {
  ;[author, traveller, another] = await signedInUsers(app, ['suggauthor', 'suggtraveller', 'suggother'])
  moderator = await signedInModerator(app, 'suggmira')
})

const newEvent = (overrides: Record<string, unknown> = {}) => postEvent(t.app, author, overrides)

const suggest = (eventId: string, body: object, user?: User, language = 'en') =>
  as(request(t.app).post(`/api/events/${eventId}/suggestions`), user, language).send(body)
const decide = (id: string, body: object, user?: User, language = 'en') =>
  as(request(t.app).post(`/api/suggestions/${id}/decision`), user, language).send(body)
const inbox = async (user: User) =>
  (await as(request(t.app).get('/api/suggestions/mine'), user)).body.data as {
    received: { suggestions: SuggestionDto[] }
    sent: { suggestions: SuggestionDto[] }
  }

describe('suggesting an edit', () => {
  it('shows the author old → new with the reason; accepting one field edits the event and its history', async () => {
    const event = await newEvent({ title: 'Camp at the old mill', coordinates: [48.1, 19.1], access: 0 })
    const sent = await suggest(
      event._id,
      {
        changes: { coordinates: [48.105, 19.102], access: 2 },
        reason: 'The pin is on the road; the track needs off-road now.',
      },
      traveller,
    )
    expect(sent.status).toBe(201)
    const suggestion = sent.body.data as SuggestionDto
    expect(suggestion).toMatchObject({
      state: 'open',
      by: { _id: traveller.uid, username: traveller.username },
      changes: [
        { field: 'access', before: 0, after: 2 },
        { field: 'coordinates', before: [48.1, 19.1], after: [48.105, 19.102] },
      ],
    })
    expect((await inbox(author)).received.suggestions.map((s) => s.id)).toEqual([suggestion.id])
    expect((await inbox(traveller)).sent.suggestions.map((s) => s.id)).toEqual([suggestion.id])

    const accepted = await decide(suggestion.id, { action: 'accept', fields: ['coordinates'] }, author)
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.event).toMatchObject({ coordinates: [48.105, 19.102], access: 0 })
    expect(accepted.body.data.suggestion).toMatchObject({
      state: 'accepted',
      accepted: ['coordinates'],
      decidedBy: { _id: author.uid },
    })
    // The event page credits the suggester while the suggestion is the event's last change.
    const page = await as(request(t.app).get(`/api/events/${event._id}`))
    expect(page.body.data.updatedFrom).toEqual({ by: traveller.username, at: expect.any(String) })
    const history = (await request(t.app).get(`/api/events/${event._id}/history`)).body.data as HistoryDto
    expect(history.revisions[0]).toMatchObject({
      kind: 'suggestion',
      by: { _id: traveller.uid },
      reason: 'The pin is on the road; the track needs off-road now.',
      changes: [{ field: 'coordinates', before: [48.1, 19.1], after: [48.105, 19.102] }],
    })
    expect((await inbox(author)).received.suggestions).toEqual([])
    // decided once
    const again = await decide(suggestion.id, { action: 'decline' }, author)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('suggestion_decided')
    // The author's own edit after it is the last change now: no credit any more.
    await as(request(t.app).put(`/api/events/${event._id}`), author)
      .send(eventBody(author, { title: 'Camp at the north mill', coordinates: [48.105, 19.102], access: 0 }))
      .expect(200)
    expect((await request(t.app).get(`/api/events/${event._id}`)).body.data.updatedFrom).toBeUndefined()
  })

  it('refuses bad input in the reader language and stores nothing', async () => {
    const event = await newEvent()
    const noReason = await suggest(event._id, { changes: { title: 'A better title' } }, traveller, 'sk')
    expect(noReason.status).toBe(400)
    expect(noReason.body.fields.reason).toBe(
      'Napíšte pár slovami prečo, napríklad „kohútik odstránili v\u00a0roku 2025“.',
    )
    const badTitle = await suggest(event._id, { changes: { title: 'x' }, reason: 'shorter' }, traveller)
    expect(badTitle.status).toBe(400)
    expect(Object.keys(badTitle.body.fields)).toEqual(['title'])
    const unknownField = await suggest(
      event._id,
      { changes: { ownerId: traveller.uid }, reason: 'mine' },
      traveller,
    )
    expect(unknownField.status).toBe(400)
    const unchanged = await suggest(
      event._id,
      { changes: { title: 'Lake camp under the Tatras' }, reason: 'same' },
      traveller,
    )
    expect(unchanged.status).toBe(400)
    expect(unchanged.body.fields.changes).toBe('Change at least one field.')
    expect((await inbox(author)).received.suggestions.filter((s) => s.eventId === event._id)).toEqual([])
  })

  it('is for signed-in travellers on others’ events; the decision is the author’s', async () => {
    const event = await newEvent()
    const body = {
      changes: { description: 'A quiet camp by the lake; the tap was removed in 2025.' },
      reason: 'No tap.',
    }
    expect((await suggest(event._id, body)).status).toBe(401)
    const own = await suggest(event._id, body, author)
    expect(own.status).toBe(403)
    expect(own.body.code).toBe('suggestion_own_event')
    expect((await suggest('no-such-event', body, traveller)).status).toBe(404)
    const sent = (await suggest(event._id, body, traveller)).body.data as SuggestionDto
    for (const user of [traveller, another, moderator]) {
      expect((await decide(sent.id, { action: 'decline' }, user)).status).toBe(403)
      expect(
        (
          await as(
            request(t.app).get(`/api/events/${event._id}/suggestions`),
            user === moderator ? undefined : user,
          )
        ).status,
      ).toBe(user === moderator ? 401 : 403)
    }
    const listed = await as(request(t.app).get(`/api/events/${event._id}/suggestions`), author)
    expect(listed.body.data.suggestions.map((s: SuggestionDto) => s.id)).toEqual([sent.id])
    const badAction = await decide(sent.id, { action: 'maybe' }, author, 'sk')
    expect(badAction.body.fields.action).toBe('Zvoľte prijať alebo zamietnuť.')
    expect((await decide(sent.id, { action: 'accept', fields: [] }, author)).status).toBe(400)
  })

  it('one open suggestion per traveller and event; a declined one cannot come back unchanged', async () => {
    const event = await newEvent()
    const first = (await suggest(event._id, { changes: { access: 1 }, reason: 'Cars get there.' }, traveller))
      .body.data as SuggestionDto
    const second = (await suggest(event._id, { changes: { access: 2 }, reason: 'Off-road only.' }, traveller))
      .body.data as SuggestionDto
    const open = (await inbox(author)).received.suggestions.filter((s) => s.eventId === event._id)
    expect(open.map((s) => s.id)).toEqual([second.id])
    expect((await decide(first.id, { action: 'decline' }, author)).body.code).toBe('suggestion_decided')

    const declined = await decide(second.id, { action: 'decline', reason: 'It is fine for cars.' }, author)
    expect(declined.body.data.suggestion).toMatchObject({ state: 'declined', answer: 'It is fine for cars.' })
    const same = await suggest(event._id, { changes: { access: 2 }, reason: 'Really off-road.' }, traveller)
    expect(same.status).toBe(409)
    expect(same.body.code).toBe('suggestion_declined_before')
    expect(
      (await suggest(event._id, { changes: { access: 1 }, reason: 'Then cars.' }, traveller)).status,
    ).toBe(201)
  })

  it('a field the author changed since cannot be accepted blindly', async () => {
    const event = await newEvent({ title: 'Spring under the rock' })
    const sent = (
      await suggest(
        event._id,
        { changes: { title: 'Dry spring under the rock' }, reason: 'Dry since May.' },
        traveller,
      )
    ).body.data as SuggestionDto
    const edited = await as(request(t.app).put(`/api/events/${event._id}`), author).send(
      eventBody(author, { title: 'Spring under the big rock' }),
    )
    expect(edited.status).toBe(200)
    const listed = await as(request(t.app).get(`/api/events/${event._id}/suggestions`), author)
    expect(listed.body.data.suggestions[0].outdated).toEqual(['title'])
    const refused = await decide(sent.id, { action: 'accept', fields: ['title'] }, author)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'suggestion_outdated',
      fields: { title: 'Changed since the suggestion was sent.' },
    })
    const current = await request(t.app).get(`/api/events/${event._id}`)
    expect(current.body.data.title).toBe('Spring under the big rock')
    expect((await decide(sent.id, { action: 'decline' }, author)).status).toBe(200)
  })

  it('amenities are reviewed fact by fact: one taken, one left; a fact changed since blocks only itself', async () => {
    const amenities = { water: true, price: { amount: 20, currency: 'EUR' as const }, months: [5, 6, 7, 8] }
    const event = await newEvent({ title: 'Camp by the ford', amenities })
    const sent = (
      await suggest(
        event._id,
        {
          changes: { amenities: { ...amenities, water: false, price: { amount: 25, currency: 'EUR' } } },
          reason: 'The tap is gone and a night costs more now.',
        },
        traveller,
      )
    ).body.data as SuggestionDto
    // the author fixes the months meanwhile: the suggestion does not touch them, so nothing is outdated
    const edited = await as(request(t.app).put(`/api/events/${event._id}`), author).send(
      eventBody(author, { title: 'Camp by the ford', amenities: { ...amenities, months: [6, 7, 8] } }),
    )
    expect(edited.status).toBe(200)
    const [listed] = (await inbox(author)).received.suggestions.filter((s) => s.id === sent.id)
    expect(listed).toMatchObject({ outdated: [], outdatedFacts: [] })

    const accepted = await decide(
      sent.id,
      { action: 'accept', fields: ['amenities'], facts: ['price'] },
      author,
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.event.amenities).toEqual({
      water: true,
      price: { amount: 25, currency: 'EUR' },
      months: [6, 7, 8],
    })
    expect(accepted.body.data.suggestion).toMatchObject({ accepted: ['amenities'], acceptedFacts: ['price'] })
    const history = (await request(t.app).get(`/api/events/${event._id}/history`)).body.data as HistoryDto
    expect(history.revisions[0]).toMatchObject({
      kind: 'suggestion',
      changes: [
        {
          field: 'amenities',
          before: { water: true, price: { amount: 20 } },
          after: { water: true, price: { amount: 25 } },
        },
      ],
    })

    // a second suggestion on the water; the author changes the water first: that fact cannot be taken
    const third = await signedInUser(t.app, 'suggfacts')
    const again = (
      await suggest(
        event._id,
        {
          changes: { amenities: { ...accepted.body.data.event.amenities, water: false, dogs: true } },
          reason: 'No tap.',
        },
        third,
      )
    ).body.data as SuggestionDto
    await as(request(t.app).put(`/api/events/${event._id}`), author).send(
      eventBody(author, {
        title: 'Camp by the ford',
        amenities: { ...accepted.body.data.event.amenities, water: false },
      }),
    )
    const [stale] = (await inbox(author)).received.suggestions.filter((s) => s.id === again.id)
    expect(stale).toMatchObject({ outdated: ['amenities'], outdatedFacts: ['water'] })
    const refused = await decide(
      again.id,
      { action: 'accept', fields: ['amenities'], facts: ['water'] },
      author,
      'sk',
    )
    expect(refused.status).toBe(409)
    expect(refused.body.fields).toEqual({ amenities: 'Od odoslania návrhu sa zmenilo.' })
    const dogs = await decide(again.id, { action: 'accept', fields: ['amenities'], facts: ['dogs'] }, author)
    expect(dogs.status).toBe(200)
    expect(dogs.body.data.event.amenities).toMatchObject({ water: false, dogs: true })

    const bad = await decide(
      sent.id,
      { action: 'accept', fields: ['amenities'], facts: ['wings'] },
      author,
      'sk',
    )
    expect(bad.status).toBe(400)
  })

  it('stops at 20 a day for one account', async () => {
    const events = await Promise.all(
      Array.from({ length: 21 }, (_, i) => newEvent({ title: `Limit camp ${i}` })),
    )
    const answers = []
    for (const [i, e] of events.entries())
      answers.push((await suggest(e._id, { changes: { access: 1 }, reason: `Visit ${i}` }, another)).status)
    expect(answers.slice(0, 20).every((s) => s === 201)).toBe(true)
    expect(answers[20]).toBe(429)
  })

  it('goes to the moderators after 14 days without an answer, who decide it the same way', async () => {
    const event = await newEvent({ title: 'Camp nobody looks after' })
    const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000).toISOString()
    const saved = await t.store.suggestions.saveSuggestion(
      {
        id: 'overduesuggestion1',
        eventId: event._id,
        eventOwnerId: author.uid,
        eventTitle: 'Camp nobody looks after',
        authorId: traveller.uid,
        authorName: traveller.username,
        reason: 'Closed for good.',
        changes: [{ field: 'title', before: 'Camp nobody looks after', after: 'Closed camp' }],
        basedOn: event.updatedAt,
        state: 'open',
        createdAt: old,
        decidedAt: null,
        deciderId: null,
        deciderName: null,
        accepted: [],
        answer: '',
      },
      20,
    )
    expect(saved.status).toBe('saved')
    // another traveller's, sent today (the one of the daily-limit test has used up its day)
    const newcomer = await signedInUser(t.app, 'suggnewcomer')
    const fresh = (await suggest(event._id, { changes: { access: 1 }, reason: 'Cars too.' }, newcomer)).body
      .data as SuggestionDto
    expect((await as(request(t.app).get('/api/suggestions/overdue'), traveller)).status).toBe(403)
    const queue = await as(request(t.app).get('/api/suggestions/overdue'), moderator)
    const ids = (queue.body.data.suggestions as SuggestionDto[]).map((s) => s.id)
    expect(ids).toContain('overduesuggestion1')
    expect(ids).not.toContain(fresh.id)
    expect(
      (queue.body.data.suggestions as SuggestionDto[]).find((s) => s.id === 'overduesuggestion1'),
    ).toMatchObject({
      toModerators: true,
    })
    // not yet overdue: the author's alone
    expect((await decide(fresh.id, { action: 'decline' }, moderator)).status).toBe(403)
    const accepted = await decide(
      'overduesuggestion1',
      { action: 'accept', fields: ['title'], reason: 'The owner is silent; the camp is closed.' },
      moderator,
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.event.title).toBe('Closed camp')
    expect(accepted.body.data.suggestion.decidedBy).toMatchObject({ _id: moderator.uid })
    const log = await as(request(t.app).get('/api/moderation/log'), moderator)
    expect(log.body.data.entries[0]).toMatchObject({
      kind: 'decision',
      key: 'suggestion:overduesuggestion1',
      label: 'Camp nobody looks after',
      actor: { _id: moderator.uid },
      reason: 'suggested-edit',
      action: 'accept',
      text: 'The owner is silent; the camp is closed.',
    })
  })

  it('under races nothing is lost: an acceptance and an edit of the same field, one wins visibly', async () => {
    const event = await newEvent({ title: 'Race camp' })
    const sent = (
      await suggest(event._id, { changes: { title: 'Race camp by the river' }, reason: 'River.' }, traveller)
    ).body.data as SuggestionDto
    const [accepted, edited] = await Promise.all([
      decide(sent.id, { action: 'accept', fields: ['title'] }, author),
      as(request(t.app).put(`/api/events/${event._id}`), author).send(
        eventBody(author, { title: 'Race camp, edited', updatedAt: event.updatedAt }),
      ),
    ])
    const statuses = [accepted.status, edited.status].sort()
    expect(statuses).toEqual([200, 409])
    const final = (await request(t.app).get(`/api/events/${event._id}`)).body.data.title as string
    expect(final).toBe(accepted.status === 200 ? 'Race camp by the river' : 'Race camp, edited')
    const history = (await request(t.app).get(`/api/events/${event._id}/history`)).body.data as HistoryDto
    expect(history.revisions.filter((r) => r.kind !== 'create')).toHaveLength(1)
  })

  it('counts the day exactly under 25 suggestions sent at once', async () => {
    const racer = await signedInUser(t.app, 'suggracer')
    const events = await Promise.all(
      Array.from({ length: 25 }, (_, i) => newEvent({ title: `Race limit ${i}` })),
    )
    const answers = await Promise.all(
      events.map((e, i) => suggest(e._id, { changes: { access: 2 }, reason: `At once ${i}` }, racer)),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5)
    expect((await inbox(racer)).sent.suggestions).toHaveLength(20)
  })
})
