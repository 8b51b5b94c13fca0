// npm run bench:facts — what the fact filters cost at 10,000 events: for filtered pages, the candidates a
// page checks (each a document read on Firestore) and its time on the embedded store, and how much the
// facts add to a list answer. Candidates are counted the way search-page.ts walks them.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  COUNTRIES,
  MAIN_SECTIONS,
  SUBSECTIONS,
  eventSearchIndex,
  factFilterTokens,
  parseEventsQuery,
  queryParams,
  type Amenities,
  type FactFilter,
  type MainSection,
} from '@travel/domain'
import { openEmbeddedStore } from '../src/store/embedded'
import { SEARCH_SCAN_BUDGET } from '../src/store/events/search-page'
import { NO_CHECKINS, type EventRecord } from '../src/store/port'
import { eventsService } from '../src/services/events-service'
import { toEventListItemDto } from '../src/services/dto'
import { benchPhotoUrl, NO_OTHER_FILES } from './bench-events'

const EVENTS = 10_000
const PAGE = 24
/** mulberry32: a repeatable stream whose draws do not depend on each other (facts are drawn many a row). */
function stream(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
const random = stream(7)
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const chance = (p: number) => random() < p
const SUMMER = [5, 6, 7, 8, 9]
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

/** Facts as travellers give them: most stays say some, few say everything; roads their surface. */
function factsOf(main: MainSection): Amenities | null {
  if (!chance(0.75)) return null
  const a: Amenities = {}
  const yesNo = (
    key: 'water' | 'toilets' | 'showers' | 'dump' | 'electricity' | 'wifi' | 'fire' | 'dogs' | 'shade',
    known: number,
    yes: number,
  ) => {
    if (chance(known)) a[key] = chance(yes)
  }
  if (main !== 'route') {
    yesNo('water', 0.8, 0.6)
    yesNo('toilets', 0.7, 0.5)
    yesNo('showers', 0.5, 0.4)
    yesNo('dump', 0.5, 0.35)
    yesNo('electricity', 0.5, 0.35)
    yesNo('wifi', 0.3, 0.3)
    yesNo('fire', 0.4, 0.5)
    yesNo('dogs', 0.5, 0.8)
    yesNo('shade', 0.4, 0.5)
    if (chance(0.7))
      a.price = chance(0.45)
        ? { amount: 0, currency: 'EUR' }
        : { amount: 5 + Math.floor(random() * 40), currency: 'EUR' }
    if (chance(0.6)) a.maxLength = pick([6, 7, 7.5, 8, 9, 10, 12])
    if (chance(0.2)) a.maxHeight = pick([2.5, 3, 3.2, 3.5, 4])
    if (chance(0.7)) a.months = chance(0.5) ? SUMMER : ALL_YEAR
  }
  if (main === 'route' || main === 'itinerary') {
    a.surface = pick(['asphalt', 'gravel', 'dirt', 'sand', 'rock', 'mixed'] as const)
    a.fourByFour = a.surface !== 'asphalt' && chance(0.5)
  }
  return Object.keys(a).length ? a : null
}

function events(): EventRecord[] {
  const today = Date.now()
  return Array.from({ length: EVENTS }, (_, i) => {
    const main = pick(MAIN_SECTIONS)
    const subs = SUBSECTIONS[main] as readonly string[]
    const takesCoordinates = main !== 'route' && main !== 'itinerary'
    return {
      id: `bench${String(i).padStart(6, '0')}`,
      title: `Event number ${i}`,
      description: `A place worth the trip: ${'quiet roads, a lake and a view. '.repeat(8)}`,
      image: benchPhotoUrl(i),
      ...NO_OTHER_FILES,
      coordinates: takesCoordinates ? [45 + random() * 10, 10 + random() * 15] : [],
      access: pick([0, 1, 2] as const),
      date: new Date(today - Math.floor(random() * 5 * 365) * 86_400_000).toISOString().slice(0, 10),
      section: { main, sub: subs.length ? (pick(subs) as EventRecord['section']['sub']) : null },
      country: pick(COUNTRIES),
      ownerId: `user${i % 200}`,
      ownerName: `Traveller ${i % 200}`,
      createdAt: new Date(today).toISOString(),
      updatedAt: new Date(today).toISOString(),
      ...NO_CHECKINS,
      amenities: factsOf(main),
    }
  })
}

const all = events()
const dir = await mkdtemp(join(tmpdir(), 'facts-bench-'))
try {
  const store = await openEmbeddedStore(dir)
  await Promise.all(all.map((e) => store.events.createEvent(e)))
  const service = eventsService({
    store,
    accounts: {
      ensureProfile: async () => {
        throw new Error('not used')
      },
    },
    tracks: async () => {
      throw new Error('not used')
    },
    fileUrls: { assertExist: async () => undefined, deleteAll: async () => undefined },
  })
  const newestFirst = [...all].sort((a, b) =>
    a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1,
  )
  const indexOf = new Map(all.map((e) => [e.id, new Set(eventSearchIndex(e))]))

  /** The candidates the first page checks: events with the rarest token, newest first, until full. */
  function candidates(facts: FactFilter): {
    token: string
    holders: number
    checked: number
    matches: number
  } {
    const tokens = factFilterTokens(facts)
    const counts = tokens.map((token) => ({
      token,
      count: newestFirst.filter((e) => indexOf.get(e.id)!.has(token)).length,
    }))
    const rarest = counts.sort((a, b) => a.count - b.count || b.token.length - a.token.length)[0]!
    let checked = 0
    let found = 0
    for (const e of newestFirst) {
      const index = indexOf.get(e.id)!
      if (!index.has(rarest.token)) continue
      if (checked === SEARCH_SCAN_BUDGET) break
      checked++
      if (tokens.every((t) => index.has(t)) && ++found > PAGE) break
    }
    const matches = newestFirst.filter((e) => tokens.every((t) => indexOf.get(e.id)!.has(t))).length
    return { token: rarest.token, holders: rarest.count, checked, matches }
  }

  const QUERIES = [
    'has=water',
    'has=water,dump&free=1&open=7',
    'has=water,dump,showers&fits=8',
    'has=wifi,electricity&free=1&open=1',
    'surface=gravel&4x4=1',
  ]
  console.log(
    `${EVENTS} events, ${all.filter((e) => e.amenities).length} with facts; page of ${PAGE}, budget ${SEARCH_SCAN_BUDGET}\n`,
  )
  console.log(
    'query | rarest token (events holding it) | candidates checked, page 1 | matches in all | first page ms (median of 5)',
  )
  for (const q of QUERIES) {
    const parsed = parseEventsQuery(queryParams(`${q}&limit=${PAGE}`))
    if (!parsed.ok) throw new Error(q)
    const c = candidates(parsed.query.facts!)
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      await service.list(parsed.query)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    console.log(`${q} | ${c.token} (${c.holders}) | ${c.checked} | ${c.matches} | ${times[2]!.toFixed(1)}`)
  }

  // A list answer with and without facts: the events of a first page, as the API answers them.
  const page = newestFirst.slice(0, PAGE)
  const bytes = (events: EventRecord[]) =>
    Buffer.byteLength(
      JSON.stringify({
        success: true,
        data: events.map((e) => toEventListItemDto(e)),
        nextCursor: 'x'.repeat(60),
      }),
    )
  const withFacts = bytes(page)
  const without = bytes(page.map((e) => ({ ...e, amenities: null })))
  console.log(
    `\nlist page of ${PAGE}: ${without} B without facts, ${withFacts} B with (+${(((withFacts - without) / without) * 100).toFixed(1)} %)`,
  )
  const tokens = all.map((e) => eventSearchIndex({ ...e, amenities: null }).length)
  const withTokens = all.map((e) => eventSearchIndex(e).length)
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  console.log(
    `search index entries per event: ${(sum(tokens) / EVENTS).toFixed(1)} without facts, ${(sum(withTokens) / EVENTS).toFixed(1)} with`,
  )
} finally {
  await rm(dir, { recursive: true, force: true })
}
