// The security headers of the site's pages, in one place: the local dev and preview servers send them and
// firebase.json's hosting headers are these (a test compares them), so what a browser sees locally is what
// production sends. What the Content-Security-Policy allows, and why: docs/security.md, "The pages".

// A relative import: Vite bundles its config's own files but loads packages (the domain workspace is one)
// with Node, which cannot run TypeScript.
import { createHash } from 'node:crypto'
import { FIREBASE_STORAGE_ORIGIN, GOOGLE_PICTURE_HOSTS } from '../domain/src/files.ts'
import { SAVED_LANGUAGE_SCRIPT } from '../domain/src/pages.ts'

export interface SecurityHeaderOptions {
  /** the web app talks to the Auth emulator and the local storage server instead of Google's hosts */
  emulators?: { authUrl: string; storageOrigin: string }
  /** the Google Maps JavaScript API may load (a Maps key is set) */
  maps: boolean
  /**
   * Vite's dev server (hot reload): its React refresh preamble is an inline script, and its updates come
   * over a WebSocket. Never set for a build.
   */
  dev?: boolean
}

const FIREBASE_AUTH = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
const AUTH_SCRIPTS = ['https://apis.google.com']
const AUTH_FRAMES = ['https://*.firebaseapp.com']
const GOOGLE_PICTURES = GOOGLE_PICTURE_HOSTS.map((host) => `https://${host}`)
// Google's own allowlist for the Maps JavaScript API (its Content Security Policy guide).
const MAPS_SCRIPTS = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
]
const MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com']
const MAPS_IMAGES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.googleusercontent.com',
]
const MAPS_FRAMES = ['https://*.google.com']
const MAPS_STYLES = ['https://fonts.googleapis.com']
const MAPS_FONTS = ['https://fonts.gstatic.com']

/** A CSP source that allows exactly this inline script. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

function originOf(url: string): string {
  return new URL(url).origin
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ')
}

export function contentSecurityPolicy({ emulators, maps, dev = false }: SecurityHeaderOptions): string {
  const files = emulators ? [emulators.storageOrigin] : [FIREBASE_STORAGE_ORIGIN]
  const auth = emulators ? [originOf(emulators.authUrl)] : FIREBASE_AUTH
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', [
      "'self'",
      // a hash would switch 'unsafe-inline' off in the browser, and the dev server needs the latter
      ...(dev ? ["'unsafe-inline'"] : [scriptHash(SAVED_LANGUAGE_SCRIPT)]),
      ...(emulators ? [] : AUTH_SCRIPTS),
      ...(maps ? MAPS_SCRIPTS : []),
    ]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...(maps ? MAPS_STYLES : [])]),
    directive('img-src', [
      "'self'",
      'data:',
      'blob:',
      ...files,
      ...GOOGLE_PICTURES,
      ...(maps ? MAPS_IMAGES : []),
    ]),
    directive('font-src', ["'self'", 'data:', ...(maps ? MAPS_FONTS : [])]),
    directive('connect-src', [
      "'self'",
      ...(dev ? ['ws:', 'wss:'] : []),
      ...auth,
      ...files,
      ...(maps ? MAPS_CONNECT : []),
    ]),
    directive('frame-src', [
      "'self'",
      ...(emulators ? [originOf(emulators.authUrl)] : AUTH_FRAMES),
      ...(maps ? MAPS_FRAMES : []),
    ]),
    directive('worker-src', ["'self'", 'blob:']),
    directive('manifest-src', ["'self'"]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ')
}

export interface SecurityHeaders extends Record<string, string> {
  'Content-Security-Policy': string
  'X-Frame-Options': string
  'X-Content-Type-Options': string
  'Referrer-Policy': string
  'Permissions-Policy': string
}

/** Every header of a page, by name. */
export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  }
}

/**
 * What Firebase Hosting sends (firebase.json): the production hosts. The deployed policy allows the Maps
 * hosts whether or not a key is built in: firebase.json cannot see the build, and without a key the app
 * never contacts them.
 */
export function productionSecurityHeaders(): SecurityHeaders {
  return securityHeaders({ maps: true })
}
