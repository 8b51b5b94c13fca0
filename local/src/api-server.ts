// Serves the Cloud Function's Express app with Auth on the emulator (accounts saved to disk after every
// change the API makes), the embedded store under `${dataDir}/api/` or Firestore on its emulator, and the
// local storage server's files; queued mails go to MailDev. Older events get their track and geohash first.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { createApp } from '@travel/functions/app'
import { backfillTracks, createServices, type Services } from '@travel/functions/services'
import {
  backfillCheckinSummaries,
  backfillGeohashes,
  firestoreStore,
  openEmbeddedStore,
} from '@travel/functions/store'
import { trackReader } from '@travel/functions/tracks'
import { PROJECT_ID } from './auth-emulator'
import { LOCAL_DIGEST_PATH } from './ports'
import { startMailDeliverer, type MailDeliverer } from './mail-deliverer'
import { savingAccountChanges } from './saving-account-admin'
import { createLocalFileStore } from './storage-server'

export interface ApiServer {
  url: string
  /** the events service over the API's own store: the server-rendered pages read through it */
  events: Services['events']
  /** the wishlists' private links: the shared list's page reads through it */
  sharedLists: Services['sharedLists']
  /** the merged events' addresses: their pages redirect through it */
  merges: Services['merges']
  /** whether the API has begun deleting this account: the storage server refuses its uploads */
  isAccountDeleted(uid: string): Promise<boolean>
  /**
   * the suggestions service over the API's own store with its clock at `at`: the demo seed sends through
   * it the suggestion an author has left unanswered long enough for moderators to decide
   */
  suggestionsAt(at: Date): Pick<Services['suggestions'], 'suggest'>
  stop(): Promise<void>
}

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** How long an idle kept-alive connection stays open here: longer than the proxy keeps one. */
export const API_IDLE_MS = 120_000

export async function startApiServer({
  port,
  dataDir,
  bucket,
  corsOrigins,
  storageOrigins,
  firestore = false,
  saveAccounts,
  mail,
}: {
  port: number
  dataDir: string
  bucket: string
  corsOrigins: string[]
  /** the local storage server's origin: files are accepted from there only */
  storageOrigins: string[]
  /** the Firestore adapter (FIRESTORE_EMULATOR_HOST must be set) instead of the embedded store */
  firestore?: boolean
  /** writes the Auth emulator's accounts to disk: called after every account change the API makes */
  saveAccounts: () => Promise<void>
  /** where the queued mails are sent (MailDev's SMTP server) and from whom; without it none is sent */
  mail?: { smtp: { host: string; port: number }; from?: string }
}): Promise<ApiServer> {
  const adminApp = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
  const embedded = firestore ? null : await openEmbeddedStore(join(dataDir, 'api'))
  const store = embedded ?? firestoreStore(() => getFirestore(adminApp))
  const files = createLocalFileStore(dataDir)
  const backfill = await backfillTracks({ store, tracks: trackReader(files) })
  if (backfill.filled) console.info(`Route tracks computed for ${backfill.filled} stored events.`)
  const placed = await backfillGeohashes(store)
  if (placed) console.info(`Geohashes stored for ${placed} events, so near queries find them.`)
  const summarised = await backfillCheckinSummaries(store)
  if (summarised) console.info(`Check-in summaries stored for ${summarised} events, so lists find them.`)
  const auth = savingAccountChanges(getAuth(adminApp), saveAccounts)
  const app = createApp({ auth, store, files, config: { corsOrigins, bucket, storageOrigins } })
  const servicesAt = (now?: () => Date) =>
    createServices({ accounts: auth, store, files, storage: { bucket, origins: storageOrigins }, now })
  const services = servicesAt()
  const { events, sharedLists, merges } = services
  // `npm run digest` asks for the daily digest now; only this local server answers it, never the deployed
  // function (its schedule runs it there).
  const server = http.createServer((req, res) => {
    if (req.url === LOCAL_DIGEST_PATH && req.method === 'POST') {
      services.notices.sendDigests(new Date()).then(
        (report) => answer(res, 200, report),
        (error: unknown) => answer(res, 500, { error: String(error) }),
      )
      return
    }
    void app(req, res)
  })
  // The web server's proxy keeps connections to this server open (PROXY_IDLE_MS in web-server.ts). The
  // proxy must be the side that closes an idle one: if this server closed it first (Node's default is
  // 5 s), a request sent on it at that instant fails with ECONNRESET and the browser sees a 502.
  server.keepAliveTimeout = API_IDLE_MS
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: actual } = server.address() as AddressInfo
  const deliverer: MailDeliverer | null = mail ? startMailDeliverer({ mail: store.mail, ...mail }) : null
  return {
    url: `http://127.0.0.1:${actual}`,
    events,
    sharedLists,
    merges,
    isAccountDeleted: (uid) => store.accounts.isAccountDeleted(uid),
    suggestionsAt: (at) => servicesAt(() => at).suggestions,
    stop: async () => {
      await deliverer?.stop()
      await new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      // Every acknowledged change is already on disk; this waits for a write still in flight.
      await embedded?.flush()
    },
  }
}
