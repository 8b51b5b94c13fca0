import { describe, expect, it } from 'vitest'
import { dayDate, planTrip, straightKm, stopWarnings, tripWarnings } from './trip-plan'
import type { EventStopDto, PointStopDto, TripStopEventDto, Vehicle } from './trips'

const NOW = new Date('2026-11-29T12:00:00Z')

function event(id: string, over: Partial<TripStopEventDto> = {}): EventStopDto {
  return {
    _id: `stop-${id}`,
    kind: 'event',
    eventId: id,
    name: `Event ${id}`,
    overnight: false,
    note: '',
    event: {
      _id: id,
      title: `Event ${id}`,
      section: { main: 'places', sub: null },
      coordinates: [48.1, 17.1],
      thumbnail: null,
      image: '/favicon.svg',
      access: 0,
      date: '2026-06-01',
      state: 'as-described',
      lastVisit: '2026-09-01',
      track: null,
      ...over,
    },
  }
}

function point(name: string, coordinates: [number, number], overnight = false): PointStopDto {
  return { _id: `stop-${name}`, kind: 'point', name, coordinates, overnight, note: '' }
}

const VAN: Vehicle = { lengthM: 7.5, heightM: 3.2, fourByFour: false }

describe('a trip plan', () => {
  it('counts the straight line between stops apart from the stops’ own tracks', () => {
    const route = event('r', {
      section: { main: 'route', sub: null },
      coordinates: [],
      track: {
        distanceKm: 42.3,
        ascentM: 850,
        descentM: 800,
        start: [48.2, 17.2],
        end: [48.5, 17.6],
        line: [
          [48.2, 17.2],
          [48.5, 17.6],
        ],
      },
    })
    const plan = planTrip([point('Start', [48.1, 17.1]), route, point('End', [48.5, 17.6])])
    expect(plan.legs[0]).toEqual({ straightKm: 0, trackKm: 0, ascentM: 0 })
    // from the start to the route's first point, then along the route; its end is where the last begins
    expect(plan.legs[1]!.straightKm).toBeCloseTo(straightKm([48.1, 17.1], [48.2, 17.2]), 1)
    expect(plan.legs[1]!.trackKm).toBe(42.3)
    expect(plan.legs[2]!.straightKm).toBe(0)
    expect(plan.totals).toMatchObject({ trackKm: 42.3, ascentM: 850, nights: 0 })
  })

  it('gives a great-circle distance a traveller would recognise', () => {
    // Bratislava to Košice is about 313 km as the crow flies
    expect(straightKm([48.1486, 17.1077], [48.7164, 21.2611])).toBeGreaterThan(305)
    expect(straightKm([48.1486, 17.1077], [48.7164, 21.2611])).toBeLessThan(320)
  })

  it('ends a day at a camp or an overnight stop, and counts the nights', () => {
    const camp = event('c', { section: { main: 'camp', sub: 'natural' } })
    const stops = [point('A', [48, 17]), camp, point('B', [48.5, 17.5], true), point('C', [49, 18])]
    const plan = planTrip(stops)
    expect(plan.days.map((d) => d.stops)).toEqual([[0, 1], [2], [3]])
    expect(plan.totals.nights).toBe(2)
    // a camp as the last stop is the last night
    expect(planTrip([point('A', [48, 17]), camp]).totals.nights).toBe(0)
  })

  it('dates each day from the start date', () => {
    expect(dayDate('2027-01-30', 1)).toBe('2027-01-30')
    expect(dayDate('2027-01-30', 3)).toBe('2027-02-01')
  })
})

describe('the warnings of a stop', () => {
  it('says when the vehicle does not fit or needs a 4x4', () => {
    const stop = event('c', { amenities: { maxLength: 7, maxHeight: 3, fourByFour: true } })
    expect(stopWarnings(stop, VAN, null, NOW)).toEqual([
      { kind: 'too-long', maxLength: 7, vehicle: 7.5 },
      { kind: 'too-high', maxHeight: 3, vehicle: 3.2 },
      { kind: 'needs-4x4' },
    ])
    expect(stopWarnings(stop, { lengthM: 6, heightM: null, fourByFour: true }, null, NOW)).toEqual([])
  })

  it('says a place is closed in the month the trip reaches it, only with a start date', () => {
    const camp = event('c', {
      section: { main: 'camp', sub: 'natural' },
      amenities: { months: [5, 6, 7, 8, 9] },
    })
    const stops = [camp, event('x', { amenities: { months: [5, 6, 7, 8, 9] } })]
    // the camp ends day 1 (31 October), so the next stop is reached on 1 November
    const warnings = tripWarnings(stops, VAN, '2026-10-31', NOW)
    expect(warnings[0]).toEqual([{ kind: 'closed', month: 10 }])
    expect(warnings[1]).toEqual([{ kind: 'closed', month: 11 }])
    expect(tripWarnings(stops, VAN, null, NOW)).toEqual([[], []])
  })

  it('passes on what travellers reported, and what nobody has seen for two years', () => {
    expect(stopWarnings(event('g', { state: 'gone' }), VAN, null, NOW)).toEqual([{ kind: 'gone' }])
    expect(stopWarnings(event('h', { state: 'changed' }), VAN, null, NOW)).toEqual([{ kind: 'changed' }])
    const old = event('o', { date: '2023-05-01', lastVisit: null })
    expect(stopWarnings(old, VAN, null, NOW)).toEqual([{ kind: 'not-visited', lastVisit: '2023-05-01' }])
    expect(stopWarnings(event('n', { date: '2023-05-01', lastVisit: '2025-12-01' }), VAN, null, NOW)).toEqual(
      [],
    )
  })

  it('marks a stop whose event is gone from the site, and never warns of a free point', () => {
    expect(stopWarnings({ ...event('x'), event: null }, VAN, null, NOW)).toEqual([{ kind: 'unavailable' }])
    expect(stopWarnings(point('Ferry', [41, 41]), VAN, '2026-11-01', NOW)).toEqual([])
  })
})
