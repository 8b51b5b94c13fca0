// The app under test: createApp on a fresh store, Auth on the Auth emulator, and the local storage server's
// file store in a temp folder, so the files an event names really exist and route files are really read.
// The embedded store (`npm test`) or, with FIRESTORE_EMULATOR_HOST, Firestore: the same tests prove both.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Express } from 'express'
import type { EventPayload } from '@travel/domain'
import request from 'supertest'
// Tests only (never bundled): the real store of the local storage server.
import { createLocalFileStore, type LocalFileStore } from '@travel/local/storage-server'
import { createApp } from '../src/app'
import { openEmbeddedStore } from '../src/store/embedded'
import { firestoreStore } from '../src/store/firestore'
import type { FileStore } from '../src/files/file-store'
import type { Store } from '../src/store/port'
import { emulatorAdminAuth } from './admin'
import { createTestUser } from './emulator-users'
import { firestoreEmulatorHost, openTestFirestore } from './firestore-projects'

export const BUCKET = 'demo-travel-community.appspot.com'
/** The origin of the local storage server in these tests' configuration (nothing listens there). */
export const STORAGE_ORIGIN = 'http://127.0.0.1:9199'
/** The site's public origin in these tests' configuration: where exported files link to. */
export const SITE_ORIGIN = 'https://travel.example'

export interface TestApp {
  app: Express
  store: Store
  /** which adapter `store` is */
  storeKind: 'embedded' | 'firestore'
  /** the files the API sees: put a file here and an event may name it */
  files: LocalFileStore
  dir: string
  errors: unknown[]
  close(): Promise<void>
}

/** The first bytes of a JPEG, enough for anything that looks at a file's type. */
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])

/** Stores a file as an upload would (the bytes do not matter to the API, only that the file is there). */
export async function putFile(
  files: LocalFileStore,
  path: string,
  contentType = 'image/jpeg',
  bytes: Uint8Array = JPEG_BYTES,
): Promise<string> {
  await files.putBytes(BUCKET, path, { contentType }, bytes)
  return bucketUrl(path)
}

const filesOfApp = new WeakMap<Express, LocalFileStore>()

/** The store of one test file: the embedded store in `dir`, or a Firestore emulator project of its own. */
async function openTestStore(
  dir: string,
): Promise<{ store: Store; kind: TestApp['storeKind']; close(): Promise<void> }> {
  if (firestoreEmulatorHost()) {
    const firestore = openTestFirestore('api')
    return { store: firestoreStore(() => firestore.db), kind: 'firestore', close: () => firestore.close() }
  }
  const store = await openEmbeddedStore(join(dir, 'api'))
  return { store, kind: 'embedded', close: () => store.flush() }
}

/**
 * `options.files` hands the API another FileStore around the real one: a test of a failure part-way
 * (storage unavailable) passes one that fails when told to.
 */
export async function testApp(options: { files?: (real: FileStore) => FileStore } = {}): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'api-test-'))
  const { store, kind, close } = await openTestStore(dir)
  const files = createLocalFileStore(dir)
  const errors: unknown[] = []
  const app = createApp({
    auth: emulatorAdminAuth(),
    store,
    files: options.files ? options.files(files) : files,
    config: {
      corsOrigins: ['http://localhost:5173'],
      bucket: BUCKET,
      storageOrigins: [STORAGE_ORIGIN],
      siteOrigin: SITE_ORIGIN,
    },
    log: (_message, err) => errors.push(err),
  })
  filesOfApp.set(app, files)
  return {
    app,
    store,
    storeKind: kind,
    files,
    dir,
    errors,
    async close() {
      await close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** A download URL of an object in the project's bucket, as the Storage SDK returns it. */
export function bucketUrl(path: string, bucket = BUCKET, origin = STORAGE_ORIGIN): string {
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=test-token`
}

export function daysAgo(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The photo signedInUser puts in every user's events folder; eventBody uses it. */
export const photoPath = (uid: string) => `events/${uid}/1700000000000_lake.jpg`

/** A valid POST /api/events body of `owner` (a camp in Slovakia); override what a test is about. */
export function eventBody(
  owner: { uid: string },
  overrides: Partial<EventPayload> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: 'Lake camp under the Tatras',
    description: 'A quiet natural camp by the lake, room for three caravans.',
    image: bucketUrl(photoPath(owner.uid)),
    thumbnail: null,
    gpxFile: null,
    map: 'https://maps.example.com/?q=49.1,20.1',
    coordinates: [49.123456, 20.123456],
    access: 0,
    date: daysAgo(10),
    section: { main: 'camp', sub: 'natural' },
    country: 'Slovakia',
    ...overrides,
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * A signed-in user with a profile (POST /api/auth/signin made it), as the web app has after sign-in, and
 * one uploaded photo in their events folder (photoPath).
 */
export async function signedInUser(app: Express, prefix = 'user') {
  const user = await createTestUser(prefix)
  const res = await request(app).post('/api/auth/signin').set(bearer(user.idToken)).send({})
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`)
  const files = filesOfApp.get(app)
  if (files) await putFile(files, photoPath(user.uid))
  return { ...user, username: res.body.data.username as string }
}

/**
 * The version of the item `key` as the moderation queue shows it to a moderator (0 when it is not
 * there): a decision sends it back, as the web's queue does.
 */
export async function queuedVersion(app: Express, moderatorToken: string, key: string): Promise<number> {
  let cursor: string | null = null
  do {
    const res = await request(app)
      .get(`/api/moderation/queue${cursor === null ? '' : `?cursor=${cursor}`}`)
      .set(bearer(moderatorToken))
    if (res.status !== 200) throw new Error(`queue failed: ${res.status}`)
    const page = res.body.data as { items: { key: string; version: number }[]; next: string | null }
    const item = page.items.find((i) => i.key === key)
    if (item) return item.version
    cursor = page.next
  } while (cursor !== null)
  return 0
}
