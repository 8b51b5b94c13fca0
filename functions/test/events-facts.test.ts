// What events offer over HTTP: facts saved with an event, answered with it, and the fact filters of
// GET /api/events (and near and the map, which share its parser), with refusals in both languages.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Amenities } from '@travel/domain'
import { bearer, daysAgo, eventBody, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let jana: Awaited<ReturnType<typeof signedInUser>>
const ids: Record<string, string> = {}

const add = async (name: string, overrides: Record<string, unknown>) => {
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(jana.idToken))
    .send(eventBody(jana, overrides))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  ids[name] = res.body.data._id
  return res.body.data as { _id: string; updatedAt: string; amenities?: Amenities }
}

beforeAll(async () => {
  t = await testApp()
  jana = await signedInUser(t.app, 'jana')
  await add('meadow', {
    date: daysAgo(1),
    title: 'Lake meadow',
    amenities: {
      water: true,
      dump: true,
      price: { amount: 0, currency: 'EUR' },
      maxLength: 8,
      months: [6, 7, 8],
    },
  })
  await add('farm', {
    date: daysAgo(2),
    title: 'Farm stay',
    amenities: {
      water: true,
      toilets: true,
      showers: true,
      price: { amount: 15, currency: 'EUR' },
      maxLength: 12,
      maxHeight: 3.5,
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    },
  })
  await add('pass', {
    date: daysAgo(3),
    title: 'Gravel pass',
    section: { main: 'route', sub: 'offroad' },
    coordinates: [],
    amenities: { surface: 'gravel', fourByFour: true },
  })
  await add('bare', { date: daysAgo(4), title: 'Lake without facts' })
})
afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

const names = (body: { data: { _id: string }[] }) =>
  body.data.map((e) => Object.keys(ids).find((k) => ids[k] === e._id))

async function list(query: string) {
  const res = await request(t.app).get(`/api/events?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return names(res.body)
}

describe('what an event offers', () => {
  it('is saved with the event and answered with it, only the facts given', async () => {
    const res = await request(t.app).get(`/api/events/${ids.meadow}`)
    expect(res.body.data.amenities).toEqual({
      water: true,
      dump: true,
      price: { amount: 0, currency: 'EUR' },
      maxLength: 8,
      months: [6, 7, 8],
    })
    const bare = await request(t.app).get(`/api/events/${ids.bare}`)
    expect(bare.body.data).not.toHaveProperty('amenities')
    const listed = await request(t.app).get('/api/events?q=lake')
    expect(listed.body.data.find((e: { _id: string }) => e._id === ids.meadow).amenities).toMatchObject({
      water: true,
    })
  })

  it('is kept by an edit that leaves it out, and replaced or cleared by one that sends it', async () => {
    const created = await add('edited', { date: daysAgo(5), title: 'Edited stay', amenities: { wifi: true } })
    const put = async (body: Record<string, unknown>) => {
      const res = await request(t.app)
        .put(`/api/events/${created._id}`)
        .set(bearer(jana.idToken))
        .send(eventBody(jana, { date: daysAgo(5), title: 'Edited stay', ...body }))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data as { amenities?: Amenities }
    }
    expect((await put({})).amenities).toEqual({ wifi: true })
    expect((await put({ amenities: { wifi: false, shade: true } })).amenities).toEqual({
      wifi: false,
      shade: true,
    })
    expect(await list('has=shade')).toEqual(['edited'])
    expect((await put({ amenities: null })).amenities).toBeUndefined()
    expect(await list('has=shade')).toEqual([])
    await request(t.app).delete(`/api/events/${created._id}`).set(bearer(jana.idToken))
    delete ids.edited
  })

  it('refuses facts that are not, in English and Slovak', async () => {
    const res = await request(t.app)
      .post('/api/events')
      .set(bearer(jana.idToken))
      .send(
        eventBody(jana, {
          // what a careless client might send: not Amenities
          amenities: {
            water: 'yes',
            maxLength: 45,
            price: { amount: -5, currency: 'EUR' },
          } as unknown as Amenities,
        }),
      )
    expect(res.status).toBe(400)
    expect(res.body.fields).toMatchObject({
      'amenities.water': 'Answer yes or no, or leave it unknown.',
      'amenities.maxLength': 'The longest vehicle is given in metres from 1 to 30, to one decimal.',
      'amenities.price.amount': 'A price is an amount from 0 (free) to 100,000 a night.',
    })
    const sk = await request(t.app)
      .post('/api/events')
      .set(bearer(jana.idToken))
      .set('Accept-Language', 'sk')
      .send(eventBody(jana, { amenities: { months: [13] } }))
    expect(sk.status).toBe(400)
    expect(Object.values(sk.body.fields)).toContain('Vyberte mesiace, keď je otvorené, každý len raz.')
  })
})

describe('filtering by what events offer', () => {
  it('answers each fact filter, alone and together, with a search and the other filters', async () => {
    expect(await list('has=water')).toEqual(['meadow', 'farm'])
    expect(await list('has=water,dump')).toEqual(['meadow'])
    expect(await list('has=water&free=1')).toEqual(['meadow'])
    expect(await list('fits=10')).toEqual(['farm'])
    expect(await list('fits=7.5')).toEqual(['meadow', 'farm'])
    expect(await list('height=3.2')).toEqual(['farm'])
    expect(await list('open=12')).toEqual(['farm'])
    expect(await list('open=7&has=water')).toEqual(['meadow', 'farm'])
    expect(await list('surface=gravel&4x4=1')).toEqual(['pass'])
    expect(await list('q=meadow&has=water')).toEqual(['meadow'])
    expect(await list('q=farm&has=dump')).toEqual([])
    expect(await list('section=camp&has=water,dump&free=1&open=7')).toEqual(['meadow'])
    // (both unrated and at one spot: their order is by id, which the test does not choose)
    expect((await list('sort=rating&has=water')).sort()).toEqual(['farm', 'meadow'])
    expect((await list('has=water&near=49.12,20.12&radius=10')).sort()).toEqual(['farm', 'meadow'])
    const map = await request(t.app).get('/api/events/map?has=water,dump')
    expect(map.status).toBe(200)
    expect(map.body.data.map((p: { _id: string }) => p._id)).toEqual([ids.meadow])
  })

  it('refuses bad fact filters, each under its parameter, in English and Slovak', async () => {
    const cases: [string, string, string, string][] = [
      ['has=sauna', 'has', 'has lists facts', 'has vymenúva'],
      ['free=yes', 'free', 'free can only be 1', 'free môže byť len 1'],
      ['fits=25', 'fits', "fits must be your vehicle's length", 'fits musí byť dĺžka'],
      ['height=9', 'height', "height must be your vehicle's height", 'height musí byť výška'],
      ['open=0', 'open', 'open must be a month', 'open musí byť mesiac'],
      ['surface=ice', 'surface', 'surface must be asphalt', 'surface môže byť'],
      ['4x4=yes', '4x4', '4x4 can only be 1', 'Pohon 4×4 môže byť len 1'],
    ]
    for (const [query, field, en, sk] of cases) {
      const inEnglish = await request(t.app).get(`/api/events?${query}`)
      expect(inEnglish.status, query).toBe(400)
      expect(inEnglish.body.fields[field], query).toContain(en)
      const inSlovak = await request(t.app).get(`/api/events?${query}`).set('Accept-Language', 'sk')
      expect(inSlovak.body.fields[field], query).toContain(sk)
    }
  })
})
