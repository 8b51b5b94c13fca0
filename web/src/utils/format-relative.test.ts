import { describe, expect, it } from 'vitest'
import { formatDaysAgo } from './format-relative'

describe('formatDaysAgo', () => {
  it('says how long ago a day was in English', () => {
    expect(formatDaysAgo('2024-05-10', '2024-05-10', 'en')).toBe('today')
    expect(formatDaysAgo('2024-05-09', '2024-05-10', 'en')).toBe('yesterday')
    expect(formatDaysAgo('2024-04-19', '2024-05-10', 'en')).toBe('3 weeks ago')
    expect(formatDaysAgo('2024-02-10', '2024-05-10', 'en')).toBe('3 months ago')
    expect(formatDaysAgo('2022-05-01', '2024-05-10', 'en')).toBe('2 years ago')
  })

  it('says it in Slovak', () => {
    expect(formatDaysAgo('2024-05-09', '2024-05-10', 'sk')).toBe('včera')
    expect(formatDaysAgo('2024-04-19', '2024-05-10', 'sk')).toBe('pred 3 týždňami')
    expect(formatDaysAgo('2024-02-10', '2024-05-10', 'sk')).toBe('pred 3 mesiacmi')
  })

  it('gives back what is not a day', () => {
    expect(formatDaysAgo('soon', '2024-05-10', 'en')).toBe('soon')
  })
})
