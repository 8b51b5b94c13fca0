// `npm start` on an empty data folder: the seed creates the demo community through the real services,
// and a second start on the same folder leaves it as it is. How long it takes is a benchmark, not a test.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decode } from 'jpeg-js'
import {
  ALL_SUBSECTIONS,
  MAIN_SECTIONS,
  sectionTakesCoordinates,
  type EventDto,
  type UserDto,
  type WishlistItemDto,
} from '@travel/domain'
import { freePorts } from '../src/ports'
import { DEMO_EVENTS, DEMO_USERS, DEMO_WISHLISTS, type SeedProgress } from '../src/seed/seed'
import { startStack, type Stack } from '../src/stack'

const dataDir = mkdtempSync(join(tmpdir(), 'seed-stack-'))
let stack: Stack | undefined
const progress: SeedProgress[] = []

async function api<T>(path: string, token?: string): Promise<T> {
  if (!stack) throw new Error('no stack')
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: path.startsWith('/api/auth/') ? 'POST' : 'GET',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  const body = (await response.json()) as { success: boolean; data: T; nextCursor?: string | null }
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`)
  return body.data
}

async function allEvents(): Promise<EventDto[]> {
  if (!stack) throw new Error('no stack')
  const response = await fetch(`${stack.apiUrl}/api/events?limit=100`)
  const body = (await response.json()) as { data: EventDto[]; nextCursor: string | null }
  expect(body.nextCursor).toBeNull()
  return body.data
}

async function signIn(email: string, password: string): Promise<{ idToken: string; localId: string }> {
  if (!stack) throw new Error('no stack')
  const response = await fetch(
    `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { idToken: string; localId: string }
}

describe('the seed on an empty data folder', () => {
  beforeAll(async () => {
    stack = await startStack({
      ports: await freePorts(),
      dataDir,
      onSeedProgress: (p) => progress.push(p),
    })
  }, 180_000)

  afterAll(async () => {
    await stack?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('reports what it created', () => {
    expect(stack?.seeded).toMatchObject({
      users: DEMO_USERS.length,
      events: DEMO_EVENTS.length,
      wishlistItems: Object.values(DEMO_WISHLISTS).flat().length,
    })
    expect(stack?.seeded?.tracks).toBeGreaterThanOrEqual(12)
  })

  it('tells its progress while it works, from nothing to every account, photo, event and wishlist entry', () => {
    const wishlistTotal = Object.values(DEMO_WISHLISTS).flat().length
    expect(progress[0]).toMatchObject({ accounts: { done: 0 }, events: { done: 0 }, wishlist: { done: 0 } })
    expect(progress.at(-1)).toMatchObject({
      accounts: { done: DEMO_USERS.length, total: DEMO_USERS.length },
      events: { done: DEMO_EVENTS.length, total: DEMO_EVENTS.length },
      wishlist: { done: wishlistTotal, total: wishlistTotal },
    })
    const photos = progress.at(-1)?.photos
    // every avatar and event photo is counted once, drawn now or read from an earlier run's cache
    expect((photos?.drawn ?? 0) + (photos?.cached ?? 0)).toBe(DEMO_USERS.length + DEMO_EVENTS.length)
    // one report per step, counts only growing
    expect(progress).toHaveLength(1 + DEMO_USERS.length + DEMO_EVENTS.length + wishlistTotal)
    const steps = progress.map((p) => p.accounts.done + p.events.done + p.wishlist.done)
    expect(steps).toEqual(steps.map((_, i) => i))
  })

  it('fills every section and subsection with events from at least 12 countries', async () => {
    const events = await allEvents()
    expect(events).toHaveLength(DEMO_EVENTS.length)
    for (const main of MAIN_SECTIONS) expect(events.some((e) => e.section.main === main)).toBe(true)
    for (const sub of ALL_SUBSECTIONS) expect(events.some((e) => e.section.sub === sub)).toBe(true)
    expect(new Set(events.map((e) => e.country)).size).toBeGreaterThanOrEqual(12)
    const dates = events.map((e) => e.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThan(15)
  })

  it('uploads a real photo and thumbnail for every event, and a GPX track for every route and itinerary', async () => {
    const events = await allEvents()
    for (const event of events) {
      const photo = await fetch(event.image)
      expect(photo.status, event.title).toBe(200)
      expect(photo.headers.get('content-type')).toBe('image/jpeg')
      const decoded = decode(new Uint8Array(await photo.arrayBuffer()), { useTArray: true })
      expect([decoded.width, decoded.height]).toEqual([800, 533])
      expect((await fetch(event.thumbnail ?? '')).status, event.title).toBe(200)
      if (!sectionTakesCoordinates(event.section.main)) {
        // no coordinates in the form: placed where the track read from its file starts
        expect(event.track, event.title).toBeTruthy()
        expect(event.coordinates).toEqual(event.track?.start)
        const gpx = await (await fetch(event.gpxFile ?? '')).text()
        expect(gpx, event.title).toContain('<gpx version="1.1"')
        expect(gpx.match(/<trkpt /g)?.length ?? 0).toBeGreaterThan(50)
      } else {
        expect(event.coordinates).toHaveLength(2)
      }
    }
  })

  it('creates the demo users with their printed passwords, profile pictures and wishlists', async () => {
    const events = await allEvents()
    for (const demo of DEMO_USERS) {
      const { idToken, localId } = await signIn(demo.email, demo.password)
      const profile = await api<UserDto>('/api/auth/signin', idToken)
      expect(profile).toMatchObject({ _id: localId, username: demo.username, email: demo.email })
      expect((await fetch(profile.profilePicture)).status).toBe(200)
      const wishlist = await api<WishlistItemDto[]>(`/api/wishlist/${localId}`, idToken)
      const expected = DEMO_WISHLISTS[demo.key].map((key) => DEMO_EVENTS.find((e) => e.key === key)?.title)
      expect(wishlist.map((item) => item.title).sort()).toEqual([...expected].sort())
      expect(events.filter((e) => e.user._id === localId).length).toBeGreaterThanOrEqual(10)
    }
  })

  it('is left alone by the next start on the same folder', async () => {
    await stack?.stop()
    stack = await startStack({ ports: await freePorts(), dataDir })
    expect(stack.seeded).toBeNull()
    expect(await allEvents()).toHaveLength(DEMO_EVENTS.length)
    const jana = DEMO_USERS[0]
    if (!jana) throw new Error('no demo user')
    await signIn(jana.email, jana.password)
  }, 120_000)
})
