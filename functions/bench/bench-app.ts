// The API app as the list and map benchmarks serve it: createApp on a given store, with an Auth client that
// public reads never call and a file store they never touch, on a free port, and their timed requests;
// the embedded store they seed and the seeded randomness of their events.
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { createApp } from '../src/app'
import type { FileStore } from '../src/files/file-store'
import { openEmbeddedStore } from '../src/store/embedded'
import type { EventRecord, Store } from '../src/store/port'
import { median } from './bench-report'

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

/** An embedded store in `dir` holding `events`, written to its file as a started stack would find it. */
export async function embeddedStoreWith(dir: string, events: EventRecord[]) {
  const store = await openEmbeddedStore(dir)
  await Promise.all(events.map((e) => store.events.createEvent(e)))
  await store.flush()
  return store
}

/**
 * Serves the API app on an embedded store of `events` in a temporary folder while `measure` runs, then
 * closes it and removes the folder, whatever `measure` did.
 */
export async function withBenchApi<T>(
  name: string,
  events: EventRecord[],
  measure: (api: { base: string; store: Store }) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), `${name}-`))
  try {
    const store = await embeddedStoreWith(dir, events)
    const { url: base, server } = await listen(benchApp(store))
    try {
      return await measure({ base, store })
    } finally {
      server.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** GET `url` `warmUps` times untimed, then `runs` times timed: the median time and the last body. */
export async function timedGet(url: string, runs: number, warmUps: number) {
  const times: number[] = []
  let body = ''
  for (let i = 0; i < runs + warmUps; i++) {
    const started = performance.now()
    const res = await fetch(url)
    body = await res.text()
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`)
    if (i >= warmUps) times.push(performance.now() - started)
  }
  return { ms: median(times), body }
}
