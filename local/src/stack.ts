// The offline local stack as a function: the launcher (npm start) and the end-to-end suite both use it.
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startApiServer, type ApiServer } from './api-server'
import { authDirOf, PROJECT_ID, startAuthEmulator, type AuthEmulator } from './auth-emulator'
import {
  findFirestoreEmulator,
  FIRESTORE_EMULATOR_INSTALL_HINT,
  startFirestoreEmulator,
} from './firestore-emulator'
import { DEFAULT_MAIL_FROM } from './mail-deliverer'
import { startMailDev } from './maildev'
import { assertPortsFree, freePort, type StackPorts } from './ports'
import { startStorageServer, type StorageServer } from './storage-server'
import { seedDemoContent, type SeedProgress, type SeedReport } from './seed/seed'
import { stopOrphanedAuthEmulator } from './stale-auth-emulator'
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
  /** preview: build the web app first (default true; see startWebServer) */
  buildWeb?: boolean
  /**
   * the API on the official Cloud Firestore emulator (the Cloud Function's Firestore adapter) instead of
   * the embedded store; its data is exported to `${dataDir}/firestore/` on stop and imported on start
   */
  firestore?: boolean
  /** the Firestore emulator's port (default: a free one) */
  firestorePort?: number
  /** told what the seed has done so far (accounts, photos, events, wishlists) while it runs */
  onSeedProgress?: (progress: SeedProgress) => void
  /** the sender of the mails delivered to MailDev (default: MAIL_FROM, else DEFAULT_MAIL_FROM) */
  mailFrom?: string
}

export interface Stack {
  webUrl: string
  apiUrl: string
  authHost: string
  storageHost: string
  /** MailDev's web inbox: every mail the API queued, delivered there */
  inboxUrl: string
  /** host:port of the Firestore emulator the API writes to, when started with `firestore` */
  firestoreHost: string | null
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
  buildWeb = true,
  onSeedProgress,
  firestore = false,
  firestorePort,
  mailFrom = process.env.MAIL_FROM || DEFAULT_MAIL_FROM,
}: StackOptions): Promise<Stack> {
  const dataDir = resolve(dataDirOption)
  // An Auth emulator left running by a stack that was killed on this folder still holds its port (and
  // accounts): saved and stopped before the ports are checked, and before --reset empties the folder.
  if (await stopOrphanedAuthEmulator({ dataDir, authDir: authDirOf(dataDir), projectId: PROJECT_ID })) {
    console.info('Stopped the Auth emulator an earlier run left behind (its accounts are saved).')
  }
  await assertPortsFree(ports)
  const firestoreInstall = firestore ? findFirestoreEmulator() : null
  if (firestore && !firestoreInstall) {
    throw new Error(`--firestore needs the Cloud Firestore emulator: ${FIRESTORE_EMULATOR_INSTALL_HINT}.`)
  }
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
    let firestoreHost: string | null = null
    if (firestoreInstall) {
      const firestoreDir = join(dataDir, 'firestore')
      const emulator = await startFirestoreEmulator({
        install: firestoreInstall,
        port: firestorePort ?? (await freePort()),
        importFrom: { projectId: PROJECT_ID, dir: firestoreDir },
        verbose,
      })
      firestoreHost = emulator.host
      // firebase-admin's Firestore (the API's adapter) connects wherever this names
      process.env.FIRESTORE_EMULATOR_HOST = firestoreHost
      started.push({
        // stopped last (started first): the API has answered its last request by then
        stop: async () => {
          try {
            await emulator.exportTo(PROJECT_ID, firestoreDir)
          } finally {
            await emulator.stop()
          }
        },
      })
    }
    const auth: AuthEmulator = await startAuthEmulator({ port: ports.auth, dataDir, quiet: !verbose })
    started.push(auth)
    // The storage server starts first (the API accepts files from its origin) and asks the API's store
    // about deleted accounts once both run.
    let isAccountDeleted = async (_uid: string) => false
    const storage: StorageServer = await startStorageServer({
      port: ports.storage,
      dataDir,
      bucket: BUCKET,
      corsOrigins: [webOrigin],
      isAccountDeleted: (uid) => isAccountDeleted(uid),
    })
    started.push(storage)
    const maildev = await startMailDev({
      smtpPort: ports.mailSmtp,
      webPort: ports.mailWeb,
      mailDir: join(dataDir, 'mail'),
      verbose,
    })
    // stopped after the API, whose deliverer sends to it
    started.push(maildev)
    const api: ApiServer = await startApiServer({
      port: ports.api,
      dataDir,
      bucket: BUCKET,
      corsOrigins: [webOrigin],
      storageOrigins: [storage.url],
      firestore: firestoreHost !== null,
      saveAccounts: auth.saveAccounts,
      mail: { smtp: maildev.smtp, from: mailFrom },
    })
    started.push(api)
    isAccountDeleted = (uid) => api.isAccountDeleted(uid)
    const web: WebServer = await startWebServer({
      port: ports.web,
      apiUrl: api.url,
      events: api.events,
      sharedLists: api.sharedLists,
      merges: api.merges,
      mode: webMode,
      buildFirst: buildWeb,
    })
    started.push(web)
    const seeded =
      empty && seed
        ? await seedDemoContent(
            { apiUrl: api.url, authHost, storageHost, projectId: PROJECT_ID, bucket: BUCKET },
            { onProgress: onSeedProgress, suggestionsAt: api.suggestionsAt },
          )
        : null
    return {
      webUrl: web.url,
      apiUrl: api.url,
      authHost,
      storageHost,
      inboxUrl: maildev.inboxUrl,
      firestoreHost,
      seeded,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    // A folder that was empty gets emptied again, so a failed first start (or seed) leaves nothing
    // half-written and the next start seeds from scratch.
    if (empty) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
