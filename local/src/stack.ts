// The offline local stack as a function: the launcher (npm start) and the end-to-end suite both use it.
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { startApiServer, type ApiServer } from './api-server'
import { PROJECT_ID, startAuthEmulator, type AuthEmulator } from './auth-emulator'
import { assertPortsFree, type StackPorts } from './ports'
import { startStorageServer, type StorageServer } from './storage-server'
import { startWebServer, type WebMode, type WebServer } from './web-server'

export const BUCKET = `${PROJECT_ID}.appspot.com`

export interface StackOptions {
  ports: StackPorts
  dataDir: string
  /** start from an empty data folder */
  reset?: boolean
  /** print the Auth emulator's own log */
  verbose?: boolean
  /** dev: Vite dev server (default); preview: the production build */
  webMode?: WebMode
}

export interface Stack {
  webUrl: string
  apiUrl: string
  authHost: string
  storageHost: string
  stop(): Promise<void>
}

export async function startStack({
  ports,
  dataDir: dataDirOption,
  reset = false,
  verbose = false,
  webMode = 'dev',
}: StackOptions): Promise<Stack> {
  await assertPortsFree(ports)
  const dataDir = resolve(dataDirOption)
  if (reset) rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })

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
    return { webUrl: web.url, apiUrl: api.url, authHost, storageHost, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
