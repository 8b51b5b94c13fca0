import { describe, expect, it } from 'vitest'
import { pointStop, tripOf } from '../testing/trip-fixtures'
import { withChange } from './shown-trip'

const trip = tripOf({
  stops: [pointStop('a', 'A', [45, 15]), pointStop('b', 'B', [46, 16]), pointStop('c', 'C', [47, 17])],
})
const order = (t: typeof trip) => t.stops.map((s) => s._id).join('')

describe('a trip shown before the answer', () => {
  it('puts a moved stop after the one named, or first', () => {
    expect(order(withChange(trip, { kind: 'stop', stopId: 'c', body: { after: 'a' } }))).toBe('acb')
    expect(order(withChange(trip, { kind: 'stop', stopId: 'b', body: { after: null } }))).toBe('bac')
    expect(order(withChange(trip, { kind: 'stop', stopId: 'a', body: { after: 'c' } }))).toBe('bca')
  })

  it('shows a change the answer already holds the same, and one it cannot place not at all', () => {
    const moved = withChange(trip, { kind: 'stop', stopId: 'c', body: { after: 'a' } })
    expect(withChange(moved, { kind: 'stop', stopId: 'c', body: { after: 'a' } })).toBe(moved)
    expect(withChange(trip, { kind: 'stop', stopId: 'c', body: { after: 'gone' } })).toBe(trip)
    expect(withChange(trip, { kind: 'remove-stop', stopId: 'gone' })).toBe(trip)
  })

  it('marks a night and drops a removed stop, keeping the other stops as they were', () => {
    const night = withChange(trip, { kind: 'stop', stopId: 'b', body: { overnight: true } })
    expect(night.stops.map((s) => s.overnight)).toEqual([false, true, false])
    expect(night.stops[0]).toBe(trip.stops[0])
    const removed = withChange(trip, { kind: 'remove-stop', stopId: 'b' })
    expect(order(removed)).toBe('ac')
    expect(removed.stops[1]).toBe(trip.stops[2])
  })

  it('leaves what it does not show early to the answer', () => {
    expect(withChange(trip, { kind: 'trip', body: { name: 'Renamed' } })).toBe(trip)
    expect(withChange(trip, { kind: 'stop', stopId: 'a', body: { note: 'Later' } })).toBe(trip)
  })
})
