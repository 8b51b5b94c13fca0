import { describe, expect, it } from 'vitest'
import { formatDateText, parseDateText } from './date-text'

describe('a day as typed and shown', () => {
  it('shows a day in the page language', () => {
    expect(formatDateText('2026-03-07', 'sk')).toBe('7. 3. 2026')
    expect(formatDateText('2026-03-07', 'en')).toBe('07/03/2026')
    expect(formatDateText('7. 3.', 'sk')).toBe('7. 3.')
  })

  it('reads what people type, day first, in either language', () => {
    for (const text of [
      '7. 3. 2026',
      '7.3.2026',
      '07.03.2026',
      '7/3/2026',
      '07/03/2026',
      '7-3-2026',
      '2026-03-07',
    ])
      expect(parseDateText(text)).toBe('2026-03-07')
  })

  it('names no day for an impossible or unfinished one', () => {
    for (const text of ['31. 4. 2026', '29/02/2025', '7. 3. 26', '7. 3.', 'yesterday', ''])
      expect(parseDateText(text)).toBeUndefined()
  })
})
