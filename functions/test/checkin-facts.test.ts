// Check-ins that answer an event's facts, over HTTP with real ID tokens: what the event then says of each
// fact (confirmed by how many, when last, disputed), through edits, deletes and the owner's own edit.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { bearer, daysAgo, eventBody } from './test-app'

let owner: User
let traveller: User
let other: User

const t = fileTestApp(async ({ app }) => {
  ;[owner, traveller, other] = await signedInUsers(app, ['factowner', 'facttraveller', 'factother'])
})

const amenities = { water: true, dogs: true, toilets: false }

async function newEvent(overrides: Record<string, unknown> = {}) {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(owner.idToken))
    .send(eventBody(owner, { amenities, ...overrides }))
  expect(res.status).toBe(201)
  return res.body.data._id as string
}

const body = (overrides: Record<string, unknown> = {}) => ({
  visitDate: daysAgo(20),
  state: 'as-described',
  rating: null,
  text: '',
  photos: [],
  access: 0,
  ...overrides,
})

const post = (eventId: string, user: { idToken: string }, payload: object, language = 'en') =>
  request(t.app)
    .post(`/api/events/${eventId}/checkins`)
    .set(bearer(user.idToken))
    .set('Accept-Language', language)
    .send(payload)

const eventOf = async (eventId: string) => (await request(t.app).get(`/api/events/${eventId}`)).body.data

