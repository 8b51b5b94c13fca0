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
  isRecentlyVisited,
  planTrip,
  suggestedFacts,
  tripWarnings,
  sectionTakesCoordinates,
  type CheckinDto,
  type CheckinPageDto,
  type EventDto,
  type HistoryDto,
  type SuggestionDto,
  type TripDto,
  type TripSummaryDto,
  type UserDto,
  type WishlistItemDto,
} from '@travel/domain'
import { freePorts } from '../src/ports'
import {
  DEMO_CHECKINS,
  DEMO_EVENTS,
  DEMO_USERS,
  DEMO_WISHLISTS,
  demoVisitDate,
  type SeedProgress,
} from '../src/seed/seed'
import { DEMO_SUGGESTIONS } from '../src/seed/demo-suggestions'
import { DEMO_TRANSLATIONS } from '../src/seed/demo-translations'
import { DEMO_TRIPS } from '../src/seed/demo-trips'
import { DEMO_MODERATOR } from '../src/seed/demo-users'
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

/** Every event, the places found gone too (lists leave those out unless asked), in `lang`'s version. */
async function allEvents({ gone = true, lang = 'en' } = {}): Promise<EventDto[]> {
  if (!stack) throw new Error('no stack')
  const response = await fetch(`${stack.apiUrl}/api/events?limit=100&lang=${lang}${gone ? '&gone=1' : ''}`)
  const body = (await response.json()) as { data: EventDto[]; nextCursor: string | null }
  expect(body.nextCursor).toBeNull()
  return body.data
}

/** Every check-in of an event, page after page, as its page lists them. */
/** A demo event's title as an English reader gets it: Tom's own, the others' English version if any. */
function englishTitle(key: string | undefined): string | undefined {
  const demo = DEMO_EVENTS.find((e) => e.key === key)
  if (!demo) return undefined
  return demo.author === 'tom' ? demo.title : (DEMO_TRANSLATIONS[demo.key]?.title ?? demo.title)
}

