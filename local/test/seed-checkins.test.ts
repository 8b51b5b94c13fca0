// The demo check-ins as data: valid by the API's rules on any day the seed runs, and telling the stories
// the site should show (recent and well rated, changed, gone, never visited, visited long ago).
import { describe, expect, it } from 'vitest'
import {
  CHECKABLE_FACTS,
  checkinPayloadSchema,
  isRecentlyVisited,
  plainSpacesBeforeUnits,
  type CheckinPayload,
  type CheckinState,
} from '@travel/domain'
import { DEMO_AMENITIES } from '../src/seed/demo-amenities'
import { DEMO_CHECKINS, demoVisitDate, type DemoCheckin } from '../src/seed/demo-checkins'
import { DEMO_EVENTS, demoDate } from '../src/seed/demo-events'
import { DEMO_USERS } from '../src/seed/demo-users'

interface Told {
  state: CheckinState
  lastVisit: string | null
  average: number | null
  visits: string[]
}

/** What an event's page says about its check-ins on `today`: the state and date of the latest. */
function toldOn(today: Date): Map<string, Told> {
  const told = new Map<string, Told>()
  for (const event of DEMO_EVENTS) {
    const checkins = DEMO_CHECKINS.filter((c) => c.event === event.key)
      .map((c) => ({ ...c, visitDate: demoVisitDate(c.daysAgo, today) }))
      .sort((a, b) => (a.visitDate < b.visitDate ? 1 : -1))
    if (checkins.length === 0) continue
    const ratings = checkins.flatMap((c) => (c.rating === null ? [] : [c.rating]))
    told.set(event.key, {
      state: checkins[0]?.state ?? 'as-described',
      lastVisit: checkins.find((c) => c.state !== 'gone')?.visitDate ?? null,
      average: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null,
      visits: checkins.map((c) => c.visitDate),
    })
  }
  return told
}

const isoToday = (today: Date) => demoVisitDate(0, today)

/** Every day of a year, so no day of the seed breaks the stories. */
const DAYS_OF_A_YEAR = Array.from({ length: 366 }, (_, i) => new Date(2026, 0, 1 + i))

