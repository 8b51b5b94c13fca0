// The API app as the list and map benchmarks serve it: createApp on a given store, with an Auth client that
// public reads never call and a file store they never touch, on a free port; and the seeded randomness of their events.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { createApp } from '../src/app'
import type { FileStore } from '../src/files/file-store'
import type { Store } from '../src/store/port'

/** The benchmarks measure the store and the answers: no file is ever stored or read. */
export const NO_FILES: FileStore = {
  deleteFolder: async () => undefined,
  delete: async () => false,
  exists: async () => false,
  download: async () => ({ status: 'missing' }),
  list: async () => [],
  openRead: async () => undefined,
}

export function benchApp(store: Store): ReturnType<typeof createApp> {
  const adminApp = getApps()[0] ?? initializeApp({ projectId: 'demo-travel-community' })
  return createApp({
    auth: getAuth(adminApp),
    store,
    files: NO_FILES,
    config: { corsOrigins: [], bucket: 'bench.appspot.com', storageOrigins: [] },
  })
}

/** Serves `app` on a free port of 127.0.0.1; its address, and the server to close. */
export async function listen(app: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** A repeatable stream of numbers in [0, 1), and a pick from a list by it: each run seeds the same events. */
export function seeded(seed: number) {
  let s = seed
  const random = () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31
    return s / 2 ** 31
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  return { random, pick }
}
