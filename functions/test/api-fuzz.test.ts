// Property-based fuzzing (fast-check) of every endpoint's body, path and query, with hostile keys, deep
// nesting, unicode edge cases and wrong types (docs/testing.md): every answer has its documented JSON
// shape and a status under 500, and nothing reaches the error log. Fixed seed here; `npm run fuzz:api`.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEventsQuery, queryParams, queryStringOf } from '@travel/domain'
import { createPagesApp } from '../src/pages/pages-app'
import { createServices } from '../src/services'
import { emulatorAdminAuth } from './admin'
import { BUCKET, bearer, eventBody, signedInUser, STORAGE_ORIGIN, testApp, type TestApp } from './test-app'

const RUNS = Number(process.env.FUZZ_RUNS ?? 5000)
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123)
/** replays one failing request: fast-check prints its path with the seed */
const PATH = process.env.FUZZ_PATH

let t: TestApp
let server: http.Server
let base: string
let pagesServer: http.Server
let pagesBase: string
const pageErrors: unknown[] = []
let user: Awaited<ReturnType<typeof signedInUser>>
let eventId: string

beforeAll(async () => {
  t = await testApp()
  user = await signedInUser(t.app, 'fuzzer')
  const res = await request(t.app).post('/api/events').set(bearer(user.idToken)).send(eventBody(user))
  eventId = res.body.data._id
  server = http.createServer(t.app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The rendered pages over the same store. The renderer stands in for the web app's server entry and
  // asks PageData for the list with the page's own query, the strictest thing a list screen could ask.
  const { events, sharedLists } = createServices({
    accounts: emulatorAdminAuth(),
    store: t.store,
    files: t.files,
    storage: { bucket: BUCKET, origins: [STORAGE_ORIGIN] },
  })
  const pages = createPagesApp({
    events,
    sharedLists,
    origin: 'https://travel.example',
    log: (_message, err) => pageErrors.push(err),
    renderer: async () => ({
      template: async () =>
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--page-head--><!--/page-head--></head><body><div id="root"></div></body></html>',
      render: async ({ url, data }) => {
        const page = await data.listEvents(queryStringOf(url))
        return { status: 200, head: '', html: `<p>${page.data.length} events</p>`, state: '[]' }
      },
    }),
  })
  pagesServer = http.createServer(pages)
  await new Promise<void>((resolve) => pagesServer.listen(0, '127.0.0.1', resolve))
  pagesBase = `http://127.0.0.1:${(pagesServer.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const s of [server, pagesServer]) {
    s.closeAllConnections()
    await new Promise((resolve) => s.close(resolve))
  }
  await t.close()
})

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
]

const UNICODE_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u200b\u200b\u200b\u200b',
  '\u200d\ufeff\u2060',
  '\u202eevil\u202c',
  '\u0301\u0301\u0301',
  'Z\u0351\u0354\u0353\u0345a\u0345l\u035cg\u0361o',
  '🚐🏕️👨‍👩‍👧',
  '\uffff\ufffe',
  'Žltá ľadová cesta',
  '\t\r\n\v\f',
  '%00%2e%2e/%2F',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'ü'.repeat(2_000),
  'a'.repeat(20_000),
]

/** Values that pass some checks, so a request gets past the first one. */
const PLAUSIBLE = [
  'Tatra loop',
  'A long enough description of a camp by the lake.',
  'Slovakia',
  'camp',
  'route',
  'offroad',
  'natural',
  '2024-05-01',
  '1899-12-31',
  '0x1',
  '48.1',
  '48.1486,17.1077',
  '100',
  '2024-05-02T10:00:00.000Z',
  'traveller@example.com',
  'long-enough-1',
  'https://lh3.googleusercontent.com/a/photo',
  'https://evil.example/v0/b/demo-travel-community.appspot.com/o/events%2Fx%2F1_a.jpg?alt=media',
  'http://127.0.0.1:9199/v0/b/demo-travel-community.appspot.com/o/events%2Fx%2F1_a.jpg?alt=media',
]

const EVENT_FIELDS = [
  'title',
  'description',
  'image',
  'thumbnail',
  'gpxFile',
  'map',
  'coordinates',
  'access',
  'date',
  'section',
  'main',
  'sub',
  'country',
  'user',
  'updatedAt',
]
const FIELDS = {
  event: EVENT_FIELDS,
  signup: ['username', 'email', 'password'],
  google: ['name', 'email', 'photo'],
  user: ['username', 'profilePicture'],
  wishlist: ['eventID', 'title', 'userID'],
  query: [
    'user',
    'section',
    'sub',
    'country',
    'limit',
    'cursor',
    'sections',
    'q',
    'near',
    'radius',
    'view',
    'lang',
  ],
}

const text = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES),
  fc.constantFrom(...PLAUSIBLE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 12 }),
)

/** A JSON number as text (NaN and infinities are not JSON: huge exponents stand for them). */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('1e400', '-1e400', '-0', '0.0000000000000000000001', '48.1', '17.1', '9007199254740993'),
)

const leaf = fc.oneof(
  fc.constantFrom('null', 'true', 'false'),
  numberText,
  text.map((s) => JSON.stringify(s)),
)

/** Deeply nested arrays and objects, beyond what any schema expects. */
const deep = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  )

function keyOf(fields: readonly string[]) {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: text },
  )
}

/** Any JSON value as text, whose object keys lean towards `fields` and prototype names. */
function jsonText(fields: readonly string[]) {
  const { value } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object'), deep),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(keyOf(fields), tie('value')), { maxLength: 5 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  }))
  return value
}

/** A body: mostly an object with the endpoint's fields (any values) and extra keys, sometimes anything. */
function bodyText(fields: readonly string[]) {
  const member = fc.tuple(keyOf(fields), fc.oneof({ weight: 3, arbitrary: leaf }, jsonText(fields)))
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(member, { maxLength: fields.length + 3 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    },
    { weight: 2, arbitrary: jsonText(fields) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":1,}', "{'a':1}", 'nul', '\u0000', '[1,2') },
  )
}

/**
 * Percent-encoding that also carries lone surrogates (encodeURIComponent refuses them): their three bytes
 * as UTF-8 would spell them, which is not valid UTF-8, as a careless client would send.
 */
function encode(value: string): string {
  let out = ''
  for (const char of value) {
    const unit = char.charCodeAt(0)
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(char)
  }
  return out
}

/** Escapes that do not decode. */
const BROKEN_ESCAPES = ['%', '%E0%A4%A', '%FF%FE', '%ED%A0%80', '%C0%AE%C0%AE', '%%30%30']

/** A query string with repeated, bracketed and prototype-named parameters. */
const queryText = fc
  .array(
    fc.tuple(
      keyOf(FIELDS.query),
      fc.constantFrom('', '[]', '[0]', '[__proto__]', '[constructor][prototype]', '[a][b][c]'),
      fc.oneof(
        { weight: 5, arbitrary: text.map(encode) },
        { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
      ),
    ),
    { maxLength: 8 },
  )
  .map((params) => params.map(([key, suffix, value]) => `${encode(key)}${suffix}=${value}`).join('&'))
  .filter((query) => query.length < 6_000)

/** A path segment: ids that exist, ids that do not, and hostile text. */
const segment = fc.oneof(
  fc.constant('EVENT'),
  fc.constantFrom('x', '0', '-1', 'null', 'undefined', '__proto__', 'constructor', '..', '%2e%2e', '%00'),
  text.filter((s) => s.length > 0 && s.length < 300).map(encode),
  fc.constantFrom(...BROKEN_ESCAPES),
)

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** EVENT stands for an event that exists, ME for the caller's uid */
  path: string
  body?: string
  signedIn: boolean
  contentType: string
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/*+json',
    ),
  },
)

const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({
    method: fc.constantFrom('POST' as const),
    path: fc.constant('/api/events'),
    body: bodyText(FIELDS.event),
    signedIn: fc.boolean(),
    contentType,
  }),
  fc.record({
    method: fc.constant('PUT' as const),
    path: segment.map((id) => `/api/events/${id}`),
    body: bodyText(FIELDS.event),
    signedIn: fc.boolean(),
    contentType,
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('/api/auth/signup'),
    body: bodyText(FIELDS.signup),
    signedIn: fc.constant(false),
    contentType,
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constantFrom('/api/auth/google', '/api/auth/signin'),
    body: bodyText(FIELDS.google),
    signedIn: fc.boolean(),
    contentType,
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.oneof(
      fc.constant('/api/user/update/ME'),
      segment.map((id) => `/api/user/update/${id}`),
    ),
    body: bodyText(FIELDS.user),
    signedIn: fc.boolean(),
    contentType,
  }),
  fc.record({
    method: fc.constant('POST' as const),
    path: fc.constant('/api/wishlist'),
    body: bodyText(FIELDS.wishlist),
    signedIn: fc.boolean(),
    contentType,
  }),
  fc.record({
    method: fc.constant('GET' as const),
    path: fc.oneof(
      queryText.map((query) => `/api/events?${query}`),
      queryText.map((query) => `/api/events/map?${query}`),
    ),
    signedIn: fc.boolean(),
    contentType,
  }),
  fc.record({
    method: fc.constantFrom('GET' as const, 'DELETE' as const),
    path: fc.oneof(
      segment.map((id) => `/api/events/${id}`),
      segment.map((id) => `/api/wishlist/${id}`),
      fc.tuple(segment, segment).map(([a, b]) => `/api/wishlist/${a}/${b}`),
      fc.constant('/api/wishlist/share'),
      segment.map((token) => `/api/shared-lists/${token}`),
      fc.tuple(segment, segment).map(([token, format]) => `/api/shared-lists/${token}/export.${format}`),
      // Never the caller's own account: the run would go on signed out.
      segment.filter((id) => id !== 'EVENT').map((id) => `/api/user/delete/x${id}`),
    ),
    signedIn: fc.boolean(),
    contentType,
  }),
)

async function send({
  method,
  path,
  body,
  signedIn,
  contentType,
}: Call): Promise<{ status: number; text: string }> {
  const url = base + path.replace('EVENT', eventId).replace('ME', user.uid)
  const headers: Record<string, string> = { 'Accept-Language': 'sk' }
  if (signedIn) headers.Authorization = `Bearer ${user.idToken}`
  if (body !== undefined) headers['Content-Type'] = contentType
  // DELETE of an event that exists would end the runs that name it; it is tried on other ids only.
  const target = method === 'DELETE' && path.startsWith('/api/events/EVENT') ? url + 'x' : url
  const res = await fetch(target, { method, headers, body })
  return { status: res.status, text: await res.text() }
}

describe(`every endpoint, ${RUNS.toLocaleString('en')} generated requests (seed ${SEED})`, () => {
  it('answers each with a status under 500 and its JSON shape, and logs no error', async () => {
    await fc.assert(
      fc.asyncProperty(call, async (c) => {
        const { status, text: answer } = await send(c)
        const logged = t.errors.map((error) =>
          error instanceof Error ? (error.stack ?? error.message) : String(error),
        )
        expect(status, `${answer.slice(0, 300)}\n${logged.join('\n').slice(0, 2_000)}`).toBeLessThan(500)
        const parsed = JSON.parse(answer) as { success?: unknown }
        expect(parsed.success).toBe(status < 400)
        expect(t.errors).toEqual([])
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: RUNS > 5000, ...(PATH ? { path: PATH } : {}) },
    )
  }, 600_000)
})

/** A list page's address with a generated query: the parameters the pages read with the API's parser. */
const pageAddress = fc
  .tuple(
    fc.constantFrom('/', '/events', '/events/camp', '/events/route/offroad', '/sk/events/camp'),
    queryText,
  )
  .map(([path, query]) => `${path}?${query}`)

describe(`the rendered list pages, ${Math.ceil(RUNS / 5).toLocaleString('en')} generated addresses (seed ${SEED})`, () => {
  it('answer each under 500: a page where the API would answer, a 400 page where it would refuse', async () => {
    await fc.assert(
      fc.asyncProperty(pageAddress, async (address) => {
        pageErrors.length = 0
        const res = await fetch(pagesBase + address, { headers: { 'Accept-Language': 'sk' } })
        const html = await res.text()
        expect(
          res.status,
          `${address}\n${html.slice(0, 300)}\n${pageErrors.map(String).join('\n')}`,
        ).toBeLessThan(500)
        expect(pageErrors).toEqual([])
        const refused = !parseEventsQuery(queryParams(queryStringOf(address))).ok
        // refused by the parser: 400; accepted: the page, or a 400 for a value the list refuses (a cursor)
        if (refused) expect(res.status, address).toBe(400)
        else expect([200, 400], address).toContain(res.status)
        if (res.status === 400) expect(html).toContain('Táto adresa žiada niečo')
      }),
      { numRuns: Math.ceil(RUNS / 5), seed: SEED, ...(PATH ? { path: PATH } : {}) },
    )
  }, 600_000)
})
