// The local storage server: stands in for Cloud Storage for Firebase in `npm start` and the tests, so the
// browser code (uploadBytesResumable, getDownloadURL, getBytes, deleteObject) is the same in both
// runtimes. Plain node:http; objects and upload sessions persist under `${dataDir}/storage/`.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { emulatorTokenVerifier, type IsAccountDeleted, type VerifyIdToken } from './caller'
import { createLocalFileStore } from './file-store'
import { createStorageHandler } from './storage-handler'
import { UploadSessions } from './upload-sessions'

export { createLocalFileStore, type LocalFileStore } from './file-store'

export interface StorageServerOptions {
  /** 0 picks a free port */
  port: number
  dataDir: string
  bucket: string
  /** browser origins allowed to call it (the web app's); '*' allows any */
  corsOrigins: string[]
  /**
   * The origin clients reach this server at, used in the upload URLs it hands out; defaults to
   * http://127.0.0.1:{port}. Set it when clients come through a proxy.
   */
  origin?: string
  /** defaults to firebase-admin against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) */
  verifyIdToken?: VerifyIdToken
  /**
   * The API's store's tombstones, as storage.rules reads them from Firestore; the stack passes the API's.
   * Without it (the storage server on its own, in tests) no account is deleted.
   */
  isAccountDeleted?: IsAccountDeleted
  log?: (message: string, error: unknown) => void
}

export interface StorageServer {
  /** e.g. http://127.0.0.1:9199 */
  url: string
  stop(): Promise<void>
}

export async function startStorageServer({
  port,
  dataDir,
  bucket,
  corsOrigins,
  origin,
  verifyIdToken = emulatorTokenVerifier(),
  isAccountDeleted = async () => false,
  log,
}: StorageServerOptions): Promise<StorageServer> {
  const store = createLocalFileStore(dataDir)
  const sessions = new UploadSessions(dataDir)
  // Leftovers of a crash or a killed process: data without metadata, temporary files, stale sessions.
  await store.sweep()
  await sessions.sweep()
  let ownOrigin = origin
  const handle = createStorageHandler({
    bucket,
    // Known once listening (port 0 picks one); requests only arrive after that.
    origin: () => ownOrigin ?? 'http://127.0.0.1',
    corsOrigins,
    store,
    sessions,
    verifyIdToken,
    isAccountDeleted,
    ...(log ? { log } : {}),
  })
  const server = http.createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port: actual } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${actual}`
  ownOrigin ??= url
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