describe('the demo check-ins', () => {
  it('are by demo users, on demo events, one per visitor and day and at most one a day per event', () => {
    const seen = new Set<string>()
    for (const c of DEMO_CHECKINS) {
      expect(DEMO_USERS.some((u) => u.key === c.by)).toBe(true)
      expect(
        DEMO_EVENTS.some((e) => e.key === c.event),
        c.event,
      ).toBe(true)
      // the same day on one event would leave the order of the two to the time they were written
      expect(seen.has(`${c.event} ${c.daysAgo}`), `${c.event} ${c.daysAgo}`).toBe(false)
      seen.add(`${c.event} ${c.daysAgo}`)
    }
    // the three who write the events and the three who only check in
    expect(new Set(DEMO_CHECKINS.map((c) => c.by)).size).toBe(DEMO_USERS.length)
  })

  it('pass the API rules on any day, spread over the last two years', async () => {
    for (const today of [new Date(2026, 0, 1), new Date(2026, 1, 28), new Date(2026, 6, 15)]) {
      for (const c of DEMO_CHECKINS) {
        const payload: CheckinPayload = {
          visitDate: demoVisitDate(c.daysAgo, today),
          state: c.state,
          rating: c.rating,
          text: c.text,
          photos: [],
          access: c.access,
          ...(c.facts ? { facts: c.facts } : {}),
        }
        await expect(
          checkinPayloadSchema.validate(payload, { context: { now: today }, strict: false }),
          `${c.event} by ${c.by}`,
        ).resolves.toBeTruthy()
      }
    }
    const days = DEMO_CHECKINS.map((c) => c.daysAgo)
    expect(Math.min(...days)).toBeLessThan(30)
    expect(Math.max(...days)).toBeGreaterThan(600)
    expect(Math.max(...days)).toBeLessThan(731)
  })

  it('rate every value from 1 to 5, mostly as described, with a few photos', () => {
    expect(new Set(DEMO_CHECKINS.map((c) => c.rating))).toEqual(new Set([1, 2, 3, 4, 5, null]))
    const described = DEMO_CHECKINS.filter((c) => c.state === 'as-described')
    expect(described.length).toBeGreaterThan(DEMO_CHECKINS.length / 2)
    expect(DEMO_CHECKINS.filter((c) => c.state === 'changed').length).toBeGreaterThanOrEqual(5)
    expect(DEMO_CHECKINS.filter((c) => c.photo).length).toBeGreaterThanOrEqual(5)
  })

  it('say what changed or why the place is gone, in Slovak and in English, numbers on their units’ line', () => {
    const explained = (c: DemoCheckin) => c.state === 'as-described' || c.text.length > 40
    for (const c of DEMO_CHECKINS) {
      expect(explained(c), `${c.event} by ${c.by}`).toBe(true)
      expect(plainSpacesBeforeUnits(c.text), `${c.event}: a no-break space`).toEqual([])
    }
    const slovak = DEMO_CHECKINS.filter((c) => /[áäčďéíĺľňóôŕšťúýž]/i.test(c.text))
    const english = DEMO_CHECKINS.filter((c) => /\b(the|and)\b/.test(c.text))
    expect(slovak.length).toBeGreaterThanOrEqual(10)
    expect(english.length).toBeGreaterThanOrEqual(10)
  })

  it('correct a trip only after it happened, whatever day the seed runs', () => {
    for (const today of DAYS_OF_A_YEAR)
      for (const c of DEMO_CHECKINS.filter((c) => c.state !== 'as-described')) {
        const event = DEMO_EVENTS.find((e) => e.key === c.event)
        if (!event) throw new Error(`no demo event ${c.event}`)
        expect(demoVisitDate(c.daysAgo, today) > demoDate(event.when, today), `${c.event} by ${c.by}`).toBe(
          true,
        )
      }
  })

  it('leave exactly two places gone, some recent and well rated, some never or long ago visited', () => {
    for (const today of DAYS_OF_A_YEAR) {
      const told = toldOn(today)
      const day = isoToday(today)
      const gone = [...told].filter(([, t]) => t.state === 'gone').map(([key]) => key)
      expect(gone.sort()).toEqual(['balaton-north-shore', 'loch-etive'])
      const recentAndLiked = [...told.values()].filter(
        (t) => t.state !== 'gone' && (t.average ?? 0) >= 4 && isRecentlyVisited(t.lastVisit, day),
      )
      expect(recentAndLiked.length).toBeGreaterThanOrEqual(5)
      const onlyLongAgo = [...told.values()].filter((t) => !isRecentlyVisited(t.visits[0] ?? null, day))
      expect(onlyLongAgo.length).toBeGreaterThanOrEqual(3)
      expect(DEMO_EVENTS.length - told.size).toBeGreaterThanOrEqual(10)
    }
  })

  it('answer only facts their events give, confirming most and disputing at least one', () => {
    const disputed: string[] = []
    let confirming = 0
    for (const event of DEMO_EVENTS) {
      const amenities = DEMO_AMENITIES[event.key]
      const answering = DEMO_CHECKINS.filter((c) => c.event === event.key && c.facts).sort(
        (a, b) => a.daysAgo - b.daysAgo,
      )
      for (const c of answering)
        for (const fact of CHECKABLE_FACTS) {
          const answer = c.facts?.[fact]
          if (answer === undefined) continue
          expect(typeof amenities?.[fact], `${c.event} ${fact}`).toBe('boolean')
          if (amenities?.[fact] === answer) confirming++
        }
      for (const fact of CHECKABLE_FACTS) {
        const latest = answering.find((c) => c.facts?.[fact] !== undefined)
        if (latest && latest.facts?.[fact] !== amenities?.[fact]) disputed.push(`${event.key} ${fact}`)
      }
    }
    expect(confirming).toBeGreaterThanOrEqual(10)
    expect(disputed).toEqual(['spis-castle toilets'])
  })

  it('count visit days back from the seed’s today, on its calendar', () => {
    expect(demoVisitDate(0, new Date(2026, 2, 1, 23, 30))).toBe('2026-03-01')
    expect(demoVisitDate(1, new Date(2026, 2, 1))).toBe('2026-02-28')
    expect(demoVisitDate(366, new Date(2026, 2, 1))).toBe('2025-02-28')
  })
})
