// The offline local stack as a function: the launcher (npm start) and the end-to-end suite both use it.
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { startApiServer, type ApiServer } from './api-server'
import { PROJECT_ID, startAuthEmulator, type AuthEmulator } from './auth-emulator'
import { assertPortsFree, type StackPorts } from './ports'
import { startStorageServer, type StorageServer } from './storage-server'
import { seedDemoContent, type SeedProgress, type SeedReport } from './seed/seed'
import { startWebServer, type WebMode, type WebServer } from './web-server'

export const BUCKET = `${PROJECT_ID}.appspot.com`

export interface StackOptions {
  ports: StackPorts
  dataDir: string
  /** start from an empty data folder */
  reset?: boolean
  /** print the Auth emulator's own log */
  verbose?: boolean
  /** fill an empty data folder with the demo community (default true) */
  seed?: boolean
  /** dev: Vite dev server (default); preview: the production build */
  webMode?: WebMode
  /** told what the seed has done so far (accounts, photos, events, wishlists) while it runs */
  onSeedProgress?: (progress: SeedProgress) => void
}

export interface Stack {
  webUrl: string
  apiUrl: string
  authHost: string
  storageHost: string
  /** what the seed created, when this start found the data folder empty */
  seeded: SeedReport | null
  stop(): Promise<void>
}

export async function startStack({
  ports,
  dataDir: dataDirOption,
  reset = false,
  verbose = false,
  seed = true,
  webMode = 'dev',
  onSeedProgress,
}: StackOptions): Promise<Stack> {
  await assertPortsFree(ports)
  const dataDir = resolve(dataDirOption)
  if (reset) rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  // Decided before any service writes its files: the demo content goes only into an empty folder.
  const empty = readdirSync(dataDir).length === 0

  const authHost = `127.0.0.1:${ports.auth}`
  const storageHost = `127.0.0.1:${ports.storage}`
  // firebase-admin (API, storage server) and the web app (Vite env) read these.
  Object.assign(process.env, {
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    GCLOUD_PROJECT: PROJECT_ID,
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
    VITE_AUTH_EMULATOR_URL: `http://${authHost}`,
    VITE_STORAGE_EMULATOR_HOST: '127.0.0.1',
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
  })

  const started: { stop(): Promise<void> }[] = []
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined)
  }
  try {
    const webOrigin = `http://localhost:${ports.web}`
    const auth: AuthEmulator = await startAuthEmulator({ port: ports.auth, dataDir, quiet: !verbose })
    started.push(auth)
    const storage: StorageServer = await startStorageServer({
      port: ports.storage,
      dataDir,
      bucket: BUCKET,
      corsOrigins: [webOrigin],
    })
    started.push(storage)
    const api: ApiServer = await startApiServer({
      port: ports.api,
      dataDir,
      bucket: BUCKET,
      corsOrigins: [webOrigin],
    })
    started.push(api)
    const web: WebServer = await startWebServer({ port: ports.web, apiUrl: api.url, mode: webMode })
    started.push(web)
    const seeded =
      empty && seed
        ? await seedDemoContent(
            { apiUrl: api.url, authHost, storageHost, projectId: PROJECT_ID, bucket: BUCKET },
            { onProgress: onSeedProgress },
          )
        : null
    return { webUrl: web.url, apiUrl: api.url, authHost, storageHost, seeded, stop: stopAll }
  } catch (error) {
    await stopAll()
    // A folder that was empty gets emptied again, so a failed first start (or seed) leaves nothing
    // half-written and the next start seeds from scratch.
    if (empty) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
