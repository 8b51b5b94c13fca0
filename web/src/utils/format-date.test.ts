import { describe, expect, it } from 'vitest'
import { formatDate } from './format-date'

describe('dates in the local format of the chosen language', () => {
  it('writes an event day the English way', () => {
    expect(formatDate('2024-03-14', 'en')).toBe('14 March 2024')
  })

  it('writes an event day the Slovak way', () => {
    expect(formatDate('2024-03-14', 'sk')).toBe('14. marca 2024')
  })

  it('keeps the calendar day whatever the time zone (no shift to the previous day)', () => {
    expect(formatDate('2024-01-01', 'en', 'short')).toBe('01/01/2024')
    expect(formatDate('2024-01-01', 'sk', 'short')).toBe('1. 1. 2024')
  })

  it('accepts a full timestamp and a regional language tag', () => {
    expect(formatDate('2024-03-14T10:00:00', 'sk-SK', 'medium')).toBe('14. 3. 2024')
  })

  it('shows the text unchanged when it is not a date', () => {
    expect(formatDate('someday', 'en')).toBe('someday')
  })
})
