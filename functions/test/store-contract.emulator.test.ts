// The Store contract against the Firestore emulator. Runs only under `npm run test:emulators`, which
// starts the emulator and sets FIRESTORE_EMULATOR_HOST (firebase-admin then talks to it, unauthenticated).
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { firestoreStore } from '../src/store/firestore-store'
import { describeStoreContract } from './store-contract'

const PROJECT_ID = 'demo-travel-community'
const host = process.env.FIRESTORE_EMULATOR_HOST
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this file with `npm run test:emulators`.')

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
const db = getFirestore(app)

/** Empties the emulator's database (its REST endpoint for exactly this), so each test starts clean. */
async function clearFirestore() {
  const res = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  })
  if (!res.ok) throw new Error(`clearing the Firestore emulator failed: ${res.status}`)
}

describeStoreContract('Firestore', async (options) => {
  await clearFirestore()
  return { store: firestoreStore(() => db, options) }
})
