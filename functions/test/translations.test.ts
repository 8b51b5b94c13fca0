// Events in two languages over HTTP with real ID tokens: each reader answered their version (?lang=,
// then Accept-Language) with who translated it, Vary kept right, bad translations refused in the
// reader's language with nothing stored, a suggested translation accepted into the event and its history.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { EventDto, EventListItemDto, HistoryDto, SuggestionDto } from '@travel/domain'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { bearer, daysAgo, eventBody } from './test-app'

let author: User
let traveller: User

const t = fileTestApp(async ({ app }) => {
  ;[author, traveller] = await signedInUsers(app, ['transauthor', 'transreader'])
})

const slovakCamp = {
  title: 'Kemp pri jazere pod Tatrami',
  description: 'Tichý kemp v\u00a0prírode pri jazere, miesto pre tri karavany.',
  writtenIn: 'sk',
  translation: {
    title: 'Lake camp under the Tatras',
    description: 'A quiet natural camp by the lake, room for three caravans.',
  },
}

async function newEvent(body: Record<string, unknown>, language = 'en') {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(author.idToken))
    .set('Accept-Language', language)
    .send(eventBody(author, body))
  expect(res.status).toBe(201)
  return res.body.data as EventDto
}

describe('reading an event in two languages', () => {
  it('answers each reader their version, says who translated it, and carries the other on its page', async () => {
    const event = await newEvent(slovakCamp)

    const english = await request(t.app).get(`/api/events/${event._id}`).set('Accept-Language', 'en-GB,en')
    expect(english.status).toBe(200)
    expect(english.headers.vary).toMatch(/Accept-Language/)
    expect(english.body.data).toMatchObject({
      title: 'Lake camp under the Tatras',
      language: 'en',
      writtenIn: 'sk',
      translatedBy: { _id: author.uid, username: author.username },
      other: { language: 'sk', title: 'Kemp pri jazere pod Tatrami' },
    })

    const slovak = await request(t.app).get(`/api/events/${event._id}?lang=sk`).set('Accept-Language', 'en')
    expect(slovak.body.data).toMatchObject({
      title: 'Kemp pri jazere pod Tatrami',
      language: 'sk',
      writtenIn: 'sk',
      other: { language: 'en', title: 'Lake camp under the Tatras' },
    })
    expect(slovak.body.data).not.toHaveProperty('translatedBy')
    // ?lang= names the language: the answer does not depend on the header
    expect(slovak.headers.vary ?? '').not.toMatch(/Accept-Language/)
  })

  it('puts only the reader’s version on a card, and finds the event by the words of either', async () => {
    const event = await newEvent({ ...slovakCamp, title: 'Kemp pri Štrbskom plese' })
    const list = await request(t.app).get('/api/events?q=strbsk').set('Accept-Language', 'en')
    expect(list.status).toBe(200)
    const card = (list.body.data as EventListItemDto[]).find((e) => e._id === event._id)
    expect(card).toMatchObject({ title: 'Lake camp under the Tatras', language: 'en', writtenIn: 'sk' })
    expect(card).not.toHaveProperty('other')
    expect(JSON.stringify(card)).not.toContain('Štrbsk')

    const byEnglish = await request(t.app).get('/api/events?q=caravans%20quiet&lang=sk')
    const found = (byEnglish.body.data as EventListItemDto[]).find((e) => e._id === event._id)
    expect(found).toMatchObject({ title: 'Kemp pri Štrbskom plese', language: 'sk' })
  })

  it('says which language an untranslated event is in, and writes it in the screen’s language by default', async () => {
    const event = await newEvent({}, 'sk')
    const res = await request(t.app).get(`/api/events/${event._id}`).set('Accept-Language', 'en')
    expect(res.body.data).toMatchObject({ language: 'sk', writtenIn: 'sk' })
    expect(res.body.data).not.toHaveProperty('other')
  })
})

describe('bad translations', () => {
  it('refuses a short translated title and an unknown language in the reader’s language, storing nothing', async () => {
    const before = await request(t.app).get(`/api/events?user=${author.uid}&limit=100`)
    const res = await request(t.app)
      .post('/api/events?lang=sk')
      .set(bearer(author.idToken))
      .set('Accept-Language', 'en')
      .send(eventBody(author, { writtenIn: 'de' as never, translation: { title: 'X', description: '' } }))
    expect(res.status).toBe(400)
    expect(res.body.fields).toMatchObject({
      writtenIn: 'Vyberte angličtinu alebo slovenčinu.',
      'translation.title': expect.stringMatching(/^Názov musí mať/),
    })
    const after = await request(t.app).get(`/api/events?user=${author.uid}&limit=100`)
    expect(after.body.data).toHaveLength(before.body.data.length)
  })
})

