// Runs inside `firebase emulators:exec` (test-deploy-bundle.ts): Hosting must route /api/** to the bundled
// `api` and every other non-file path to `pages`. With FIRESTORE_EMULATOR_HOST a signed-in user also
// creates, reads and deletes an event through the rewrite, its photo on the local storage server.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { todayIso, type EventDto } from '@travel/domain'
import { createLocalFileStore, startStorageServer } from '@travel/local/storage-server'
import { PROJECT_ID } from './emulators-exec'

const hosting = process.env.HOSTING_ORIGIN
const siteOrigin = process.env.SITE_ORIGIN
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST
if (!hosting || !authHost || !siteOrigin)
  throw new Error('run this through scripts/test-deploy-bundle.ts (HOSTING_ORIGIN is not set)')

async function json<T>(response: Response): Promise<T> {
  const text = await response.text()
  try {
    return JSON.parse(text) as T
  } catch {
    throw new Error(`${response.url} answered ${response.status} with no JSON: ${text.slice(0, 300)}`)
  }
}

const health = await fetch(`${hosting}/api/health`)
assert.equal(health.status, 200, `GET /api/health through Hosting answered ${health.status}`)
assert.deepEqual(await json(health), { success: true, data: { status: 'ok' } })

const missing = await fetch(`${hosting}/api/no-such-endpoint`)
assert.equal(missing.status, 404, 'an unknown /api path is a JSON 404 from the function')
assert.equal((await json<{ success: boolean }>(missing)).success, false)

console.log('ok: /api/health answers through the Hosting rewrite to the bundled function')

