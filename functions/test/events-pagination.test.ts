import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, daysAgo, eventBody, signedInUser, testApp, type TestApp } from './test-app'

let t: TestApp
let author: Awaited<ReturnType<typeof signedInUser>>
// A fresh store per walk, so "present at the start" is exactly what the walk created.
beforeEach(async () => {
  t = await testApp()
  author = await signedInUser(t.app, 'pager')
})
afterEach(async () => {
  expect(t.errors).toEqual([])
  await t.close()
})

interface Card {
  _id: string
  date: string
  section: { main: string }
}

const SECTIONS = [
  { main: 'camp', sub: 'natural' },
  { main: 'places', sub: 'built' },
  { main: 'route', sub: 'offroad' },
]

let serial = 0
async function add(daysBack: number): Promise<string> {
  const section = SECTIONS[serial++ % SECTIONS.length] ?? SECTIONS[0]
  const res = await request(t.app)
    .post('/api/events')
    .set(bearer(author.idToken))
    .send(
      eventBody(author, {
        date: daysAgo(daysBack),
        section,
        coordinates: section?.main === 'route' ? [] : [48.1, 17.1],
      } as never),
    )
  expect(res.status).toBe(201)
  return res.body.data._id
}

const deleted = new Set<string>()
async function remove(id: string) {
  if (deleted.has(id)) return
  await request(t.app).delete(`/api/events/${id}`).set(bearer(author.idToken)).expect(200)
  deleted.add(id)
}

/**
 * Walks every page of `query` while, between pages, new events are added (before and after the cursor),
 * the last event shown is deleted (every other page), a not-yet-shown event is deleted and an added one is deleted again.
 */
async function walkWhileChanging(query: string, matches: (c: Card) => boolean) {
  const initial: string[] = []
  for (let i = 0; i < 45; i++) initial.push(await add(i % 5)) // many events share a date: ties on id
  const startSet = new Set(
    (await request(t.app).get(`/api/events?${query}&limit=100`)).body.data.map(
      (c: Card) => c._id,
    ) as string[],
  )
  expect(startSet.size).toBeLessThan(100)
  const doomed = [...startSet].filter((_, i) => i % 6 === 3)
  const deletedUnseen = new Set<string>()
  const added: string[] = []
  const seen: Card[] = []
  let cursor: string | null = null
  let pages = 0
  do {
    const res: request.Response = await request(t.app).get(
      `/api/events?${query}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
    )
    expect(res.status).toBe(200)
    const page = res.body.data as Card[]
    for (const card of page) expect(matches(card)).toBe(true)
    seen.push(...page)
    cursor = res.body.nextCursor
    pages++
    // Changes between pages.
    added.push(await add(pages % 5), await add((pages + 2) % 5), await add(0))
    // Every other page the cursor's own event disappears; on the others it is still there.
    const last = page[page.length - 1]
    if (last && pages % 2 === 1) await remove(last._id)
    const victim = doomed.find((id) => !seen.some((c) => c._id === id) && !deletedUnseen.has(id))
    if (victim) {
      await remove(victim)
      deletedUnseen.add(victim)
    }
    const again = added.shift()
    if (again) await remove(again)
  } while (cursor && pages < 100)

  const ids = seen.map((c) => c._id)
  expect(new Set(ids).size, 'no event is shown twice').toBe(ids.length)
  for (const id of startSet) {
    if (deletedUnseen.has(id)) expect(ids, 'a deleted event does not come back').not.toContain(id)
    else
      expect(
        ids.filter((x) => x === id),
        `event ${id} present at the start`,
      ).toHaveLength(1)
  }
  for (let i = 1; i < seen.length; i++) {
    const a = seen[i - 1] as Card
    const b = seen[i] as Card
    expect(a.date > b.date || (a.date === b.date && a._id > b._id), 'newest date first, then id').toBe(true)
  }
  return { pages, shown: ids.length, initial: startSet.size }
}

describe('pagination while events are added and deleted', () => {
  it('returns every event present at the start exactly once, with no duplicates', async () => {
    const result = await walkWhileChanging('', () => true)
    expect(result.pages).toBeGreaterThan(5)
  })

  it('does the same for a filtered list', async () => {
    const result = await walkWhileChanging(
      'section=camp,places&country=Slovakia',
      (c) => c.section.main === 'camp' || c.section.main === 'places',
    )
    expect(result.pages).toBeGreaterThan(3)
  })
})