describe('editing and suggesting a translation', () => {
  it('keeps the author’s edit of the translation in the history', async () => {
    const event = await newEvent({ writtenIn: 'en' })
    const res = await request(t.app)
      .put(`/api/events/${event._id}`)
      .set(bearer(author.idToken))
      .send({
        ...eventBody(author),
        updatedAt: event.updatedAt,
        translation: { title: 'Kemp pri jazere', description: 'Tichý kemp v\u00a0prírode pri jazere.' },
      })
    expect(res.status).toBe(200)
    const history = (await request(t.app).get(`/api/events/${event._id}/history`)).body.data as HistoryDto
    expect(history.revisions[0]?.changes).toEqual([
      {
        field: 'translation',
        before: null,
        after: { title: 'Kemp pri jazere', description: 'Tichý kemp v\u00a0prírode pri jazere.' },
      },
    ])
  })

  it('lands an accepted translation in the event, credited to its suggester, and in the history', async () => {
    const event = await newEvent({ writtenIn: 'en', title: 'Route along the Hron' })
    const translation = {
      title: 'Trasa popri Hrone',
      description: 'Pokojná trasa popri rieke, vhodná pre karavany.',
    }
    const sent = await request(t.app)
      .post(`/api/events/${event._id}/suggestions`)
      .set(bearer(traveller.idToken))
      .send({ changes: { translation }, reason: 'Po slovensky pre ďalších.' })
    expect(sent.status).toBe(201)
    const suggestion = sent.body.data as SuggestionDto
    expect(suggestion.changes).toEqual([{ field: 'translation', before: null, after: translation }])
    // the author's inbox shows it beside the original it translates
    const inbox = await request(t.app).get('/api/suggestions/mine').set(bearer(author.idToken))
    const received = (inbox.body.data.received.suggestions as SuggestionDto[]).find(
      (s) => s.id === suggestion.id,
    )
    expect(received?.original).toEqual({
      language: 'en',
      title: 'Route along the Hron',
      description: 'A quiet natural camp by the lake, room for three caravans.',
    })

    const decided = await request(t.app)
      .post(`/api/suggestions/${suggestion.id}/decision`)
      .set(bearer(author.idToken))
      .send({ action: 'accept', fields: ['translation'] })
    expect(decided.status).toBe(200)

    const slovak = await request(t.app).get(`/api/events/${event._id}?lang=sk`)
    expect(slovak.body.data).toMatchObject({
      title: 'Trasa popri Hrone',
      language: 'sk',
      writtenIn: 'en',
      translatedBy: { _id: traveller.uid, username: traveller.username },
    })
    const history = (await request(t.app).get(`/api/events/${event._id}/history`)).body.data as HistoryDto
    expect(history.revisions[0]).toMatchObject({
      kind: 'suggestion',
      by: { _id: traveller.uid },
      changes: [{ field: 'translation', before: null, after: translation }],
    })
  })

  it('refuses a suggested translation that breaks the rules, in the reader’s language', async () => {
    const event = await newEvent({ writtenIn: 'en' })
    const res = await request(t.app)
      .post(`/api/events/${event._id}/suggestions`)
      .set(bearer(traveller.idToken))
      .set('Accept-Language', 'sk')
      .send({ changes: { translation: { title: 'Trasa', description: 'Krátko' } }, reason: 'Preklad.' })
    expect(res.status).toBe(400)
    expect(res.body.fields['translation.description']).toMatch(/^Popis musí mať/)
  })
})

describe('check-ins', () => {
  it('record the language of the screen they were written on, and keep it through an edit', async () => {
    const event = await newEvent({})
    const sent = await request(t.app)
      .post(`/api/events/${event._id}/checkins`)
      .set(bearer(traveller.idToken))
      .set('Accept-Language', 'sk')
      .send({
        visitDate: daysAgo(2),
        state: 'as-described',
        rating: 5,
        text: 'Tiché miesto.',
        photos: [],
        access: 0,
      })
    expect(sent.status).toBe(201)
    const list = await request(t.app).get(`/api/events/${event._id}/checkins`).set('Accept-Language', 'en')
    expect(list.body.data.checkins).toMatchObject([{ text: 'Tiché miesto.', language: 'sk' }])
  })
})
