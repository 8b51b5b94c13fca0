// A deleted account's ID token stays valid for up to an hour, and the API writes the account's tombstone
// before it deletes anything. The storage server reads that tombstone, as storage.rules reads it from
// Firestore: from then on the same signed-in SDK client uploads nothing, while others still can.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ref, uploadBytes, type StorageError } from 'firebase/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEmbeddedStore, type EmbeddedStore } from '@travel/functions/store'
import { startStorageServer, type StorageServer } from '../src/storage-server'
import { caseBytes } from './storage-cases'
import { BUCKET, closeClients, storageClient, type StorageClient } from './storage-clients'

let dataDir: string
let store: EmbeddedStore
let server: StorageServer
let leaving: StorageClient
let staying: StorageClient

function photo(client: StorageClient, path: string) {
  const bytes = caseBytes({ size: 2048, contentType: 'image/jpeg' })
  return uploadBytes(ref(client.storage, path), bytes, { contentType: 'image/jpeg' }).then(
    () => 'stored',
    (error: unknown) => (error as StorageError).code,
  )
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'deleted-account-uploads-'))
  store = await openEmbeddedStore(join(dataDir, 'api'))
  server = await startStorageServer({
    port: 0,
    dataDir,
    bucket: BUCKET,
    corsOrigins: ['http://localhost:5173'],
    isAccountDeleted: (uid) => store.accounts.isAccountDeleted(uid),
  })
  const host = { host: '127.0.0.1', port: Number(new URL(server.url).port) }
  ;[leaving, staying] = await Promise.all([storageClient(host, true), storageClient(host, true)])
})

afterAll(async () => {
  await closeClients([leaving, staying].filter(Boolean))
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('uploads once an account is being deleted', () => {
  it('are refused for its still-valid token, and nothing is stored; other accounts upload on', async () => {
    const uid = leaving.uid ?? ''
    expect(await photo(leaving, `events/${uid}/1_before.jpg`)).toBe('stored')

    await store.accounts.markAccountDeleted(uid, new Date().toISOString())

    for (const path of [`events/${uid}/2_after.jpg`, `profiles/${uid}/3_after.jpg`]) {
      expect(await photo(leaving, path), path).toBe('storage/unauthorized')
      const stored = await fetch(
        `${server.url}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(path)}`,
      )
      expect(stored.status, path).toBe(404)
    }
    expect(await photo(staying, `events/${staying.uid}/4_other.jpg`)).toBe('stored')
  })
})
