// The headers production sends (firebase.json) are the ones the local servers send (vite.config.ts), and
// they keep scripts to the site's own and its named Google hosts.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SAVED_LANGUAGE_SCRIPT } from '@travel/domain'
import { contentSecurityPolicy, productionSecurityHeaders } from '../security-headers'

/** The source a page's one inline script needs, computed here independently of the policy's code. */
const SAVED_LANGUAGE_HASH = `'sha256-${createHash('sha256').update(SAVED_LANGUAGE_SCRIPT).digest('base64')}'`

const FIREBASE_JSON = join(dirname(fileURLToPath(import.meta.url)), '../../firebase.json')

interface HostingHeaders {
  source: string
  headers: { key: string; value: string }[]
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('security headers', () => {
  it('firebase.json sends every page the production headers', () => {
    const firebase = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
      hosting: { headers: HostingHeaders[] }
    }
    const all = firebase.hosting.headers.find((entry) => entry.source === '**')
    expect(Object.fromEntries((all?.headers ?? []).map(({ key, value }) => [key, value]))).toEqual(
      productionSecurityHeaders(),
    )
  })

  it('production allows no inline script but the saved-language one, no plugin, no framing, and files only from Cloud Storage', () => {
    const policy = directives(productionSecurityHeaders()['Content-Security-Policy'])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
    expect(policy.get('script-src')?.filter((source) => /^'(sha|nonce)/.test(source))).toEqual([
      SAVED_LANGUAGE_HASH,
    ])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('img-src')).toContain('https://firebasestorage.googleapis.com')
    expect([...policy.values()].flat().some((source) => source.startsWith('http:'))).toBe(false)
    expect(productionSecurityHeaders()['X-Frame-Options']).toBe('DENY')
    expect(productionSecurityHeaders()['Permissions-Policy']).toMatch(/(^|, )geolocation=\(self\)/)
  })

  it('locally names the Auth emulator and the local storage server instead of Google, and Maps only with a key', () => {
    const emulators = { authUrl: 'http://127.0.0.1:9099', storageOrigin: 'http://127.0.0.1:9199' }
    const local = directives(contentSecurityPolicy({ emulators, maps: false }))
    expect(local.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099', 'http://127.0.0.1:9199'])
    expect(local.get('img-src')).toContain('http://127.0.0.1:9199')
    expect(local.get('script-src')).toEqual(["'self'", SAVED_LANGUAGE_HASH])
    const withMaps = directives(contentSecurityPolicy({ emulators, maps: true }))
    expect(withMaps.get('script-src')).toContain('https://*.googleapis.com')
    // Only Vite's dev server (its inline hot-reload preamble) gets inline scripts, and no hash: a hash
    // would make the browser ignore 'unsafe-inline'.
    expect(
      directives(contentSecurityPolicy({ emulators, maps: false, dev: true })).get('script-src'),
    ).toEqual(["'self'", "'unsafe-inline'"])
  })
})
