// Firestore on the official emulator for tests: each caller gets a project of its own (a fresh
// `demo-…` id), so test files running in parallel never see each other's documents and nothing needs
// clearing between them. FIRESTORE_EMULATOR_HOST is set by `npm run test:emulators`.
import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'

export function firestoreEmulatorHost(): string | undefined {
  return process.env.FIRESTORE_EMULATOR_HOST || undefined
}

export interface TestFirestore {
  projectId: string
  /** firebase-admin's Firestore for this project (the Admin SDK: security rules do not apply) */
  db: Firestore
  /** drops the project's documents and the firebase-admin app */
  close(): Promise<void>
}

export function newTestProjectId(purpose: string): string {
  return `demo-${purpose}-${randomUUID().slice(0, 8)}`
}

export function openTestFirestore(purpose = 'test'): TestFirestore {
  const host = firestoreEmulatorHost()
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: run the Firestore tests with `npm run test:emulators`.',
    )
  }
  const projectId = newTestProjectId(purpose)
  const app = initializeApp({ projectId }, projectId)
  const db = getFirestore(app)
  return {
    projectId,
    db,
    async close() {
      await deleteApp(app)
      const response = await fetch(
        `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      )
      if (!response.ok) throw new Error(`clearing Firestore project ${projectId} failed: ${response.status}`)
    },
  }
}
