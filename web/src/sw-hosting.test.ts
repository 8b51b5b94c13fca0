// Firebase Hosting must never let a browser or its CDN keep an old service worker, page or manifest: a
// deployed version reaches readers only through them (docs/offline.md). Hosting's default is an hour.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const FIREBASE_JSON = join(dirname(fileURLToPath(import.meta.url)), '../../firebase.json')

interface HostingHeaders {
  source: string
  headers: { key: string; value: string }[]
}

/** Hosting's glob for one file name, as firebase.json writes it: `/@(a|b|c)` or a plain path. */
function matches(source: string, path: string): boolean {
  const group = /^\/@\((.+)\)$/.exec(source)
  if (group) return (group[1] ?? '').split('|').some((name) => `/${name}` === path)
  return source === path
}

describe('Hosting caching of what updates the app', () => {
  const firebase = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
    hosting: { headers: HostingHeaders[] }
  }
  it.each(['/sw.js', '/shell.html', '/manifest.webmanifest', '/manifest.sk.webmanifest'])(
    '%s is revalidated on every request',
    (path) => {
      const cacheControl = firebase.hosting.headers
        .filter((entry) => matches(entry.source, path))
        .flatMap((entry) => entry.headers)
        .find((header) => header.key === 'Cache-Control')
      expect(cacheControl?.value).toBe('no-cache')
    },
  )
})
