import { describe, expect, it } from 'vitest'
import { coordinatesWarning, parseCoordinates } from './index'

describe('coordinates typed in the form', () => {
  it('accepts the format the form asks for, with or without a space', () => {
    expect(parseCoordinates('48.148598, 17.107748')).toEqual([48.148598, 17.107748])
    expect(parseCoordinates('48.1,17.2')).toEqual([48.1, 17.2])
  })

  it('rejects text that is not two decimal numbers separated by a comma', () => {
    for (const bad of ['48.148598', '48,148598 17,107748', 'abc, def', '48.1234567, 17.1', '48, 17']) {
      expect(parseCoordinates(bad), bad).toBeUndefined()
      expect(coordinatesWarning(bad), bad).toBe('coordinates_warning')
    }
  })

  it('rejects a latitude beyond the poles', () => {
    expect(parseCoordinates('95.000000, 17.000000')).toBeUndefined()
  })

  it('shows no warning for an empty field', () => {
    expect(coordinatesWarning('  ')).toBeUndefined()
  })
})
