// What a suggestion form sends: only the suggested fields it changed, never the date or the files.
import { describe, expect, it } from 'vitest'
import { isOverdue, proposedChanges } from './suggestions'

const event = {
  title: 'Camp at the mill',
  description: 'A meadow by the old mill.',
  section: { main: 'camp', sub: 'natural' },
  country: 'Slovakia',
  access: 0,
  coordinates: [48.1, 19.1],
  map: null,
  amenities: { water: true },
} as const

describe('proposedChanges', () => {
  it('keeps the changed suggested fields and drops the unchanged, the date and the files', () => {
    expect(
      proposedChanges(
        event as never,
        {
          ...event,
          coordinates: [48.105, 19.1],
          amenities: { water: false },
          date: '2020-01-01',
          image: 'https://elsewhere.example/x.jpg',
        } as never,
      ),
    ).toEqual({ coordinates: [48.105, 19.1], amenities: { water: false } })
  })

  it('reads an absent map link and no map link as the same', () => {
    expect(proposedChanges(event as never, { map: null })).toEqual({})
    expect(proposedChanges(event as never, { map: 'https://maps.example/?q=1' })).toEqual({
      map: 'https://maps.example/?q=1',
    })
  })
})

describe('isOverdue', () => {
  it('turns true on the fourteenth day', () => {
    const now = new Date('2026-05-15T12:00:00.000Z')
    expect(isOverdue('2026-05-01T12:00:01.000Z', now)).toBe(false)
    expect(isOverdue('2026-05-01T12:00:00.000Z', now)).toBe(true)
  })
})
