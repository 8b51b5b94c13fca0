// The Store contract against the official Firestore emulator (`npm run test:emulators` starts it and
// sets FIRESTORE_EMULATOR_HOST). Every test gets a project of its own, so each starts empty.
import { afterAll } from 'vitest'
import { firestoreStore } from '../src/store/firestore-store'
import { openTestFirestore, type TestFirestore } from './firestore-projects'
import { describeStoreContract } from './store-contract'

const opened: TestFirestore[] = []
afterAll(async () => {
  await Promise.all(opened.map((firestore) => firestore.close()))
})

describeStoreContract('Firestore', async (options) => {
  const firestore = openTestFirestore('contract')
  opened.push(firestore)
  return { store: firestoreStore(() => firestore.db, options) }
})
