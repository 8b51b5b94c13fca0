import { describe, expect, it } from 'vitest'
import { formatDuration, formatKm, formatMetres } from './format-number'

// Intl writes Slovak thousands with a no-break space (the number never breaks across lines): compared
// here as the plain space readers see.
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('route numbers in the reader’s language', () => {
  it('write distances with the language’s separators', () => {
    expect(formatKm(1234.54, 'en')).toBe('1,234.5 km')
    expect(plain(formatKm(1234.54, 'sk'))).toBe('1 234,5 km')
    expect(plain(formatKm(7, 'sk'))).toBe('7 km')
  })

  it('write climbs in whole metres', () => {
    expect(formatMetres(2250.4, 'en')).toBe('2,250 m')
    expect(plain(formatMetres(2250.4, 'sk'))).toBe('2 250 m')
  })

  it('write durations in hours and minutes, and long trips in days', () => {
    expect(formatDuration(4 * 3600 + 50 * 60, 'en')).toBe('4 hr 50 min')
    expect(plain(formatDuration(4 * 3600 + 50 * 60, 'sk'))).toBe('4 h 50 min')
    expect(formatDuration(45 * 60, 'en')).toBe('45 min')
    expect(formatDuration(12 * 86400 + 4 * 3600, 'en')).toBe('12 days 4 hr')
  })
})