describe('check-in facts', () => {
  it('confirmations and a dispute show on the event, and follow edits and deletes', async () => {
    const eventId = await newEvent()
    const first = await post(eventId, traveller, body({ facts: { water: true, dogs: true, toilets: false } }))
    expect(first.status).toBe(201)
    expect(first.body.data.checkin.facts).toEqual({ water: true, dogs: true, toilets: false })
    expect(first.body.data.factChecks).toEqual({
      water: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: false },
      dogs: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: false },
      toilets: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: false },
    })
    // a later visit finds no dogs allowed: disputed, while the water is confirmed again
    const later = await post(
      eventId,
      other,
      body({ visitDate: daysAgo(2), facts: { water: true, dogs: false } }),
    )
    expect(later.status).toBe(201)
    const event = await eventOf(eventId)
    expect(event.factChecks).toEqual({
      water: { confirmed: 2, lastConfirmed: daysAgo(2), disputed: false },
      dogs: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: true },
      toilets: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: false },
    })
    // the list card costs nothing extra: no confirmations on it
    const list = await request(t.app).get('/api/events')
    const card = list.body.data.find((e: { _id: string }) => e._id === eventId)
    expect(card).toBeDefined()
    expect(card.factChecks).toBeUndefined()
    // the later traveller changes their mind: dogs are fine after all
    const edited = await request(t.app)
      .put(`/api/events/${eventId}/checkins/${later.body.data.checkin._id}`)
      .set(bearer(other.idToken))
      .send(body({ visitDate: daysAgo(2), facts: { dogs: true } }))
    expect(edited.status).toBe(200)
    expect(edited.body.data.factChecks).toMatchObject({
      water: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: false },
      dogs: { confirmed: 2, lastConfirmed: daysAgo(2), disputed: false },
    })
    // the first check-in goes: only the edited one speaks now, and of dogs only
    const removed = await request(t.app)
      .delete(`/api/events/${eventId}/checkins/${first.body.data.checkin._id}`)
      .set(bearer(traveller.idToken))
    expect(removed.status).toBe(200)
    expect(removed.body.data.factChecks).toEqual({
      dogs: { confirmed: 1, lastConfirmed: daysAgo(2), disputed: false },
    })
    const mine = await request(t.app).get('/api/user/checkins').set(bearer(other.idToken))
    expect(mine.body.data.checkins[0].facts).toEqual({ dogs: true })
  })

  it("the owner's edit reads the same answers against the new value, with no recount", async () => {
    const eventId = await newEvent()
    expect((await post(eventId, traveller, body({ facts: { toilets: true } }))).status).toBe(201)
    expect((await eventOf(eventId)).factChecks).toEqual({
      toilets: { confirmed: 0, lastConfirmed: null, disputed: true },
    })
    const res = await request(t.app)
      .put(`/api/events/${eventId}`)
      .set(bearer(owner.idToken))
      .send(eventBody(owner, { amenities: { ...amenities, toilets: true } }))
    expect(res.status).toBe(200)
    expect((await eventOf(eventId)).factChecks).toEqual({
      toilets: { confirmed: 1, lastConfirmed: daysAgo(20), disputed: false },
    })
  })

  it('a check-in without facts is as before, and the event has no confirmations', async () => {
    const eventId = await newEvent()
    const res = await post(eventId, traveller, body())
    expect(res.status).toBe(201)
    expect(res.body.data.checkin.facts).toBeUndefined()
    expect(res.body.data.factChecks).toBeUndefined()
    expect((await eventOf(eventId)).factChecks).toBeUndefined()
  })

  it('refuses an answer that is not yes or no, in the user’s language, and stores nothing', async () => {
    const eventId = await newEvent()
    for (const facts of [{ water: 'yes' }, { dogs: 1 }, 'water', [true]]) {
      const sk = await post(eventId, traveller, body({ facts }), 'sk')
      expect(sk.status, JSON.stringify(facts)).toBe(400)
      expect(Object.values(sk.body.fields as Record<string, string>)).toContain(
        'Pri každej položke, ktorú ste na mieste našli, zvoľte Áno alebo Nie (voda, toalety, sprchy, výlevka, elektrina, Wi-Fi, oheň, psy, tieň, pohon 4×4), alebo ju vynechajte.',
      )
    }
    const en = await post(eventId, traveller, body({ facts: { water: 'yes' } }))
    expect(en.status).toBe(400)
    expect(en.body.fields['facts.water']).toMatch(/^Answer what you found with yes or no/)
    const list = await request(t.app).get(`/api/events/${eventId}/checkins`)
    expect(list.body.data.checkins).toEqual([])
  })

  it('a price paid and "open" on the visit confirm or dispute the owner’s price and months', async () => {
    const eventId = await newEvent({
      amenities: { price: { amount: 12, currency: 'EUR' }, months: [5, 6, 7, 8, 9] },
    })
    const june = await post(
      eventId,
      traveller,
      body({ visitDate: '2025-06-10', facts: { open: true, price: { amount: 12, currency: 'EUR' } } }),
    )
    expect(june.status).toBe(201)
    expect(june.body.data.factChecks).toEqual({
      price: { confirmed: 1, lastConfirmed: '2025-06-10', disputed: false },
      months: { confirmed: 1, lastConfirmed: '2025-06-10', disputed: false },
    })
    // a later visit paid more, and found it open in October, a month the owner does not give
    const october = await post(
      eventId,
      other,
      body({ visitDate: '2025-10-04', facts: { open: true, price: { amount: 15, currency: 'EUR' } } }),
    )
    expect(october.status).toBe(201)
    expect((await eventOf(eventId)).factChecks).toEqual({
      price: {
        confirmed: 1,
        lastConfirmed: '2025-06-10',
        disputed: true,
        paid: { amount: 15, currency: 'EUR' },
        paidOn: '2025-10-04',
      },
      months: {
        confirmed: 1,
        lastConfirmed: '2025-06-10',
        disputed: true,
        month: 10,
        foundOpen: true,
        foundOn: '2025-10-04',
      },
    })
    // the owner brings both up to date: the October check-in confirms them now
    const edited = await request(t.app)
      .put(`/api/events/${eventId}`)
      .set(bearer(owner.idToken))
      .send(
        eventBody(owner, {
          amenities: { price: { amount: 15, currency: 'EUR' }, months: [5, 6, 7, 8, 9, 10] },
        }),
      )
    expect(edited.status).toBe(200)
    expect((await eventOf(eventId)).factChecks).toEqual({
      price: { confirmed: 1, lastConfirmed: '2025-10-04', disputed: false },
      months: { confirmed: 2, lastConfirmed: '2025-10-04', disputed: false },
    })
  })

  it('refuses a price paid that is no price, in the user’s language, and stores nothing', async () => {
    const eventId = await newEvent()
    const sk = await post(
      eventId,
      traveller,
      body({ facts: { price: { amount: -5, currency: 'EUR' } } }),
      'sk',
    )
    expect(sk.status).toBe(400)
    expect(sk.body.fields['facts.price.amount']).toMatch(/^Cena je suma od 0/)
    const en = await post(eventId, traveller, body({ facts: { price: { amount: 5, currency: 'XYZ' } } }))
    expect(en.status).toBe(400)
    expect(en.body.fields['facts.price.currency']).toBe('Choose the currency of the price.')
    const open = await post(eventId, traveller, body({ facts: { open: 'sometimes' } }))
    expect(open.status).toBe(400)
    const list = await request(t.app).get(`/api/events/${eventId}/checkins`)
    expect(list.body.data.checkins).toEqual([])
  })
})