// A page that reads no data: rendered by `pages` without touching Firestore (which runs only below).
const privacy = await fetch(`${hosting}/privacy-policy`)
const privacyHtml = await privacy.text()
assert.equal(privacy.status, 200, `GET /privacy-policy through Hosting answered ${privacy.status}`)
assert.match(privacyHtml, /<h1[^>]*>Privacy policy<\/h1>/, 'the privacy policy is rendered on the server')
assert.match(privacyHtml, /<style data-server-styles="css /, 'with its critical CSS')
assert.match(privacy.headers.get('cache-control') ?? '', /public, .*s-maxage=\d+/)
const shell = await fetch(`${hosting}/profile`)
assert.equal(shell.status, 200)
assert.match(await shell.text(), /<div id="root"><\/div>/, "a signed-in user's page is the app's shell")
const robots = await fetch(`${hosting}/robots.txt`)
assert.equal(robots.status, 200, 'Hosting serves the build of robots.txt')
assert.match(await robots.text(), /^Disallow: \/api\/$/m)
console.log('ok: pages are rendered by the bundled function `pages` behind the Hosting rewrite')

// The function reads route files on a worker thread: lib/track-worker.js, which lib/index.js starts from
// its own folder. It must run on plain Node, with nothing from the source tree (no tsx, no TypeScript).
const functionsLib = new URL('../functions/lib/', import.meta.url)
assert.match(
  readFileSync(new URL('index.js', functionsLib), 'utf8'),
  /new URL\("\.\/track-worker\.js", import\.meta\.url\)/,
  'the bundled function starts its route file worker from lib/track-worker.js',
)
const workerRun = spawnSync(
  process.execPath,
  [
    '-e',
    `const { Worker } = require('node:worker_threads')
const worker = new Worker(new URL('track-worker.js', ${JSON.stringify(functionsLib.href)}))
worker.once('error', (error) => { console.error(error); process.exit(1) })
worker.once('message', (outcome) => { console.log(JSON.stringify(outcome)); process.exit(0) })
const gpx = '<gpx><trk><trkseg><trkpt lat="48.14" lon="17.1"/><trkpt lat="48.15" lon="17.2"/></trkseg></trk></gpx>'
worker.postMessage({ bytes: new TextEncoder().encode(gpx) })`,
  ],
  { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
)
assert.equal(workerRun.status, 0, `the bundled route file worker failed: ${workerRun.stderr}`)
const workerOutcome = JSON.parse(workerRun.stdout) as { ok: boolean; track?: { distanceKm: number } }
assert.equal(workerOutcome.ok, true, `the bundled route file worker answered ${workerRun.stdout}`)
assert.ok((workerOutcome.track?.distanceKm ?? 0) > 7, 'the bundled route file worker measures the route')
console.log('ok: the bundled route file worker reads a GPX file on plain Node')

// The site's origin is the function's configuration (SITE_ORIGIN), never a request's host: a forged one
// must not reach a page Hosting's CDN keeps for everyone.
const forgedHost = { 'X-Forwarded-Host': 'evil.example' }
const forged = await (await fetch(`${hosting}/privacy-policy`, { headers: forgedHost })).text()
assert.doesNotMatch(forged, /evil\.example/, 'a forged X-Forwarded-Host is written into the page')
assert.ok(
  forged.includes(`<link rel="canonical" href="${siteOrigin}/privacy-policy" />`),
  'the canonical address is on SITE_ORIGIN',
)
console.log('ok: pages name SITE_ORIGIN, whatever host a request claims')

if (firestoreHost) {
  // a real account and ID token from the Auth emulator, as the web app's sign-up makes one
  const email = `bundle-${randomUUID().slice(0, 8)}@example.com`
  const signUp = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'bundle-check-42', returnSecureToken: true }),
    },
  )
  const { idToken } = await json<{ idToken: string }>(signUp)
  assert.ok(idToken, `the Auth emulator's sign-up answered ${signUp.status}`)
  const auth = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' }

  const signIn = await fetch(`${hosting}/api/auth/signin`, { method: 'POST', headers: auth, body: '{}' })
  assert.equal(signIn.status, 200, `POST /api/auth/signin answered ${signIn.status}`)
  const { data: user } = await json<{ data: { _id: string; username: string } }>(signIn)

  const bucket = `${PROJECT_ID}.appspot.com`
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  if (!storageHost) throw new Error('FIREBASE_STORAGE_EMULATOR_HOST is not set: the function has no storage')
  const storageDir = await mkdtemp(join(tmpdir(), 'bundle-check-storage-'))
  const storage = await startStorageServer({
    port: Number(new URL(`http://${storageHost}`).port),
    dataDir: storageDir,
    bucket,
    corsOrigins: [hosting],
  })
  const photoPath = `events/${user._id}/1_lake.jpg`
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
  await createLocalFileStore(storageDir).putBytes(bucket, photoPath, { contentType: 'image/jpeg' }, jpeg)
  const image = `http://${storageHost}/v0/b/${bucket}/o/${encodeURIComponent(photoPath)}?alt=media&token=t`
  const created = await fetch(`${hosting}/api/events`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title: 'Bundle check camp by the lake',
      description: 'Written by the deployable bundle to the Firestore emulator.',
      image,
      thumbnail: null,
      gpxFile: null,
      map: null,
      coordinates: [49.123456, 20.123456],
      access: 1,
      date: todayIso(),
      section: { main: 'camp', sub: 'natural' },
      country: 'Slovakia',
    }),
  })
  const createdBody = await json<{ data: EventDto }>(created)
  assert.equal(
    created.status,
    201,
    `POST /api/events answered ${created.status}: ${JSON.stringify(createdBody)}`,
  )
  const id = createdBody.data._id

  const read = await fetch(`${hosting}/api/events/${encodeURIComponent(id)}`)
  assert.equal(read.status, 200, `GET /api/events/${id} answered ${read.status}`)
  const { data: event } = await json<{ data: EventDto }>(read)
  assert.equal(event.title, 'Bundle check camp by the lake')
  assert.deepEqual(event.user, { _id: user._id, username: user.username })

  const page = await fetch(`${hosting}/events/${encodeURIComponent(id)}`)
  const pageHtml = await page.text()
  assert.equal(page.status, 200, `GET /events/${id} through Hosting answered ${page.status}`)
  assert.match(pageHtml, /<h1[^>]*>Bundle check camp by the lake<\/h1>/, "the event's page is rendered")
  assert.match(pageHtml, /<meta property="og:title" content="Bundle check camp by the lake" \/>/)
  assert.equal((await fetch(`${hosting}/events/no-such-event`)).status, 404)
  const sitemapXml = await (await fetch(`${hosting}/sitemap.xml`, { headers: forgedHost })).text()
  assert.ok(sitemapXml.includes(`<loc>${siteOrigin}/events/${id}</loc>`), 'the sitemap lists the new event')
  assert.doesNotMatch(sitemapXml, /evil\.example/, 'a forged X-Forwarded-Host is written into the sitemap')
  console.log(`ok: the page of event ${id} is rendered from Firestore by the function \`pages\``)

  const list = await fetch(`${hosting}/api/events?user=${encodeURIComponent(user._id)}`)
  assert.deepEqual(
    (await json<{ data: EventDto[] }>(list)).data.map((e) => e._id),
    [id],
    'the new event is the only one in its owner list',
  )

  // …and it is a document in the Firestore emulator, not anywhere else
  const stored = await fetch(
    `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/events/${encodeURIComponent(id)}`,
  )
  assert.equal(stored.status, 200, `the event is not in the Firestore emulator (${stored.status})`)
  const document = await json<{
    fields: { title: { stringValue: string }; ownerId: { stringValue: string } }
  }>(stored)
  assert.equal(document.fields.title.stringValue, 'Bundle check camp by the lake')
  assert.equal(document.fields.ownerId.stringValue, user._id)

  const deleted = await fetch(`${hosting}/api/events/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: auth,
  })
  assert.equal(deleted.status, 200, `DELETE /api/events/${id} answered ${deleted.status}`)
  assert.equal((await fetch(`${hosting}/api/events/${encodeURIComponent(id)}`)).status, 404)
  assert.equal((await fetch(stored.url)).status, 404, 'the deleted event is still in Firestore')
  await storage.stop()
  await rm(storageDir, { recursive: true, force: true })
  console.log(
    `ok: a signed-in user created, read and deleted event ${id} through the Hosting rewrite, in the Firestore emulator`,
  )
}
