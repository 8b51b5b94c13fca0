// The deployed function's own Cloud Storage adapter (firebase-admin, as under the Functions emulator with
// FIREBASE_STORAGE_EMULATOR_HOST) against the local storage server: a file that is there exists and is read,
// one over the limit is not read, a missing one is missing, a user's folder is listed, streamed and deleted.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getStorage } from 'firebase-admin/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudFileStore, type FileStore } from '@travel/functions/files'
import { PROJECT_ID } from '../src/auth-emulator'
import { createLocalFileStore, startStorageServer, type LocalFileStore } from '../src/storage-server'
import { BUCKET } from './storage-clients'

let dataDir: string
let storage: Awaited<ReturnType<typeof startStorageServer>>
let local: LocalFileStore
let admin: App
let files: FileStore

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-admin-api-'))
  storage = await startStorageServer({ port: 0, dataDir, bucket: BUCKET, corsOrigins: ['*'] })
  local = createLocalFileStore(dataDir)
  // What firebase-admin does with FIREBASE_STORAGE_EMULATOR_HOST (this test file runs in its own worker).
  process.env.STORAGE_EMULATOR_HOST = storage.url
  admin = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'storage-admin-api-test')
  files = cloudFileStore(() => getStorage(admin).bucket(BUCKET))
})

afterAll(async () => {
  delete process.env.STORAGE_EMULATOR_HOST
  await deleteApp(admin)
  await storage.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe("firebase-admin's Cloud Storage against the local storage server", () => {
  it('finds and reads a stored file, and says when one is missing or too large', async () => {
    const bytes = new TextEncoder().encode('<gpx version="1.1"></gpx>')
    await local.putBytes(BUCKET, 'events/u1/1_way.gpx', { contentType: 'application/gpx+xml' }, bytes)
    expect(await files.exists('events/u1/1_way.gpx')).toBe(true)
    expect(await files.exists('events/u1/2_never.gpx')).toBe(false)
    const read = await files.download('events/u1/1_way.gpx', 1000)
    expect(read.status).toBe('ok')
    expect(read.status === 'ok' && new TextDecoder().decode(read.bytes)).toBe('<gpx version="1.1"></gpx>')
    expect(await files.download('events/u1/1_way.gpx', 10)).toEqual({ status: 'too_large' })
    expect(await files.download('events/u1/2_never.gpx', 1000)).toEqual({ status: 'missing' })
  })

  it("deletes a user's folder and nothing beside it", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9])
    await local.putBytes(BUCKET, 'events/gone/1_a.jpg', { contentType: 'image/jpeg' }, jpeg)
    await local.putBytes(BUCKET, 'events/gone/2_b.jpg', { contentType: 'image/jpeg' }, jpeg)
    await local.putBytes(BUCKET, 'events/gonezo/1_c.jpg', { contentType: 'image/jpeg' }, jpeg)
    await files.deleteFolder('events/gone/')
    expect((await local.list('events/gone/')).map((o) => o.path)).toEqual([])
    expect(await files.exists('events/gonezo/1_c.jpg')).toBe(true)
  })

  it("lists a user's folder with sizes and streams a file's bytes, for Download my data", async () => {
    const photo = new Uint8Array(300_000).map((_, i) => i % 251)
    await local.putBytes(BUCKET, 'checkins/mine/2_b.jpg', { contentType: 'image/jpeg' }, photo)
    await local.putBytes(BUCKET, 'checkins/mine/1_a.jpg', { contentType: 'image/jpeg' }, photo.slice(0, 10))
    await local.putBytes(BUCKET, 'checkins/mineother/1_c.jpg', { contentType: 'image/jpeg' }, photo)
    expect(await files.list('checkins/mine/')).toEqual([
      { path: 'checkins/mine/1_a.jpg', size: 10 },
      { path: 'checkins/mine/2_b.jpg', size: 300_000 },
    ])
    const stream = await files.openRead('checkins/mine/2_b.jpg')
    const chunks: Buffer[] = []
    for await (const chunk of stream!) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).equals(Buffer.from(photo))).toBe(true)
    expect(await files.openRead('checkins/mine/3_never.jpg')).toBeUndefined()
  })
})
