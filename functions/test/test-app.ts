// The app under test: createApp with a fresh, empty store, firebase-admin Auth against the Auth emulator,
// and an in-memory file store that really holds and deletes paths. The store is the embedded one in a
// temp folder (`npm test`), or Firestore on the official emulator in a project of its own when
// FIRESTORE_EMULATOR_HOST is set (`npm run test:emulators`): the same tests prove both adapters.
// The file store also holds contents, so route files can be read; route files read through the local
// storage server are tested in local/test/event-tracks.test.ts.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Express } from 'express'
import type { EventPayload } from '@travel/domain'
import { createApp } from '../src/app'
import type { Download, FileStore } from '../src/files/file-store'
import { openEmbeddedStore } from '../src/store/embedded-store'
import { firestoreStore } from '../src/store/firestore-store'
import type { Store } from '../src/store/store'
import request from 'supertest'
import { emulatorAdminAuth } from './admin'
import { createTestUser } from './emulator-users'
import { firestoreEmulatorHost, openTestFirestore } from './firestore-projects'

export const BUCKET = 'demo-travel-community.appspot.com'

export class MemoryFileStore implements FileStore {
  readonly paths = new Set<string>()
  /** contents of the paths that were given some */
  readonly contents = new Map<string, Uint8Array>()
  constructor(paths: string[] = []) {
    for (const p of paths) this.paths.add(p)
  }
  put(path: string, contents: string | Uint8Array) {
    this.paths.add(path)
    this.contents.set(path, typeof contents === 'string' ? new TextEncoder().encode(contents) : contents)
  }
  async deleteFolder(prefix: string) {
    for (const p of [...this.paths]) {
      if (p.startsWith(prefix)) {
        this.paths.delete(p)
        this.contents.delete(p)
      }
    }
  }
  async download(path: string, maxBytes: number): Promise<Download> {
    const bytes = this.contents.get(path)
    if (!bytes) return { status: 'missing' }
    return bytes.byteLength > maxBytes ? { status: 'too_large' } : { status: 'ok', bytes }
  }
}

export interface TestApp {
  app: Express
  store: Store
  /** which adapter `store` is */
  storeKind: 'embedded' | 'firestore'
  files: MemoryFileStore
  errors: unknown[]
  close(): Promise<void>
}

interface TestStore {
  store: Store
  kind: TestApp['storeKind']
  close(): Promise<void>
}

async function openTestStore(): Promise<TestStore> {
  if (firestoreEmulatorHost()) {
    const firestore = openTestFirestore('api')
    return { store: firestoreStore(() => firestore.db), kind: 'firestore', close: () => firestore.close() }
  }
  const dir = await mkdtemp(join(tmpdir(), 'api-test-'))
  const store = await openEmbeddedStore(join(dir, 'api'))
  return {
    store,
    kind: 'embedded',
    async close() {
      await store.flush()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export async function testApp(): Promise<TestApp> {
  const { store, kind, close } = await openTestStore()
  const files = new MemoryFileStore()
  const errors: unknown[] = []
  const app = createApp({
    auth: emulatorAdminAuth(),
    store,
    files,
    config: { corsOrigins: ['http://localhost:5173'], bucket: BUCKET },
    log: (_message, err) => errors.push(err),
  })
  return { app, store, storeKind: kind, files, errors, close }
}

/** A download URL of an object in the project's bucket, as the Storage SDK returns it. */
export function bucketUrl(path: string, bucket = BUCKET): string {
  return `http://127.0.0.1:9199/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=test-token`
}

export function daysAgo(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() - days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** A valid POST /api/events body (a camp in Slovakia); override what a test is about. */
export function eventBody(
  overrides: Partial<EventPayload> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: 'Lake camp under the Tatras',
    description: 'A quiet natural camp by the lake, room for three caravans.',
    image: bucketUrl('events/someone/1700000000000_lake.jpg'),
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

/** A signed-in user with a profile (POST /api/auth/signin made it), as the web app has after sign-in. */
export async function signedInUser(app: Express, prefix = 'user') {
  const user = await createTestUser(prefix)
  const res = await request(app).post('/api/auth/signin').set(bearer(user.idToken)).send({})
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...user, username: res.body.data.username as string }
}
