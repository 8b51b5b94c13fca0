import { plainSpacesBeforeUnits } from '@travel/domain'
import { describe, expect, it } from 'vitest'
import { formatBytes, formatDuration, formatKm, formatMetres, formatPlace, formatUnit } from './format-number'

// Intl writes Slovak thousands with a no-break space, and the site puts one before every unit (neither
// breaks across lines): compared here as the plain space readers see, and checked for on their own below.
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('route numbers in the reader’s language', () => {
  it('write distances with the language’s separators', () => {
    expect(plain(formatKm(1234.54, 'en'))).toBe('1,234.5 km')
    expect(plain(formatKm(1234.54, 'sk'))).toBe('1 234,5 km')
    expect(plain(formatKm(7, 'sk'))).toBe('7 km')
  })

  it('write climbs in whole metres', () => {
    expect(plain(formatMetres(2250.4, 'en'))).toBe('2,250 m')
    expect(plain(formatMetres(2250.4, 'sk'))).toBe('2 250 m')
  })

  it('write durations in hours and minutes, and long trips in days', () => {
    expect(plain(formatDuration(4 * 3600 + 50 * 60, 'en'))).toBe('4 hr 50 min')
    expect(plain(formatDuration(4 * 3600 + 50 * 60, 'sk'))).toBe('4 h 50 min')
    expect(plain(formatDuration(45 * 60, 'en'))).toBe('45 min')
    expect(plain(formatDuration(12 * 86400 + 4 * 3600, 'en'))).toBe('12 days 4 hr')
    expect(plain(formatDuration(2 * 86400, 'sk'))).toBe('2 dni')
    expect(plain(formatDuration(5 * 86400, 'sk'))).toBe('5 dní')
  })

  it.each(['en', 'sk'])('never leave a unit on a line of its own (%s)', (lang) => {
    const texts = [
      formatKm(1234.54, lang),
      formatKm(7, lang),
      formatMetres(2250.4, lang),
      formatDuration(4 * 3600 + 50 * 60, lang),
      formatDuration(12 * 86400 + 4 * 3600, lang),
      formatBytes(850_000, lang),
      formatBytes(52_400_000, lang),
      formatUnit(500, lang, 'meter', 3),
      formatPlace(48.1486, 17.1077, lang),
    ]
    for (const text of texts) expect(plainSpacesBeforeUnits(text), text).toEqual([])
    // the duration's two parts may still break between them, not inside either
    expect(formatDuration(4 * 3600 + 50 * 60, lang)).toMatch(/^4\u00a0\S+ 50\u00a0min$/)
  })

  it('write a place with a decimal comma and the hemispheres in Slovak, as maps do in English', () => {
    expect(formatPlace(48.148598, 17.107748, 'en')).toBe('48.1486, 17.1077')
    expect(plain(formatPlace(48.148598, 17.107748, 'sk'))).toBe('48,1486° s. š., 17,1077° v. d.')
    expect(plain(formatPlace(-22.95, -43.2105, 'sk'))).toBe('22,9500° j. š., 43,2105° z. d.')
  })
})
