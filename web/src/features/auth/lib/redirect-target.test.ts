import { describe, expect, it } from 'vitest'
import { safeRedirectTarget, signInUrlFor } from './redirect-target'

describe('the target after signing in', () => {
  it('is a path of this site, kept with its query and fragment', () => {
    expect(safeRedirectTarget('/profile')).toBe('/profile')
    expect(safeRedirectTarget('/events/camp?country=Slovakia#list')).toBe(
      '/events/camp?country=Slovakia#list',
    )
    expect(safeRedirectTarget('/sk/profil')).toBe('/sk/profil')
  })

  it('is home for anything else: another site, a scheme, or a path a URL parser turns into one', () => {
    for (const value of [
      null,
      undefined,
      '',
      'profile',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '\t//evil.example',
      '/%09/evil.example/..',
      '/\u0000/x',
      '/\u2028/evil.example',
    ])
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBe(
        value === '/%09/evil.example/..' ? '/%09/' : '/',
      )
  })

  it('round-trips through the sign-in address', () => {
    const target = '/events?q=tatry lake'
    const link = new URL(signInUrlFor(target), 'http://localhost')
    expect(safeRedirectTarget(link.searchParams.get('redirectTo'))).toBe('/events?q=tatry%20lake')
  })
})
