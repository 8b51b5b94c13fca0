// Firebase JS SDK clients (one app each) signed in against the shared Auth emulator and connected to a
// storage host, as the web app is in the local stack.
import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth'
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage'
import { PROJECT_ID } from '../src/auth-emulator'

/** The tests' bucket (the stack uses the same name). */
export const BUCKET = `${PROJECT_ID}.appspot.com`

export interface StorageClient {
  app: FirebaseApp
  storage: FirebaseStorage
  /** null for a visitor */
  uid: string | null
  idToken: string | null
}

export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests under the Auth emulator (npm test does).',
    )
  }
  return host
}

export async function storageClient(
  storageHost: { host: string; port: number },
  signedIn: boolean,
): Promise<StorageClient> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET },
    `storage-test-${randomUUID()}`,
  )
  const storage = getStorage(app)
  connectStorageEmulator(storage, storageHost.host, storageHost.port)
  if (!signedIn) return { app, storage, uid: null, idToken: null }
  const auth = getAuth(app)
  connectAuthEmulator(auth, `http://${authEmulatorHost()}`, { disableWarnings: true })
  const email = `storage-${randomUUID().slice(0, 8)}@example.com`
  const { user } = await createUserWithEmailAndPassword(auth, email, 'correct-horse-42')
  return { app, storage, uid: user.uid, idToken: await user.getIdToken() }
}

export async function closeClients(clients: StorageClient[]): Promise<void> {
  await Promise.all(clients.map((client) => deleteApp(client.app)))
}