async function allCheckins(eventId: string): Promise<CheckinDto[]> {
  const checkins: CheckinDto[] = []
  let cursor: string | null = null
  do {
    const page: CheckinPageDto = await api<CheckinPageDto>(
      `/api/events/${eventId}/checkins${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    checkins.push(...page.checkins)
    cursor = page.next
  } while (cursor)
  return checkins
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
      checkins: DEMO_CHECKINS.length,
      wishlistItems: Object.values(DEMO_WISHLISTS).flat().length,
    })
    expect(stack?.seeded?.tracks).toBeGreaterThanOrEqual(12)
  })

  it('tells its progress while it works, from nothing to every account, photo, event, check-in and wishlist entry', () => {
    const wishlistTotal = Object.values(DEMO_WISHLISTS).flat().length
    const checkinTotal = DEMO_CHECKINS.length
    expect(progress[0]).toMatchObject({
      accounts: { done: 0 },
      events: { done: 0 },
      checkins: { done: 0 },
      wishlist: { done: 0 },
    })
    expect(progress.at(-1)).toMatchObject({
      accounts: { done: DEMO_USERS.length, total: DEMO_USERS.length },
      events: { done: DEMO_EVENTS.length, total: DEMO_EVENTS.length },
      checkins: { done: checkinTotal, total: checkinTotal },
      wishlist: { done: wishlistTotal, total: wishlistTotal },
    })
    const photos = progress.at(-1)?.photos
    // every avatar, event and check-in photo is counted once, drawn now or read from an earlier run's cache
    const checkinPhotos = DEMO_CHECKINS.filter((c) => c.photo).length
    expect((photos?.drawn ?? 0) + (photos?.cached ?? 0)).toBe(
      DEMO_USERS.length + DEMO_EVENTS.length + checkinPhotos,
    )
    // one report per step, counts only growing
    expect(progress).toHaveLength(1 + DEMO_USERS.length + DEMO_EVENTS.length + checkinTotal + wishlistTotal)
    const steps = progress.map((p) => p.accounts.done + p.events.done + p.checkins.done + p.wishlist.done)
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
      const expected = DEMO_WISHLISTS[demo.key].map(englishTitle)
      expect(wishlist.map((item) => item.title).sort()).toEqual([...expected].sort())
      const written = events.filter((e) => e.user._id === localId).length
      if (DEMO_EVENTS.some((e) => e.author === demo.key)) expect(written).toBeGreaterThanOrEqual(10)
      else expect(written).toBe(0)
    }
  })

  it('leaves suggested edits: open ones for their authors and moderators, one accepted, one declined', async () => {
    const author = (key: string) =>
      DEMO_USERS.find((u) => u.key === DEMO_EVENTS.find((e) => e.key === key)?.author)
    const marek = author('liptov-meadow')
    if (!marek) throw new Error('no author of the demo meadow')
    const { idToken } = await signIn(marek.email, marek.password)
    const mine = await api<{
      received: { suggestions: SuggestionDto[] }
      sent: { suggestions: SuggestionDto[] }
    }>('/api/suggestions/mine', idToken)
    expect(mine.received.suggestions.map((s) => s.eventTitle)).toEqual([
      'Nocľah na lúke nad Liptovskou Marou',
      'Kemp pri moste cez Taru',
    ])
    // the one Marek has left unanswered is the moderators' too, reviewed fact by fact
    const moderator = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password)
    const overdue = await api<{ suggestions: SuggestionDto[] }>('/api/suggestions/overdue', moderator.idToken)
    expect(overdue.suggestions).toMatchObject([{ eventTitle: 'Kemp pri moste cez Taru', toModerators: true }])
    expect(suggestedFacts(overdue.suggestions[0]?.changes ?? [])).toEqual(['electricity', 'price'])
    const renamed = (await allEvents({ lang: 'sk' })).find(
      (e) => e.title === 'Na divoko pri Prespanskom jazere pri Stenje',
    )
    expect(renamed).toBeDefined()
    const history = await api<HistoryDto>(`/api/events/${renamed?._id ?? 'none'}/history`)
    expect(history.revisions[0]).toMatchObject({
      kind: 'suggestion',
      reason: 'Názov dediny pomôže pri hľadaní.',
    })
    expect(DEMO_SUGGESTIONS.filter((s) => s.decision?.action === 'decline')).toHaveLength(1)
  })

  it('plans the demo trips: the Slovak loop warns of its meadow and is published as an itinerary', async () => {
    expect(stack?.seeded?.trips).toBe(DEMO_TRIPS.length)
    const jana = DEMO_USERS.find((u) => u.key === 'jana')
    if (!jana) throw new Error('no demo user jana')
    const { idToken } = await signIn(jana.email, jana.password)
    const [summary] = await api<TripSummaryDto[]>('/api/trips', idToken)
    const trip = await api<TripDto>(`/api/trips/${summary?._id ?? 'none'}`, idToken)
    expect(trip.stops.every((s) => s.kind === 'point' || s.event !== null)).toBe(true)
    const warnings = tripWarnings(trip.stops, trip.vehicle, trip.startDate, new Date()).flat()
    expect(warnings.map((w) => w.kind)).toEqual(expect.arrayContaining(['too-long', 'closed']))
    expect(planTrip(trip.stops).days.length).toBeGreaterThanOrEqual(3)
    const published = await api<TripDto>(`/api/events/${trip.publishedEventId ?? 'none'}/trip`)
    expect(published.stops.map((s) => s.name)).toEqual(trip.stops.map((s) => s.name))
  })

  it('leaves check-ins a visitor would notice: two places gone, every rating, recent favourites, photos', async () => {
    const events = await allEvents()
    const today = demoVisitDate(0, new Date())
    const byKey = new Map(DEMO_EVENTS.map((e) => [englishTitle(e.key), e.key]))
    const gone = events.filter((e) => e.state === 'gone').map((e) => byKey.get(e.title))
    expect(gone.sort()).toEqual(['balaton-north-shore', 'loch-etive'])
    expect(await allEvents({ gone: false })).toHaveLength(DEMO_EVENTS.length - 2)
    const liked = events.filter(
      (e) => e.state !== 'gone' && (e.rating?.average ?? 0) >= 4 && isRecentlyVisited(e.lastVisit, today),
    )
    expect(liked.length).toBeGreaterThanOrEqual(5)
    // a list leaves out the summary of an event nobody checked in on
    const neverVisited = events.filter((e) => e.checkins === undefined)
    expect(neverVisited.length).toBeGreaterThanOrEqual(10)
    expect(neverVisited.every((e) => e.rating === undefined && e.lastVisit === undefined)).toBe(true)
    const longAgo = events.filter(
      (e) => (e.checkins ?? 0) > 0 && e.lastVisit && !isRecentlyVisited(e.lastVisit, today),
    )
    expect(longAgo.length).toBeGreaterThanOrEqual(3)

    const checkins = (
      await Promise.all(events.filter((e) => (e.checkins ?? 0) > 0).map((e) => allCheckins(e._id)))
    ).flat()
    expect(checkins).toHaveLength(DEMO_CHECKINS.length)
    expect(events.reduce((sum, e) => sum + (e.checkins ?? 0), 0)).toBe(DEMO_CHECKINS.length)
    expect(new Set(checkins.map((c) => c.rating))).toEqual(new Set([1, 2, 3, 4, 5, null]))
    expect(new Set(checkins.map((c) => c.user.username)).size).toBe(DEMO_USERS.length)
    const gonePlace = checkins.find((c) => c.state === 'gone')
    expect(gonePlace?.text).toMatch(/fenced off|zatvorený/)

    // what visitors found of the facts: the castle's toilets disputed, the family campsite's confirmed
    const pageOf = async (key: string) => {
      const listed = events.find((e) => e.title === englishTitle(key))
      return api<EventDto>(`/api/events/${listed?._id ?? 'none'}`)
    }
    expect((await pageOf('spis-castle')).factChecks?.toilets).toMatchObject({ disputed: true })
    const bled = await pageOf('bled-family-campsite')
    expect(bled.factChecks?.water).toMatchObject({ confirmed: 2, disputed: false })
    // the latest visitor paid more than the listed price; the all-year camp was open on each visit
    expect(bled.factChecks?.price).toMatchObject({
      confirmed: 1,
      disputed: true,
      paid: { amount: 49, currency: 'EUR' },
    })
    expect((await pageOf('besenova-camp')).factChecks?.months).toMatchObject({
      confirmed: 2,
      disputed: false,
    })

    const photos = checkins.flatMap((c) => c.photos)
    expect(photos).toHaveLength(DEMO_CHECKINS.filter((c) => c.photo).length)
    for (const url of photos) {
      expect(decodeURIComponent(url)).toMatch(/\/checkins\/[^/]+\/\d+_[^/]+\.jpg\?/)
      const photo = await fetch(url)
      expect(photo.status).toBe(200)
      expect(photo.headers.get('content-type')).toBe('image/jpeg')
    }
  })

  it('replaces a check-in posted again for the same visit day instead of adding one', async () => {
    const zuzka = DEMO_USERS.find((u) => u.key === 'zuzka')
    const again = DEMO_CHECKINS.find((c) => c.by === 'zuzka' && c.event === 'besenova-camp')
    const event = (await allEvents()).find((e) => e.title === englishTitle(again?.event))
    if (!zuzka || !again || !event || !stack) throw new Error('no demo check-in to post again')
    const { idToken } = await signIn(zuzka.email, zuzka.password)
    const response = await fetch(`${stack.apiUrl}/api/events/${event._id}/checkins`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        visitDate: demoVisitDate(again.daysAgo, new Date()),
        state: again.state,
        rating: again.rating,
        text: again.text,
        photos: [],
        access: again.access,
      }),
    })
    expect(response.status).toBe(200)
    expect(await allCheckins(event._id)).toHaveLength(event.checkins)
  })

  it('creates the demo moderator, whom the API answers as one', async () => {
    const { idToken, localId } = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password)
    const profile = await api<UserDto>('/api/user', idToken)
    expect(profile).toMatchObject({ _id: localId, username: DEMO_MODERATOR.username, moderator: true })
    const jana = DEMO_USERS[0]
    if (!jana) throw new Error('no demo user')
    expect(
      await api<UserDto>('/api/user', (await signIn(jana.email, jana.password)).idToken),
    ).not.toHaveProperty('moderator')
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
