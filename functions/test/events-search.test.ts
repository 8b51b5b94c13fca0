// GET /api/events?q=: search over HTTP with events created through the API by signed-in users (real ID
// tokens from the Auth emulator), on the embedded store.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, daysAgo, eventBody, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let jana: Awaited<ReturnType<typeof signedInUser>>
let tom: Awaited<ReturnType<typeof signedInUser>>
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await testApp()
  jana = await signedInUser(t.app, 'jana')
  tom = await signedInUser(t.app, 'tom')
  const add = async (
    name: string,
    user: { uid: string; idToken: string },
    overrides: Record<string, unknown>,
  ) => {
    const res = await request(t.app)
      .post('/api/events')
      .set(bearer(user.idToken))
      .send(eventBody(user, overrides))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    ids[name] = res.body.data._id
  }
  await add('voda', jana, {
    date: daysAgo(1),
    title: 'Kemp Čierna Voda',
    description: 'Tichý kemp pri jazere, kúsok od Košíc.',
  })
  await add('prespa', tom, {
    date: daysAgo(2),
    title: 'Camp by Lake Prespa',
    description: 'A quiet shore with room for three vans.',
    country: 'North Macedonia',
  })
  await add('transfagarasan', tom, {
    date: daysAgo(3),
    title: 'Transfăgărășan in one day',
    description: 'The most famous mountain road of the Carpathians, open from July.',
    country: 'Romania',
    section: { main: 'route', sub: 'caravan_car' },
    coordinates: [],
  })
  await add('pleso', jana, {
    date: daysAgo(4),
    title: 'Štrbské pleso ráno',
    description: 'Vyhliadka na pleso a Tatry za svitania.',
    section: { main: 'places', sub: 'views' },
  })
  await add('zemplin', jana, {
    date: daysAgo(5),
    title: 'Vinice na Zemplíne',
    description: 'Pivnice, vinice a tokajské víno; parkovanie pri kostole.',
    section: { main: 'places', sub: 'built' },
  })
})
afterAll(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

const names = (body: { data: { _id: string }[] }) =>
  body.data.map((e) => Object.keys(ids).find((k) => ids[k] === e._id))

async function search(query: string) {
  const res = await request(t.app).get(`/api/events?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return names(res.body)
}
const q = (text: string) => `q=${encodeURIComponent(text)}`

describe('searching events', () => {
  it('finds words without their diacritics, in any case, by their beginning', async () => {
    expect(await search(q('cierna voda'))).toEqual(['voda'])
    expect(await search(q('kosic'))).toEqual(['voda'])
    expect(await search(q('ŠTRBSKÉ'))).toEqual(['pleso'])
    expect(await search(q('zemplin'))).toEqual(['zemplin'])
    expect(await search(q('trans'))).toEqual(['transfagarasan'])
    expect(await search(q('Transfagarasan'))).toEqual(['transfagarasan'])
  })

  it('needs every word, from the title, the description, the country or the section, in either language', async () => {
    expect(await search(q('lake prespa'))).toEqual(['prespa'])
    expect(await search(q('prespa severne macedonsko'))).toEqual(['prespa'])
    expect(await search(q('pleso tatry'))).toEqual(['pleso'])
    expect(await search(q('rumunsko karavan'))).toEqual(['transfagarasan'])
    expect(await search(q('slovakia viewpoints'))).toEqual(['pleso'])
    expect(await search(q('kemp'))).toEqual(['voda', 'prespa'])
    expect(await search(q('kemp slovensko'))).toEqual(['voda'])
    expect(await search(q('prespa tatry'))).toEqual([])
  })

  it('combines with the user, section, sub-section and country filters, newest first', async () => {
    expect(await search(`${q('pleso')}&user=${jana.uid}`)).toEqual(['pleso'])
    expect(await search(`${q('kemp')}&user=${tom.uid}`)).toEqual(['prespa'])
    expect(await search(`${q('vinice')}&section=places&sub=built`)).toEqual(['zemplin'])
    expect(await search(`${q('vinice')}&sub=views`)).toEqual([])
    expect(await search(`${q('kemp')}&country=North Macedonia`)).toEqual(['prespa'])
    expect(await search(`${q('slovensko')}&section=camp,places&user=${jana.uid}`)).toEqual([
      'voda',
      'pleso',
      'zemplin',
    ])
  })

  it('pages a search with the cursor like the list', async () => {
    const first = await request(t.app)
      .get(`/api/events?${q('slovensko')}&limit=2`)
      .expect(200)
    expect(names(first.body)).toEqual(['voda', 'pleso'])
    const second = await request(t.app)
      .get(`/api/events?${q('slovensko')}&limit=2&cursor=${first.body.nextCursor}`)
      .expect(200)
    expect(names(second.body)).toEqual(['zemplin'])
    expect(second.body.nextCursor).toBeNull()
  })

  it('finds an event by its new words after an edit, and no longer by the old ones', async () => {
    const res = await request(t.app)
      .put(`/api/events/${ids.zemplin}`)
      .set(bearer(jana.idToken))
      .send(
        eventBody(jana, {
          date: daysAgo(5),
          title: 'Vinice pod Tokajom',
          description: 'Pivnice, vinice a tokajské víno; parkovanie pri kostole.',
          section: { main: 'places', sub: 'built' },
        }),
      )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(await search(q('zemplin'))).toEqual([])
    expect(await search(q('tokaj vinice'))).toEqual(['zemplin'])
  })

  it('answers 400 with a clear message in English or Slovak for a search it cannot run', async () => {
    const cases: [string, string, string][] = [
      ['q=', 'A search can be 1 to 100 characters long.', 'Hľadaný text môže mať 1 až 100 znakov.'],
      [q('   '), 'A search can be 1 to 100 characters long.', 'Hľadaný text môže mať 1 až 100 znakov.'],
      [
        q('x'.repeat(101)),
        'A search can be 1 to 100 characters long.',
        'Hľadaný text môže mať 1 až 100 znakov.',
      ],
      [q('?! …'), 'Type a word to search for.', 'Napíšte slovo, ktoré chcete hľadať.'],
      [q('a b c d e f g'), 'Search for at most 6 words at once.', 'Hľadajte najviac 6 slov naraz.'],
      ['q=lake&q=camp', 'Give this filter only once.', 'Tento filter zadajte iba raz.'],
      [
        'q=%00',
        'Remove the control characters or broken symbols from the search.',
        'Odstráňte z\u00a0hľadaného textu riadiace znaky alebo poškodené symboly.',
      ],
      [
        'q=lake%00camp',
        'Remove the control characters or broken symbols from the search.',
        'Odstráňte z\u00a0hľadaného textu riadiace znaky alebo poškodené symboly.',
      ],
    ]
    for (const [query, en, sk] of cases) {
      const inEnglish = await request(t.app).get(`/api/events?${query}`)
      expect(inEnglish.status, query).toBe(400)
      expect(inEnglish.body).toMatchObject({
        success: false,
        code: 'validation_failed',
        message: en,
        fields: { q: en },
      })
      const inSlovak = await request(t.app)
        .get(`/api/events?${query}`)
        .set('Accept-Language', 'sk-SK,sk;q=0.9')
      expect(inSlovak.body.fields, query).toEqual({ q: sk })
    }
    // 100 characters and 6 words are still a search.
    expect(await search(q(`${'x'.repeat(94)} a b c`))).toEqual([])
    expect(await search(q(' camp by lake prespa a quiet '))).toEqual(['prespa'])
  })
})
